import { z } from 'zod';
import { idParamSchema, okSchema, pageQuerySchema } from '../common';
import {
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
import { E, endpoint, letterErrors } from './endpoint';

/** Cover letters: generated, analysed, saved and exported. */
export const coverLetterEndpoints = {
  'coverLetters.list': endpoint('coverLetters.list', {
    tags: ['cover letters'],
    summary: "The signed-in user's cover letter history (every letter generated), newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(coverLetterSchema), 401: E },
  }),
  'coverLetters.generate': endpoint('coverLetters.generate', {
    tags: ['cover letters'],
    summary:
      'Writes a cover letter from a resume (or none) and a job, checks it against the resume and keeps it in the history',
    description:
      'Nothing about the candidate comes from anywhere but the chosen resume: a sentence naming an employer, title, degree, date, figure or skill the resume does not hold is removed, or the letter is refused and the engine writes one. Each sentence about the candidate carries the resume line it rests on.',
    body: generateCoverLetterSchema,
    response: { 200: generateCoverLetterResponseSchema, ...letterErrors },
  }),
  'coverLetters.remove': endpoint('coverLetters.remove', {
    tags: ['cover letters'],
    summary: 'Removes a letter from the history',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
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
    produces: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    response: {
      200: z
        .custom<Uint8Array>((v) => v instanceof Uint8Array)
        .meta({ description: 'The PDF or DOCX file' }),
      ...letterErrors,
    },
  }),
  'savedCoverLetters.list': endpoint('savedCoverLetters.list', {
    tags: ['saved cover letters'],
    summary: "The signed-in user's saved cover letters, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(savedCoverLetterSchema), 401: E },
  }),
  'savedCoverLetters.get': endpoint('savedCoverLetters.get', {
    tags: ['saved cover letters'],
    summary: 'One saved cover letter',
    params: idParamSchema,
    response: { 200: savedCoverLetterSchema, 401: E, 404: E },
  }),
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
  'savedCoverLetters.remove': endpoint('savedCoverLetters.remove', {
    tags: ['saved cover letters'],
    summary: 'Deletes a saved cover letter',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
};
