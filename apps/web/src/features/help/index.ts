/** Self-help: the help center with its topics and search, and the career guides. */
export { CareerGuidesView } from './components/career-guides-view';
export { HelpCenterView } from './components/help-center-view';
export { featuredGuides, guideCategories, type FeaturedGuide } from './content/guides';
export { helpCategories, type HelpArticle, type HelpCategory } from './content/help';
export { searchHelp } from './lib/help-search';
export { CareerGuideView } from './components/career-guide-view';
export { HelpTopicView } from './components/help-topic-view';
