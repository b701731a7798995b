import { dashboardSchema } from '../resumes';
import { E, endpoint } from './endpoint';

/** The dashboard. */
export const dashboardEndpoints = {
  'dashboard.get': endpoint('dashboard.get', {
    tags: ['dashboard'],
    summary: "The signed-in user's stats, goals and recent activity",
    response: { 200: dashboardSchema, 401: E },
  }),
};
