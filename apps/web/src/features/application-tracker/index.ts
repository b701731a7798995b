/** The application tracker: pipeline, stage history, insights, CSV import and export. */
export { TrackerView } from './components/tracker-view';
export { analyticsQueryKey, applicationsQueryKey } from './api/applications';
