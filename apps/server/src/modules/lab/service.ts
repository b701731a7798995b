import type { FastifyInstance } from 'fastify';
import {
  MAX_JOB_DESCRIPTION_CHARS,
  TAILORING_MODES,
  type TailorRequest,
} from '@careerforge/contract';
import type { TailorMode } from '@careerforge/engine';
import { tailorings } from '../../db/schema';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { resumeTooLong } from '../resumes/service';
import { MAX_RESUME_CHARS } from '@careerforge/contract';

/** Checks the request, lets the provider tailor, records the activity, answers the result. */
export async function tailorResume(app: FastifyInstance, userId: string, body: TailorRequest) {
  const resumeText = (body.resumeContent ?? '').trim();
  const jobDescription = (body.jobDescription ?? '').trim();
  if (!resumeText)
    throw badRequest('Resume content is required.', {
      resumeContent: 'Resume content is required',
    });
  if (!jobDescription)
    throw badRequest('Job description is required.', {
      jobDescription: 'Job description is required',
    });
  if (!(TAILORING_MODES as readonly string[]).includes(body.tailoringMode)) {
    throw badRequest(`Tailoring mode must be one of: ${TAILORING_MODES.join(', ')}.`, {
      tailoringMode: `Choose ${TAILORING_MODES.join(', ')}`,
    });
  }
  if (resumeText.length > MAX_RESUME_CHARS) throw resumeTooLong();
  if (jobDescription.length > MAX_JOB_DESCRIPTION_CHARS) {
    throw payloadTooLarge(
      `The job description is longer than ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('en-US')} characters.`,
    );
  }
  const companyName = body.companyName ?? undefined;
  const jobTitle = body.jobTitle ?? undefined;
  const result = await app.ai.tailorResume({
    resumeText,
    jobDescription,
    mode: body.tailoringMode as TailorMode,
    companyName: companyName || undefined,
    jobTitle: jobTitle || undefined,
  });
  await app.db.insert(tailorings).values({
    userId,
    companyName: companyName || null,
    jobTitle: jobTitle || result.report.job.title || null,
    mode: body.tailoringMode,
    provider: result.provider,
    atsScore: result.atsScore,
    keywordMatchScore: result.keywordMatchScore,
    originalAtsScore: result.originalAtsScore,
  });
  return result;
}
