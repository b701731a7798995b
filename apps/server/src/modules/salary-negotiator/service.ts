import type {
  SalaryAnalysis,
  SalaryAnalysisSummary,
  SalaryAnalyzeData,
  SalaryResult,
} from '@careerforge/contract';
import type { AiProvider } from '../../ai';
import type { Executor, Transact } from '../../db/query';
import { savedResultOf, savedResults, type SavedResults } from '../../lib/saved-results';
import type { ActivityLog } from '../activity/service';
import { salaryRepo, type SalaryAnalysisRow } from './repo';

export interface SalaryDeps {
  ai: AiProvider;
  db: Executor;
  transact: Transact;
  activityLog: ActivityLog;
  repo?: typeof salaryRepo;
}

/** The request as stored and sent back: every field, blanks as null. */
function requestOf(body: SalaryAnalyzeData) {
  return {
    currentSalary: body.currentSalary,
    targetSalary: body.targetSalary,
    offerSalary: body.offerSalary,
    jobTitle: body.jobTitle,
    location: body.location,
    experience: body.experience,
    industry: body.industry,
    companySize: body.companySize,
    achievements: body.achievements,
    occupationCode: body.occupationCode,
  };
}

const toAnalysis = (row: SalaryAnalysisRow): SalaryAnalysis => savedResultOf(row);

export function salaryNegotiatorService({
  ai,
  db,
  transact,
  activityLog,
  repo = salaryRepo,
}: SalaryDeps) {
  const saved: SavedResults<SalaryAnalysis, SalaryAnalysisSummary> = savedResults(
    () => repo(db),
    'Salary analysis',
  );
  return {
    /**
     * Analyses the salary (the numbers from the data, the words from the provider), stores the
     * analysis and records the activity together. The request arrives checked by the contract.
     */
    async analyze(userId: string, body: SalaryAnalyzeData): Promise<SalaryAnalysis> {
      const request = requestOf(body);
      const result: SalaryResult = await ai.salaryAnalysis(request);
      const row = await transact(async (tx) => {
        const created = await repo(tx).create({
          userId,
          jobTitle: body.jobTitle,
          location: body.location,
          occupationCode: result.occupation.code,
          occupationTitle: result.occupation.title,
          currentSalary: body.currentSalary,
          targetSalary: body.targetSalary,
          confidence: result.confidence,
          provider: result.provider,
          request,
          result,
        });
        await activityLog.record(tx, {
          userId,
          type: 'salary_analyzed',
          refId: created.id,
          title: `Salary analysis for ${body.jobTitle}${result.market.stateAbbreviation ? ` in ${result.market.area}` : ''}`,
          score: result.confidence,
          data: { occupation: result.occupation.code, provider: result.provider },
        });
        return created;
      });
      return toAnalysis(row);
    },

    ...saved,
  };
}
export type SalaryNegotiatorService = ReturnType<typeof salaryNegotiatorService>;
