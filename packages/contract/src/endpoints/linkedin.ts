import { idParamSchema } from '../common';
import {
  createSavedLinkedinSchema,
  linkedinResultSchema,
  optimizeLinkedinSchema,
  savedLinkedinSchema,
  updateSavedLinkedinSchema,
} from '../linkedin';
import { endpoint, letterErrors, ownItem, ownList, ownRemoval } from './endpoint';

/** The LinkedIn optimizer. */
export const linkedinEndpoints = {
  'linkedin.optimize': endpoint('linkedin.optimize', {
    tags: ['linkedin'],
    summary:
      "Rewrites a LinkedIn About for a target role from the user's own sentences, with engagement and recruiter-appeal scores",
    body: optimizeLinkedinSchema,
    response: { 200: linkedinResultSchema, ...letterErrors },
  }),
  'savedLinkedin.list': endpoint(
    'savedLinkedin.list',
    ownList(
      ['linkedin'],
      "The signed-in user's saved About drafts, newest first",
      savedLinkedinSchema,
    ),
  ),
  'savedLinkedin.get': endpoint(
    'savedLinkedin.get',
    ownItem(['linkedin'], 'One saved About draft', savedLinkedinSchema),
  ),
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
  'savedLinkedin.remove': endpoint(
    'savedLinkedin.remove',
    ownRemoval(['linkedin'], 'Deletes a saved About draft'),
  ),
};
