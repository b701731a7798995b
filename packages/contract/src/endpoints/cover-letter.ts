import { idParamSchema } from '../common';
import {
  coverLetterListItemSchema,
  coverLetterSchema,
  createSavedCoverLetterSchema,
  enhanceAtsSchema,
  exportCoverLetterSchema,
  generateCoverLetterResponseSchema,
  generateCoverLetterSchema,
  letterAnalysisSchema,
  savedCoverLetterSchema,
  updateSavedCoverLetterSchema,
} from '../cover-letter';
import {
  DOCX_TYPE,
  endpoint,
  fileBytes,
  letterErrors,
  ownItem,
  ownList,
  ownRemoval,
  PDF_TYPE,
} from './endpoint';

/** Cover letters: generated, analysed, saved and exported. */
export const coverLetterEndpoints = {
  'coverLetters.list': endpoint(
    'coverLetters.list',
    ownList(
      ['cover letters'],
      "The signed-in user's cover letter history (every letter generated), newest first, without each letter's posting and claims",
      coverLetterListItemSchema,
    ),
  ),
  'coverLetters.get': endpoint(
    'coverLetters.get',
    ownItem(
      ['cover letters'],
      'One letter of the history, with its posting and the resume line each claim rests on',
      coverLetterSchema,
    ),
  ),
  'coverLetters.generate': endpoint('coverLetters.generate', {
    tags: ['cover letters'],
    summary:
      'Writes a cover letter from a resume (or none) and a job, checks it against the resume and keeps it in the history',
    description:
      'Nothing about the candidate comes from anywhere but the chosen resume: a sentence naming an employer, title, degree, date, figure or skill the resume does not hold is removed, or the letter is refused and the engine writes one. Each sentence about the candidate carries the resume line it rests on.',
    body: generateCoverLetterSchema,
    response: { 200: generateCoverLetterResponseSchema, ...letterErrors },
  }),
  'coverLetters.remove': endpoint(
    'coverLetters.remove',
    ownRemoval(['cover letters'], 'Removes a letter from the history'),
  ),
  'coverLetters.enhanceAts': endpoint('coverLetters.enhanceAts', {
    tags: ['cover letters'],
    summary:
      'Scores a letter against a job (ATS, personality, relevance; deterministic) with strengths, gaps and rewrites that add no fact',
    body: enhanceAtsSchema,
    response: { 200: letterAnalysisSchema, ...letterErrors },
  }),
  'coverLetters.export': endpoint('coverLetters.export', {
    tags: ['cover letters'],
    summary:
      "A letter as a PDF or DOCX file, headed by the chosen resume's name and contact details",
    body: exportCoverLetterSchema,
    produces: [PDF_TYPE, DOCX_TYPE],
    response: {
      200: fileBytes('The PDF or DOCX file'),
      ...letterErrors,
    },
  }),
  'savedCoverLetters.list': endpoint(
    'savedCoverLetters.list',
    ownList(
      ['saved cover letters'],
      "The signed-in user's saved cover letters, newest first",
      savedCoverLetterSchema,
    ),
  ),
  'savedCoverLetters.get': endpoint(
    'savedCoverLetters.get',
    ownItem(['saved cover letters'], 'One saved cover letter', savedCoverLetterSchema),
  ),
  'savedCoverLetters.create': endpoint('savedCoverLetters.create', {
    tags: ['saved cover letters'],
    summary: 'Saves a cover letter',
    body: createSavedCoverLetterSchema,
    response: { 200: savedCoverLetterSchema, ...letterErrors },
  }),
  'savedCoverLetters.update': endpoint('savedCoverLetters.update', {
    tags: ['saved cover letters'],
    summary: 'Updates favorite, title, text, company, job title, tone or tags',
    params: idParamSchema,
    body: updateSavedCoverLetterSchema,
    response: { 200: savedCoverLetterSchema, ...letterErrors },
  }),
  'savedCoverLetters.remove': endpoint(
    'savedCoverLetters.remove',
    ownRemoval(['saved cover letters'], 'Deletes a saved cover letter'),
  ),
};
