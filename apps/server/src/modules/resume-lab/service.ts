import type { ScoreRequest, TailorRequestData } from '@careerforge/contract';
import type { AiProvider } from '../../ai';
import type { Executor, Transact } from '../../db/query';
import type { ActivityLog } from '../activity/service';
import type { Entitlements } from '../billing/service';
import { fingerprintOf, jobKey } from '../dashboard/service';
import { tailoringsRepo, type TailoringsRepo } from './repo';
import { scoreAgainstJob } from './score';

// the Lab's scorer, for the modules that score a resume against a job (tracker, saved resumes)
export { scoreAgainstJob, type ScoreAgainstJob } from './score';

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
  /** the plan's limits (a tailoring counts as one of the month's resumes) */
  entitlements: Entitlements;
  tailorings?: (db: Executor) => TailoringsRepo;
}

export function resumeLabService({
  ai,
  transact,
  activityLog,
  entitlements,
  tailorings = tailoringsRepo,
}: LabDeps) {
  return {
    /**
     * The engine's score of a text against a job (the editor's live score): nothing is stored,
     * the same input always gives the same score.
     */
    score(body: Pick<ScoreRequest, 'resumeContent' | 'jobDescription'>) {
      return scoreAgainstJob(body.resumeContent, body.jobDescription);
    },

    /**
     * Lets the provider tailor, then records the tailoring and its activity. The request arrives
     * checked by the contract (non-blank, within the limits, a known mode, blanks as null).
     */
    async tailorResume(userId: string, body: TailorRequestData) {
      const { companyName, tailoringMode: mode } = body;
      await entitlements.assertCanCreate(userId, 'resumes');
      const result = await ai.tailorResume({
        resumeText: body.resumeContent,
        jobDescription: body.jobDescription,
        mode,
        companyName,
        jobTitle: body.jobTitle,
      });
      const jobTitle = body.jobTitle || result.report.job.title || null;
      await transact(async (tx) => {
        const row = await tailorings(tx).create({
          userId,
          companyName,
          jobTitle,
          mode,
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
          // The job, so the dashboard counts re-runs for one posting as one job; the resume (its
          // fingerprint) and the engine's score of it as sent, so the leaderboard compares one
          // resume with another only against the same posting.
          data: {
            mode,
            provider: result.provider,
            job: jobKey(body.jobDescription, companyName, jobTitle),
            resume: fingerprintOf(body.resumeContent),
            resumeScore: result.originalAtsScore,
          },
        });
      });
      return result;
    },
  };
}
export type ResumeLabService = ReturnType<typeof resumeLabService>;
