/** The career planner: a move between O*NET occupations, with BLS wages and skill gaps. */
export { CareerPlannerView } from './components/career-view';
