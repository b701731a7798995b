import { importJobResponseSchema, importJobSchema } from '../interop';
import { E, endpoint } from './endpoint';

/** Job postings read from a link or a page. */
export const jobImportEndpoints = {
  'jobs.import': endpoint('jobs.import', {
    tags: ['jobs'],
    summary:
      "Reads a job posting from a link (schema.org JobPosting, the Greenhouse, Lever and Ashby job boards, or the page's text) or from a page's HTML",
    body: importJobSchema,
    response: { 200: importJobResponseSchema, 400: E, 401: E, 413: E, 422: E, 429: E, 502: E },
  }),
};
