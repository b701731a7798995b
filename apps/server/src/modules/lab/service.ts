import {
  MAX_JOB_DESCRIPTION_CHARS,
  TAILORING_MODES,
  type TailorRequest,
} from '@careerforge/contract';
import type { TailorMode } from '@careerforge/engine';
import type { AiProvider } from '../../ai';
import type { Executor, Transact } from '../../db/query';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import type { ActivityLog } from '../activity/service';
import { resumeTooLong } from '../resumes/service';
import { tailoringsRepo, type TailoringsRepo } from './repo';
import { MAX_RESUME_CHARS } from '@careerforge/contract';

/** "Tailored resume for Backend Engineer at Cobalt Harbor", as the dashboard lists it. */
export function tailoredTitle(jobTitle: string | null, companyName: string | null): string {
  const role = jobTitle || 'a role';
  return companyName
    ? `Tailored resume for ${role} at ${companyName}`
    : `Tailored resume for ${role}`;
}

export interface LabDeps {
  ai: AiProvider;
  transact: Transact;
  activityLog: ActivityLog;
  tailorings?: (db: Executor) => TailoringsRepo;
}

export function labService({ ai, transact, activityLog, tailorings = tailoringsRepo }: LabDeps) {
  return {
    /** Checks the request, lets the provider tailor, records the tailoring and its activity. */
    async tailorResume(userId: string, body: TailorRequest) {
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
      const companyName = body.companyName || null;
      const result = await ai.tailorResume({
        resumeText,
        jobDescription,
        mode: body.tailoringMode as TailorMode,
        companyName: companyName || undefined,
        jobTitle: body.jobTitle || undefined,
      });
      const jobTitle = body.jobTitle || result.report.job.title || null;
      await transact(async (tx) => {
        const row = await tailorings(tx).create({
          userId,
          companyName,
          jobTitle,
          mode: body.tailoringMode,
          provider: result.provider,
          atsScore: result.atsScore,
          keywordMatchScore: result.keywordMatchScore,
          originalAtsScore: result.originalAtsScore,
        });
        await activityLog.record(tx, {
          userId,
          type: 'resume_tailored',
          refId: row.id,
          title: tailoredTitle(jobTitle, companyName),
          score: result.atsScore,
          data: { mode: body.tailoringMode, provider: result.provider },
        });
      });
      return result;
    },
  };
}
export type LabService = ReturnType<typeof labService>;
