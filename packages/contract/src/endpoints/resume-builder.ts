import { parseToDocumentSchema, saveBuilderResumeSchema } from '../builder';
import { idParamSchema } from '../common';
import { resumeDocumentSchema } from '../resume-document';
import { resumeSchema } from '../resumes';
import { E, endpoint, resumeErrors } from './endpoint';

/** The resume builder. */
export const resumeBuilderEndpoints = {
  'builder.parse': endpoint('builder.parse', {
    tags: ['resumes'],
    summary: "Resume text as the builder's document, every field the parser finds filled in",
    body: parseToDocumentSchema,
    response: { 200: resumeDocumentSchema, 400: E, 401: E, 413: E, 422: E, 429: E },
  }),
  'builder.save': endpoint('builder.save', {
    tags: ['resumes'],
    summary: "Saves a builder resume again (title and document); another user's id answers 404",
    params: idParamSchema,
    body: saveBuilderResumeSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
};
