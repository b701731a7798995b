import { z } from 'zod';
import { exportResumeSchema } from '../builder';
import { idParamSchema, ignoredUserId, okSchema, pageQuerySchema } from '../common';
import { importResumeResponseSchema } from '../interop';
import {
  createResumeSchema,
  createSavedResumeSchema,
  resumeSchema,
  savedResumeListItemSchema,
  savedResumeSchema,
  updateResumeSchema,
  updateSavedResumeSchema,
  uploadResumeResponseSchema,
  uploadResumeSchema,
} from '../resumes';
import { DOCX_TYPE, E, endpoint, fileBytes, PDF_TYPE, resumeErrors } from './endpoint';

/** Resumes: pasted, uploaded, imported and saved (tailored) ones, and their export. */
export const resumesEndpoints = {
  'resumes.list': endpoint('resumes.list', {
    tags: ['resumes'],
    summary: "The signed-in user's resumes",
    querystring: pageQuerySchema.extend({ userId: ignoredUserId }),
    response: { 200: z.array(resumeSchema), ...resumeErrors },
  }),
  'resumes.get': endpoint('resumes.get', {
    tags: ['resumes'],
    summary: "One of the signed-in user's resumes (another user's id answers 404)",
    params: idParamSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
  'resumes.create': endpoint('resumes.create', {
    tags: ['resumes'],
    summary: 'Stores a resume (pasted text or a builder document)',
    body: createResumeSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
  'resumes.export': endpoint('resumes.export', {
    tags: ['resumes'],
    summary:
      'A resume document as a PDF, DOCX or HTML file in one of the six templates; PDF and DOCX are read back before answering',
    body: exportResumeSchema,
    produces: [PDF_TYPE, DOCX_TYPE, 'text/html'],
    response: {
      200: fileBytes('The PDF, DOCX or HTML file'),
      ...resumeErrors,
      422: E,
      429: E,
      503: E,
    },
  }),
  'resumes.upload': endpoint('resumes.upload', {
    tags: ['resumes'],
    summary:
      'Uploads a .pdf, .docx, .doc or .txt resume (JSON data URL or multipart/form-data field "file") and extracts its text',
    consumes: ['application/json', 'multipart/form-data'],
    body: uploadResumeSchema,
    response: {
      200: uploadResumeResponseSchema,
      ...resumeErrors,
      415: E,
      422: E,
      429: E,
    },
  }),
  'resumes.import': endpoint('resumes.import', {
    tags: ['resumes'],
    summary:
      'Imports a resume from another tool (multipart/form-data field "file"): a JSON Resume or Reactive Resume .json, a LinkedIn data export .zip, or a Europass .xml (or a Europass PDF with its XML attached)',
    consumes: ['multipart/form-data'],
    // answered with 201 Created; 200 is the shape a successful call reads
    response: {
      200: importResumeResponseSchema,
      201: importResumeResponseSchema,
      ...resumeErrors,
      415: E,
      422: E,
      429: E,
    },
  }),
  'resumes.update': endpoint('resumes.update', {
    tags: ['resumes'],
    summary: 'Renames a resume (e.g. an uploaded original)',
    params: idParamSchema,
    body: updateResumeSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
  'resumes.remove': endpoint('resumes.remove', {
    tags: ['resumes'],
    summary: 'Deletes a resume (e.g. an uploaded original); saved tailored resumes are kept',
    params: idParamSchema,
    response: { 200: okSchema, ...resumeErrors },
  }),
  'savedResumes.list': endpoint('savedResumes.list', {
    tags: ['saved resumes'],
    summary:
      "The signed-in user's saved (tailored) resumes, newest first, without their job descriptions and score reports",
    querystring: pageQuerySchema,
    response: { 200: z.array(savedResumeListItemSchema), ...resumeErrors },
  }),
  'savedResumes.get': endpoint('savedResumes.get', {
    tags: ['saved resumes'],
    summary: 'One saved resume, with its job description and score report',
    params: idParamSchema,
    response: { 200: savedResumeSchema, ...resumeErrors },
  }),
  'savedResumes.create': endpoint('savedResumes.create', {
    tags: ['saved resumes'],
    summary: 'Saves a tailored resume',
    body: createSavedResumeSchema,
    response: { 200: savedResumeSchema, ...resumeErrors },
  }),
  'savedResumes.update': endpoint('savedResumes.update', {
    tags: ['saved resumes'],
    summary: 'Updates tags, favorite, title, company, job title, notes or content',
    params: idParamSchema,
    body: updateSavedResumeSchema,
    response: { 200: savedResumeSchema, ...resumeErrors },
  }),
  'savedResumes.remove': endpoint('savedResumes.remove', {
    tags: ['saved resumes'],
    summary: 'Deletes a saved resume',
    params: idParamSchema,
    response: { 200: okSchema, ...resumeErrors },
  }),
};
