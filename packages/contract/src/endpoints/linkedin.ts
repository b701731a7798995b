import { z } from 'zod';
import { idParamSchema, okSchema, pageQuerySchema } from '../common';
import {
  createSavedLinkedinSchema,
  linkedinResultSchema,
  optimizeLinkedinSchema,
  savedLinkedinSchema,
  updateSavedLinkedinSchema,
} from '../linkedin';
import { E, endpoint, letterErrors } from './endpoint';

/** The LinkedIn optimizer. */
export const linkedinEndpoints = {
  'linkedin.optimize': endpoint('linkedin.optimize', {
    tags: ['linkedin'],
    summary:
      "Rewrites a LinkedIn About for a target role from the user's own sentences, with engagement and recruiter-appeal scores",
    body: optimizeLinkedinSchema,
    response: { 200: linkedinResultSchema, ...letterErrors },
  }),
  'savedLinkedin.list': endpoint('savedLinkedin.list', {
    tags: ['linkedin'],
    summary: "The signed-in user's saved About drafts, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(savedLinkedinSchema), 401: E },
  }),
  'savedLinkedin.get': endpoint('savedLinkedin.get', {
    tags: ['linkedin'],
    summary: 'One saved About draft',
    params: idParamSchema,
    response: { 200: savedLinkedinSchema, 401: E, 404: E },
  }),
  'savedLinkedin.create': endpoint('savedLinkedin.create', {
    tags: ['linkedin'],
    summary: 'Saves an About draft (its engagement score is measured again by the engine)',
    body: createSavedLinkedinSchema,
    response: { 200: savedLinkedinSchema, ...letterErrors },
  }),
  'savedLinkedin.update': endpoint('savedLinkedin.update', {
    tags: ['linkedin'],
    summary: 'Updates a saved About draft',
    params: idParamSchema,
    body: updateSavedLinkedinSchema,
    response: { 200: savedLinkedinSchema, ...letterErrors },
  }),
  'savedLinkedin.remove': endpoint('savedLinkedin.remove', {
    tags: ['linkedin'],
    summary: 'Deletes a saved About draft',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
};
