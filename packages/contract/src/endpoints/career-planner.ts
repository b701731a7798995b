import {
  careerPlanRequestSchema,
  careerPlanSchema,
  careerPlanSummarySchema,
} from '../career-planner';

import { E, endpoint, ownItem, ownList, ownRemoval } from './endpoint';

/** The career planner. */
export const careerPlannerEndpoints = {
  'career.plan': endpoint('career.plan', {
    tags: ['career'],
    summary:
      'A career plan from the current to the target role on O*NET occupations and BLS wages; stored for the user',
    body: careerPlanRequestSchema,
    response: { 200: careerPlanSchema, 400: E, 401: E, 413: E, 429: E, 502: E, 504: E },
  }),
  'career.list': endpoint(
    'career.list',
    ownList(['career'], "The signed-in user's career plans, newest first", careerPlanSummarySchema),
  ),
  'career.get': endpoint(
    'career.get',
    ownItem(['career'], 'One stored career plan', careerPlanSchema),
  ),
  'career.remove': endpoint(
    'career.remove',
    ownRemoval(['career'], 'Deletes a stored career plan'),
  ),
};
