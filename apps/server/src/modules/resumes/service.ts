import type { Page } from '../../db/query';
import { createHash } from 'node:crypto';
import {
  atsReportSchema,
  MAX_RESUME_CHARS,
  resumeDocumentSchema,
  type CreateSavedResumeInput,
  type Resume,
  type ResumeImportFormat,
  type SavedResume,
  type SavedResumeListItem,
  type UpdateSavedResumeInput,
} from '@careerforge/contract';
import { documentToText } from '@careerforge/engine';
import type { Executor, Transact } from '../../db/query';
import { notFound, payloadTooLarge, unprocessable } from '../../lib/errors';
import { keptTextOf, savedItems } from '../../lib/saved-results';
import { decodeDataUrl, extractResumeText, importResumeFile, uploadKind } from './extract';
import type { ActivityLog } from '../activity/service';
import { scoreAgainstJob, type ScoreAgainstJob } from '../resume-lab/service';
import {
  resumesRepo,
  savedResumesRepo,
  type ResumeRow,
  type ResumesRepo,
  type SavedResumeListRow,
  type SavedResumeRow,
  type SavedResumesRepo,
} from './repo';

export const resumeTooLong = () =>
  payloadTooLarge(
    `The resume is longer than ${MAX_RESUME_CHARS.toLocaleString('en-US')} characters. Shorten it and try again.`,
  );

const IMPORT_FORMAT_NAMES: Record<ResumeImportFormat, string> = {
  'json-resume': 'JSON Resume',
  'reactive-resume': 'Reactive Resume',
  'linkedin-export': 'LinkedIn',
  europass: 'Europass',
};

export function toResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    originalContent: row.originalContent,
    document: row.document ?? null,
    isTemplate: row.isTemplate,
    fileName: row.fileName,
    fileType: row.fileType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A saved resume as the list shows it (no job description, no report). */
export function toSavedResumeListItem(row: SavedResumeListRow): SavedResumeListItem {
  return Object.assign(keptTextOf(row), {
    tailoringMode: row.tailoringMode,
    atsScore: row.atsScore,
    keywordMatchScore: row.keywordMatchScore,
    improvements: row.improvements,
    recommendations: row.recommendations,
    tags: row.tags,
    isFavorite: row.isFavorite,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/**
 * A kept report as today's engine writes one, or null: a report kept by an earlier version (or
 * sent by a client without a job description) is not passed on as if it were current.
 */
function currentReport(report: unknown): SavedResume['report'] {
  if (report == null) return null;
  const read = atsReportSchema.safeParse(report);
  return read.success ? read.data : null;
}

export function toSavedResume(row: SavedResumeRow): SavedResume {
  return Object.assign(toSavedResumeListItem(row), {
    jobDescription: row.jobDescription,
    report: currentReport(row.report),
  });
}

/** Plain text of a structured builder document, so every resume can be searched and scored. */
function documentText(doc: Record<string, unknown>): string {
  // the typed resume document prints as the engine lays resumes out
  const typed = resumeDocumentSchema.safeParse(doc);
  if (typed.success) return documentToText(typed.data);
  // a document in the builder's first layout: its strings, in order
  const parts: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      Object.entries(v).forEach(([k, x]) => k !== 'id' && k !== 'colors' && walk(x));
  };
  walk(doc.sections ?? doc);
  return parts.filter((p) => p.trim()).join('\n');
}

function dedupeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((t) => t.trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

export interface ResumesDeps {
  db: Executor;
  transact: Transact;
  activityLog: ActivityLog;
  resumes?: (db: Executor) => ResumesRepo;
  savedResumes?: (db: Executor) => SavedResumesRepo;
  /** the engine's score of a text against a job (the Resume Lab's) */
  score?: ScoreAgainstJob;
}

export function resumesService({
  db,
  transact,
  activityLog,
  resumes = resumesRepo,
  savedResumes = savedResumesRepo,
  score = scoreAgainstJob,
}: ResumesDeps) {
  const repo = resumes(db);
  const saved = savedResumes(db);
  /**
   * The scores of a saved text: computed here from its job description, never taken from the
   * client; without a job description there is nothing to score against.
   */
  const scoresOf = (content: string, jobDescription: string | null) => {
    if (!jobDescription || !content.trim())
      return { atsScore: null, keywordMatchScore: null, report: null };
    const s = score(content, jobDescription);
    return {
      atsScore: s.atsScore,
      keywordMatchScore: s.keywordMatchScore,
      report: s.report,
    };
  };
  return {
    list: async (userId: string, page?: Page) => (await repo.list(userId, page)).map(toResume),

    async get(userId: string, id: number) {
      const row = await repo.get(userId, id);
      if (!row) throw notFound('Resume');
      return toResume(row);
    },

    async create(
      userId: string,
      input: {
        title: string;
        content: string | Record<string, unknown>;
        originalContent?: string | null | undefined;
        isTemplate: boolean;
      },
    ) {
      const isDoc = typeof input.content !== 'string';
      const text = isDoc
        ? documentText(input.content as Record<string, unknown>)
        : (input.content as string);
      if (text.length > MAX_RESUME_CHARS || (input.originalContent?.length ?? 0) > MAX_RESUME_CHARS)
        throw resumeTooLong();
      const row = await repo.create({
        userId,
        title: input.title || 'Untitled Resume',
        content: text,
        originalContent: input.originalContent ?? (isDoc ? null : text),
        document: isDoc ? (input.content as Record<string, unknown>) : null,
        isTemplate: input.isTemplate,
      });
      return toResume(row);
    },

    /** Extracts the text of an uploaded file and stores it as a resume. */
    async upload(
      userId: string,
      file: { bytes: Buffer; fileName: string; mimeType: string | null },
    ) {
      const kind = uploadKind(file.fileName, file.mimeType);
      const text = await extractResumeText(file.bytes, kind);
      if (text.length > MAX_RESUME_CHARS) throw resumeTooLong();
      const title = file.fileName.replace(/\.[a-z0-9]+$/i, '').slice(0, 200) || 'Uploaded Resume';
      const fileName = file.fileName.slice(0, 255);
      // The same file again reuses its row (its title, perhaps renamed, stays), with the text
      // read afresh, instead of piling up copies.
      const fileHash = createHash('sha256').update(file.bytes).digest('hex');
      const existing = await repo.findUpload(userId, fileHash);
      const fields = { content: text, originalContent: text, fileName, fileType: kind };
      const row =
        (existing && (await repo.update(userId, existing.id, fields))) ??
        (await repo.create({ userId, title, fileHash, ...fields }));
      return { resume: toResume(row), extractedText: text };
    },

    decodeDataUrl,

    /**
     * Reads a resume exported by another tool (JSON Resume, Reactive Resume, a LinkedIn data
     * export, Europass) and stores it as a builder resume.
     */
    async importFile(userId: string, file: { bytes: Buffer; fileName: string }) {
      const read = await importResumeFile(file.bytes, file.fileName);
      const checked = resumeDocumentSchema.safeParse(read.document);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw unprocessable(
          `The imported resume is not valid: ${issue.path.join('.')}: ${issue.message}`,
        );
      }
      const document = checked.data;
      const text = documentToText(document);
      if (text.length > MAX_RESUME_CHARS) throw resumeTooLong();
      const name = document.personal.name.trim();
      const title = `${name || 'Imported resume'} (${IMPORT_FORMAT_NAMES[read.format]})`.slice(
        0,
        200,
      );
      const row = await repo.create({
        userId,
        title,
        content: text,
        originalContent: null,
        document,
        isTemplate: false,
        fileName: file.fileName.slice(0, 255),
        fileType: read.format,
      });
      return {
        resume: { id: row.id, title: row.title, content: document, text },
        format: read.format,
        warnings: read.warnings,
      };
    },

    /** Renames a resume of the user's (404 when it is not theirs). */
    async rename(userId: string, id: number, title: string) {
      const row = await repo.update(userId, id, { title });
      if (!row) throw notFound('Resume');
      return toResume(row);
    },

    /** Deletes a resume of the user's; saved tailored resumes are separate rows and stay. */
    async remove(userId: string, id: number) {
      if (!(await repo.remove(userId, id))) throw notFound('Resume');
    },

    saved: {
      ...savedItems(saved, 'Saved resume', toSavedResume, toSavedResumeListItem),
      async create(userId: string, input: ReturnType<typeof normaliseSaved>) {
        if (input.content.length > MAX_RESUME_CHARS) throw resumeTooLong();
        const values = input.jobDescription
          ? { ...input, ...scoresOf(input.content, input.jobDescription) }
          : input;
        const row = await transact(async (tx) => {
          const row = await savedResumes(tx).create({ ...values, userId });
          await activityLog.record(tx, {
            userId,
            type: 'resume_saved',
            refId: row.id,
            title: `Saved resume ${row.title}`,
            score: row.atsScore,
          });
          return row;
        });
        return toSavedResume(row);
      },
      async update(userId: string, id: number, patch: UpdateSavedResumeInput) {
        if (patch.content !== undefined && patch.content.length > MAX_RESUME_CHARS)
          throw resumeTooLong();
        const values: Partial<SavedResumeRow> = {
          ...(patch as Partial<SavedResumeRow>),
          ...(patch.tags ? { tags: dedupeTags(patch.tags) } : {}),
        };
        const row = await transact(async (tx) => {
          const repo = savedResumes(tx);
          // new text or a new job: the scores follow them, computed here
          if (patch.content !== undefined || patch.jobDescription !== undefined) {
            const current = await repo.get(userId, id);
            if (!current) return undefined;
            const content = patch.content ?? current.content;
            const job =
              patch.jobDescription !== undefined ? patch.jobDescription : current.jobDescription;
            Object.assign(values, scoresOf(content, job));
          }
          return repo.update(userId, id, values);
        });
        if (!row) throw notFound('Saved resume');
        return toSavedResume(row);
      },
    },
  };
}

export type ResumesService = ReturnType<typeof resumesService>;

/** The saved-resume payload as stored: content as a string, the spec's default title. */
export function normaliseSaved(
  input: Omit<CreateSavedResumeInput, 'content'> & { content: string | { rawText: string } },
) {
  const content = typeof input.content === 'string' ? input.content : input.content.rawText;
  const title =
    input.title?.trim() ||
    `${input.companyName || 'Tailored'} Resume - ${input.jobTitle || 'Position'}`;
  return {
    title,
    content,
    companyName: input.companyName ?? null,
    jobTitle: input.jobTitle ?? null,
    jobDescription: input.jobDescription ?? null,
    tailoringMode: input.tailoringMode ?? null,
    atsScore: input.atsScore ?? null,
    keywordMatchScore: input.keywordMatchScore ?? null,
    improvements: input.improvements ?? [],
    recommendations: input.recommendations ?? [],
    report: input.report ?? null,
    tags: dedupeTags(input.tags ?? []),
    notes: input.notes ?? null,
  };
}

/** The resume a tool works from (a letter, an interview): one of the user's resumes or saved ones. */
export interface ChosenResume {
  text: string;
  title: string;
  resumeId: number | null;
  savedResumeId: number | null;
}

export interface ResumeChoice {
  resumeId?: number | null;
  savedResumeId?: number | null;
}

/**
 * Reads the chosen resume of this user; none chosen is null. An id that is not one of the
 * user's answers 404, exactly as one that does not exist.
 */
export async function chosenResume(
  db: Executor,
  userId: string,
  choice: ResumeChoice,
): Promise<ChosenResume | null> {
  if (choice.savedResumeId != null) {
    const row = await savedResumesRepo(db).get(userId, choice.savedResumeId);
    if (!row) throw notFound('Resume');
    return { text: row.content, title: row.title, resumeId: null, savedResumeId: row.id };
  }
  if (choice.resumeId != null) {
    const row = await resumesRepo(db).get(userId, choice.resumeId);
    if (!row) throw notFound('Resume');
    return { text: row.content, title: row.title, resumeId: row.id, savedResumeId: null };
  }
  return null;
}

/** Writes a resume of this user again (the builder's save); anyone else's answers 404. */
export async function updateOwnResume(
  db: Executor,
  userId: string,
  id: number,
  patch: { title: string; content: string; document: Record<string, unknown> },
): Promise<Resume> {
  const repo = resumesRepo(db);
  if (!(await repo.get(userId, id))) throw notFound('Resume');
  const row = await repo.update(userId, id, patch);
  if (!row) throw notFound('Resume');
  return toResume(row);
}

// reading an uploaded or exported file back, for the builder's check of what it wrote
export { extractResumeText } from './extract';
