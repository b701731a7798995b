import {
  scoreRequestSchema,
  scoreResponseSchema,
  tailorRequestSchema,
  tailorResponseSchema,
} from '../resumes';
import { E, endpoint } from './endpoint';

/** The Resume Lab: tailoring and scoring. */
export const resumeLabEndpoints = {
  'lab.tailorResume': endpoint('lab.tailorResume', {
    tags: ['resume lab'],
    summary:
      'Tailors a resume to a job description; scores come from the engine whichever provider writes',
    body: tailorRequestSchema,
    response: {
      200: tailorResponseSchema,
      400: E,
      401: E,
      413: E,
      429: E,
      502: E,
      504: E,
    },
  }),
  'lab.score': endpoint('lab.score', {
    tags: ['resume lab'],
    summary:
      'Scores a resume text against a job description with the engine (the editor re-scores as the text changes)',
    body: scoreRequestSchema,
    response: { 200: scoreResponseSchema, 400: E, 401: E, 413: E, 429: E },
  }),
};
