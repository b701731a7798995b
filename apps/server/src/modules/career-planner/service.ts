import type {
  CareerPlan,
  CareerPlanData,
  CareerPlanResult,
  CareerPlanSummary,
} from '@careerforge/contract';
import type { AiProvider } from '../../ai';
import type { Executor, Transact } from '../../db/query';
import { savedResultOf, savedResults, type SavedResults } from '../../lib/saved-results';
import type { ActivityLog } from '../activity/service';
import { careerRepo, type CareerPlanRow } from './repo';

export interface CareerDeps {
  ai: AiProvider;
  db: Executor;
  transact: Transact;
  activityLog: ActivityLog;
  repo?: typeof careerRepo;
}

function requestOf(body: CareerPlanData) {
  return {
    currentRole: body.currentRole,
    targetRole: body.targetRole,
    industry: body.industry,
    experience: body.experience,
    skills: body.skills,
    interests: body.interests,
    timeframe: body.timeframe,
    currentOccupationCode: body.currentOccupationCode,
    targetOccupationCode: body.targetOccupationCode,
  };
}

const toPlan = (row: CareerPlanRow): CareerPlan => savedResultOf(row);

export function careerPlannerService({
  ai,
  db,
  transact,
  activityLog,
  repo = careerRepo,
}: CareerDeps) {
  const saved: SavedResults<CareerPlan, CareerPlanSummary> = savedResults(
    () => repo(db),
    'Career plan',
  );
  return {
    /** Plans the move, stores the plan and records the activity together. */
    async plan(userId: string, body: CareerPlanData): Promise<CareerPlan> {
      const request = requestOf(body);
      const result: CareerPlanResult = await ai.careerPlan(request);
      const row = await transact(async (tx) => {
        const created = await repo(tx).create({
          userId,
          currentRole: body.currentRole,
          targetRole: body.targetRole,
          timeframe: body.timeframe,
          pathViability: result.pathViability,
          provider: result.provider,
          request,
          result,
        });
        await activityLog.record(tx, {
          userId,
          type: 'career_planned',
          refId: created.id,
          title: `Career plan: ${body.currentRole} to ${body.targetRole}`,
          score: result.pathViability,
          data: {
            from: result.currentOccupation.code,
            to: result.targetOccupation.code,
            provider: result.provider,
          },
        });
        return created;
      });
      return toPlan(row);
    },

    ...saved,
  };
}
export type CareerPlannerService = ReturnType<typeof careerPlannerService>;
