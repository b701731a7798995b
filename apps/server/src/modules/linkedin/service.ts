import type {
  CreateSavedLinkedinData,
  LinkedinResult,
  OptimizeLinkedinData,
  SavedLinkedin,
  UpdateSavedLinkedinData,
} from '@careerforge/contract';
import { optimizeAbout } from '@careerforge/engine';
import type { AiProvider } from '../../ai';
import type { Executor, Transact } from '../../db/query';
import { notFound } from '../../lib/errors';
import { savedItems } from '../../lib/saved-results';
import type { ActivityLog } from '../activity/service';
import { savedLinkedinRepo, type SavedLinkedinRow } from './repo';

const toSaved = (row: SavedLinkedinRow): SavedLinkedin => ({
  id: row.id,
  title: row.title,
  content: row.content,
  contentType: 'linkedin_about',
  targetRole: row.targetRole,
  industry: row.industry,
  keywords: row.keywords,
  engagementScore: row.engagementScore,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The engine's engagement score of a text, measured as the optimizer measures an About. */
function engagementOf(
  content: string,
  targetRole: string | null,
  industry: string | null,
  keywords: string[],
) {
  return optimizeAbout({
    currentAbout: content,
    targetRole: targetRole ?? '',
    ...(industry ? { industry } : {}),
    keywords,
  }).original.engagementScore;
}

export interface LinkedinDeps {
  ai: AiProvider;
  db: Executor;
  transact: Transact;
  activityLog: ActivityLog;
}

export function linkedinService({ ai, db, transact, activityLog }: LinkedinDeps) {
  const saved = savedLinkedinRepo(db);
  return {
    /** Rewrites the About (the provider writes, the engine checks and scores) and records it. */
    async optimize(userId: string, body: OptimizeLinkedinData): Promise<LinkedinResult> {
      const result = await ai.optimizeAbout({
        currentAbout: body.currentAbout,
        targetRole: body.targetRole,
        ...(body.industry ? { industry: body.industry } : {}),
        keywords: body.keywords,
      });
      await transact((tx) =>
        activityLog.record(tx, {
          userId,
          type: 'linkedin_optimized',
          title: `LinkedIn About for ${body.targetRole}`,
          score: result.engagementScore,
          data: {
            recruiterAppeal: result.recruiterAppeal,
            provider: result.provider,
            industry: body.industry,
          },
        }),
      );
      return result;
    },

    saved: {
      ...savedItems(saved, 'LinkedIn draft', toSaved),
      /** Saves a draft; its engagement score is the engine's, whatever the client sent. */
      async create(userId: string, body: CreateSavedLinkedinData) {
        const title = body.title ?? `About for ${body.targetRole ?? 'my profile'}`;
        const row = await transact(async (tx) => {
          const created = await savedLinkedinRepo(tx).create({
            userId,
            title,
            content: body.content,
            contentType: body.contentType,
            targetRole: body.targetRole,
            industry: body.industry,
            keywords: body.keywords,
            engagementScore: engagementOf(
              body.content,
              body.targetRole,
              body.industry,
              body.keywords,
            ),
          });
          await activityLog.record(tx, {
            userId,
            type: 'linkedin_saved',
            refId: created.id,
            title,
            score: created.engagementScore,
          });
          return created;
        });
        return toSaved(row);
      },
      async update(userId: string, id: number, patch: UpdateSavedLinkedinData) {
        const current = await saved.get(userId, id);
        if (!current) throw notFound('LinkedIn draft');
        const { userId: _ignored, ...values } = patch;
        const next = { ...current, ...values };
        const row = await saved.update(userId, id, {
          ...values,
          engagementScore: engagementOf(
            next.content,
            next.targetRole,
            next.industry,
            next.keywords,
          ),
          updatedAt: new Date(),
        });
        if (!row) throw notFound('LinkedIn draft');
        return toSaved(row);
      },
    },
  };
}
export type LinkedinService = ReturnType<typeof linkedinService>;
