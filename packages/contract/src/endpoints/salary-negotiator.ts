import {
  salaryAnalysisSchema,
  salaryAnalysisSummarySchema,
  salaryAnalyzeSchema,
} from '../salary-negotiator';
import { E, endpoint, ownItem, ownList, ownRemoval } from './endpoint';

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
  'salary.list': endpoint(
    'salary.list',
    ownList(
      ['salary'],
      "The signed-in user's salary analyses, newest first",
      salaryAnalysisSummarySchema,
    ),
  ),
  'salary.get': endpoint(
    'salary.get',
    ownItem(['salary'], 'One stored salary analysis', salaryAnalysisSchema),
  ),
  'salary.remove': endpoint(
    'salary.remove',
    ownRemoval(['salary'], 'Deletes a stored salary analysis'),
  ),
};
