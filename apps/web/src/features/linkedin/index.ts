/** The LinkedIn About optimizer: rewrite, scores with their parts, sources, saved drafts, tips. */
export { LinkedinView } from './components/linkedin-view';
