import { z } from 'zod';
import { idParamSchema, okSchema, pageQuerySchema } from '../common';
import {
  salaryAnalysisSchema,
  salaryAnalysisSummarySchema,
  salaryAnalyzeSchema,
} from '../salary-negotiator';
import { E, endpoint } from './endpoint';

/** The salary negotiator. */
export const salaryNegotiatorEndpoints = {
  'salary.analyze': endpoint('salary.analyze', {
    tags: ['salary'],
    summary:
      "Places the user's salary, target and offer on the BLS wage curve of their occupation and state, with a negotiation script; stored for the user",
    description:
      'Every number comes from BLS OEWS May 2023 data and documented factors, whichever provider writes the words.',
    body: salaryAnalyzeSchema,
    response: { 200: salaryAnalysisSchema, 400: E, 401: E, 413: E, 429: E, 502: E, 504: E },
  }),
  'salary.list': endpoint('salary.list', {
    tags: ['salary'],
    summary: "The signed-in user's salary analyses, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(salaryAnalysisSummarySchema), 401: E },
  }),
  'salary.get': endpoint('salary.get', {
    tags: ['salary'],
    summary: 'One stored salary analysis',
    params: idParamSchema,
    response: { 200: salaryAnalysisSchema, 401: E, 404: E },
  }),
  'salary.remove': endpoint('salary.remove', {
    tags: ['salary'],
    summary: 'Deletes a stored salary analysis',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
};
