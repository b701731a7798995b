import { z } from 'zod';
import {
  careerPlanRequestSchema,
  careerPlanSchema,
  careerPlanSummarySchema,
} from '../career-planner';
import { idParamSchema, okSchema, pageQuerySchema } from '../common';
import { E, endpoint } from './endpoint';

/** The career planner. */
export const careerPlannerEndpoints = {
  'career.plan': endpoint('career.plan', {
    tags: ['career'],
    summary:
      'A career plan from the current to the target role on O*NET occupations and BLS wages; stored for the user',
    body: careerPlanRequestSchema,
    response: { 200: careerPlanSchema, 400: E, 401: E, 413: E, 429: E, 502: E, 504: E },
  }),
  'career.list': endpoint('career.list', {
    tags: ['career'],
    summary: "The signed-in user's career plans, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(careerPlanSummarySchema), 401: E },
  }),
  'career.get': endpoint('career.get', {
    tags: ['career'],
    summary: 'One stored career plan',
    params: idParamSchema,
    response: { 200: careerPlanSchema, 401: E, 404: E },
  }),
  'career.remove': endpoint('career.remove', {
    tags: ['career'],
    summary: 'Deletes a stored career plan',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
};
