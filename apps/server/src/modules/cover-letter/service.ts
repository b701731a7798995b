import type { Page } from '../../db/query';
import type {
  CoverLetterDto,
  CoverLetterListItem,
  CreateSavedCoverLetterData,
  EnhanceAtsData,
  ExportCoverLetterData,
  GenerateCoverLetterData,
  GeneratedCoverLetter,
  SavedCoverLetter,
  UpdateSavedCoverLetterData,
} from '@careerforge/contract';
import { analyzeJob } from '@careerforge/engine';
import type { AiProvider } from '../../ai';
import type { Executor, Transact } from '../../db/query';
import type { LetterDocument } from '../../lib/documents/letter';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { keptTextOf, savedItems } from '../../lib/saved-results';
import type { ActivityLog } from '../activity/service';
import type { Entitlements } from '../billing/service';
import { jobKey } from '../dashboard/service';
import {
  coverLettersRepo,
  savedCoverLettersRepo,
  type CoverLetterListRow,
  type CoverLetterRow,
  type SavedCoverLetterRow,
} from './repo';
import { chosenResume, type ResumeChoice } from '../resumes/service';
import { letterheadOf } from './resume-source';

/** "Cover letter for Backend Engineer at Cobalt Harbor", as the history and dashboard list it. */
export function letterTitle(jobTitle: string | null, companyName: string | null): string {
  if (jobTitle && companyName) return `Cover letter for ${jobTitle} at ${companyName}`;
  if (jobTitle) return `Cover letter for ${jobTitle}`;
  if (companyName) return `Cover letter for ${companyName}`;
  return 'Cover letter';
}

/**
 * A file name for a letter: from its title the way saved letters are named (lower case,
 * anything else an underscore), else cover-letter-{company or position}.
 */
export function letterFileName(
  body: Pick<ExportCoverLetterData, 'title' | 'companyName' | 'jobTitle'>,
  ext: string,
): string {
  const base = body.title
    ? body.title.toLowerCase().replace(/[^a-z0-9]+/g, '_')
    : `cover-letter-${(body.companyName || body.jobTitle || 'letter')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')}`;
  return `${base.replace(/^_+|_+$/g, '').slice(0, 120) || 'cover_letter'}.${ext}`;
}

/** What a letter of the history has in the list and when opened. */
const letterFields = (row: CoverLetterListRow | CoverLetterRow) =>
  Object.assign(keptTextOf(row), {
    tone: row.tone as CoverLetterDto['tone'],
    resumeId: row.resumeId,
    savedResumeId: row.savedResumeId,
    resumeTitle: row.resumeTitle,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  });

const toDto = (row: CoverLetterRow): CoverLetterDto =>
  Object.assign(letterFields(row), {
    jobDescription: row.jobDescription,
    claims: row.claims,
    requirementsCovered: row.requirementsCovered,
  });

const toListItem = (row: CoverLetterListRow): CoverLetterListItem =>
  Object.assign(letterFields(row), { claimCount: row.claimCount });

const toSaved = (row: SavedCoverLetterRow): SavedCoverLetter =>
  Object.assign(keptTextOf(row), {
    tone: (row.tone as SavedCoverLetter['tone']) ?? null,
    tags: row.tags,
    isFavorite: row.isFavorite,
    resumeId: row.resumeId,
    savedResumeId: row.savedResumeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

/**
 * The letter's file writers, loaded with the first export: the PDF and Word writers hold
 * megabytes of heap that most of the server's life never needs (see resume-builder/service.ts).
 */
const letterFiles = () => import('../../lib/documents/letter');

const FORMATS = {
  pdf: {
    render: async (letter: LetterDocument) => (await letterFiles()).letterPdf(letter),
    contentType: 'application/pdf',
  },
  docx: {
    render: async (letter: LetterDocument) => (await letterFiles()).letterDocx(letter),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

export interface CoverLettersDeps {
  ai: AiProvider;
  db: Executor;
  transact: Transact;
  activityLog: ActivityLog;
  clock: Clock;
  /** the plan's limits: a letter generated and a file exported each count */
  entitlements: Entitlements;
}

export function coverLetterService({
  ai,
  db,
  transact,
  activityLog,
  clock,
  entitlements,
}: CoverLettersDeps) {
  const history = coverLettersRepo(db);
  const saved = savedCoverLettersRepo(db);

  /** The saved letter's resume link must be one of the user's own resumes (else 404). */
  const checkChoice = async (userId: string, choice: ResumeChoice) => {
    await chosenResume(db, userId, choice);
  };

  return {
    async list(userId: string, page?: Page): Promise<CoverLetterListItem[]> {
      return (await history.list(userId, page)).map(toListItem);
    },

    /** One letter of the history, whole; another user's is not found. */
    async get(userId: string, id: number): Promise<CoverLetterDto> {
      const row = await history.get(userId, id);
      if (!row) throw notFound('Cover letter');
      return toDto(row);
    },

    /**
     * Writes a letter from the chosen resume (or none) and the job, keeps it in the history and
     * records the activity, together.
     */
    async generate(userId: string, body: GenerateCoverLetterData): Promise<GeneratedCoverLetter> {
      const resume = await chosenResume(db, userId, body);
      await entitlements.assertCanCreate(userId, 'coverLetters');
      const outcome = await ai.writeCoverLetter({
        resumeText: resume?.text ?? null,
        jobDescription: body.jobDescription,
        companyName: body.companyName,
        jobTitle: body.jobTitle,
        tone: body.tone,
      });
      const jobTitle = body.jobTitle || analyzeJob(body.jobDescription).title.trim() || null;
      const title = letterTitle(jobTitle, body.companyName);
      const row = await transact(async (tx) => {
        const created = await coverLettersRepo(tx).create({
          userId,
          title,
          content: outcome.content,
          companyName: body.companyName,
          jobTitle,
          jobDescription: body.jobDescription,
          tone: body.tone,
          resumeId: resume?.resumeId ?? null,
          savedResumeId: resume?.savedResumeId ?? null,
          resumeTitle: resume?.title ?? null,
          claims: outcome.claims,
          requirementsCovered: outcome.requirementsCovered,
          provider: outcome.provider,
        });
        await activityLog.record(tx, {
          userId,
          type: 'cover_letter_generated',
          refId: created.id,
          title,
          data: {
            tone: body.tone,
            provider: outcome.provider,
            withResume: Boolean(resume),
            job: jobKey(body.jobDescription, body.companyName, jobTitle),
          },
        });
        return created;
      });
      return {
        ...toDto(row),
        truth: outcome.truth,
        removed: outcome.removed,
        notes: outcome.notes,
        warning: outcome.warning,
      };
    },

    async remove(userId: string, id: number) {
      if (!(await history.remove(userId, id))) throw notFound('Cover letter');
      return { ok: true as const };
    },

    /**
     * The engine's scores of a letter against a job (the provider may reword suggestions), read
     * with the resume it was written from when one is chosen.
     */
    async enhanceAts(userId: string, body: EnhanceAtsData) {
      const resume = await chosenResume(db, userId, body);
      return ai.analyzeCoverLetter({
        letter: body.coverLetterContent,
        jobDescription: body.jobDescription,
        companyName: body.companyName,
        jobTitle: body.jobTitle,
        resumeText: resume?.text ?? null,
      });
    },

    /** The letter as a PDF or DOCX file, headed by the chosen resume's name and contacts. */
    async export(userId: string, body: ExportCoverLetterData) {
      const resume = await chosenResume(db, userId, body);
      await entitlements.assertCanCreate(userId, 'exports');
      const format = FORMATS[body.format];
      const title = body.title || letterTitle(body.jobTitle, body.companyName);
      const bytes = await format.render({
        letterhead: resume ? letterheadOf(resume.text) : null,
        content: body.content,
        date: clock().toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }),
        title,
      });
      await transact((tx) =>
        activityLog.record(tx, {
          userId,
          type: 'cover_letter_exported',
          title,
          data: { format: body.format },
        }),
      );
      return {
        bytes,
        contentType: format.contentType,
        fileName: letterFileName(body, body.format),
      };
    },

    saved: {
      ...savedItems(saved, 'Cover letter', toSaved),
      async create(userId: string, body: CreateSavedCoverLetterData) {
        await checkChoice(userId, body);
        const title = body.title ?? letterTitle(body.jobTitle, body.companyName);
        const row = await transact(async (tx) => {
          const created = await savedCoverLettersRepo(tx).create({
            userId,
            title,
            content: body.content,
            companyName: body.companyName,
            jobTitle: body.jobTitle,
            tone: body.tone ?? null,
            tags: body.tags,
            resumeId: body.resumeId,
            savedResumeId: body.savedResumeId,
          });
          await activityLog.record(tx, {
            userId,
            type: 'cover_letter_saved',
            refId: created.id,
            title,
          });
          return created;
        });
        return toSaved(row);
      },
      async update(userId: string, id: number, patch: UpdateSavedCoverLetterData) {
        const { userId: _ignored, ...values } = patch;
        const row = await saved.update(userId, id, { ...values, updatedAt: new Date() });
        if (!row) throw notFound('Cover letter');
        return toSaved(row);
      },
    },
  };
}
export type CoverLetterService = ReturnType<typeof coverLetterService>;
