import { pageOf } from '../../lib/page';
import {
  APPLICATION_PRIORITIES,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationDetail,
  type ApplicationInsights,
  type ApplicationListQueryData,
  type ApplicationStatus,
  type CreateApplicationData,
  type UpdateApplicationData,
} from '@careerforge/contract';
import type { Executor, Transact } from '../../db/query';
import { notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { ActivityLog } from '../activity/service';
import type { Entitlements } from '../billing/service';
import { scoreAgainstJob, type ScoreAgainstJob } from '../resume-lab/service';
import { toCsv } from './csv-export';
import {
  applicationsRepo,
  type ApplicationEventInsert,
  type ApplicationInsert,
  type ApplicationListRow,
  type ApplicationRow,
  type ApplicationsRepo,
} from './repo';
import { dayOf } from '../../lib/dates';
import { interviewColumns, interviewValue } from './calendar';
import { trackerCalendarService } from './calendar-service';
import { computeInsights, isStale } from './insights';
import { trackerImport } from './import';

export { computeInsights, isStale, scoreBand } from './insights';

/** A stored row (or a list row) as the API answers it. */
export function toApplication(
  row: ApplicationListRow | ApplicationRow,
  today: string,
): Application {
  return {
    id: row.id,
    userId: row.userId,
    jobTitle: row.jobTitle,
    company: row.company,
    location: row.location,
    salaryRange: row.salaryRange,
    status: row.status as ApplicationStatus,
    jobUrl: row.jobUrl,
    notes: row.notes,
    contacts: row.contacts,
    priority: row.priority as Application['priority'],
    source: row.source,
    applicationDate: row.applicationDate,
    hasJobDescription:
      'hasJobDescription' in row ? row.hasJobDescription : row.jobDescription != null,
    savedResumeId: row.savedResumeId,
    coverLetterId: row.coverLetterId,
    resumeSnapshot:
      row.snapshotResumeId != null && row.snapshotTakenAt && row.snapshotResumeVersionAt
        ? {
            savedResumeId: row.snapshotResumeId,
            title: row.snapshotResumeTitle ?? '',
            versionAt: row.snapshotResumeVersionAt.toISOString(),
            atsScore: row.snapshotAtsScore,
            keywordMatchScore: row.snapshotKeywordScore,
            scoredAgainst: row.snapshotScoredAgainst === 'application' ? 'application' : 'resume',
            takenAt: row.snapshotTakenAt.toISOString(),
          }
        : null,
    interviewAt: interviewValue(row),
    offerDeadline: row.offerDeadline,
    statusDate: row.statusDate,
    stale: isStale(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const PRIORITY_ORDER = Object.fromEntries(
  [...APPLICATION_PRIORITIES].reverse().map((p, i) => [p, i]),
) as Record<string, number>;
const STATUS_ORDER = Object.fromEntries(APPLICATION_STATUSES.map((s, i) => [s, i])) as Record<
  string,
  number
>;

export const addedTitle = (jobTitle: string, company: string) =>
  `Applied to ${jobTitle} at ${company}`;

export interface ApplicationsDeps {
  transact: Transact;
  db: Executor;
  activityLog: ActivityLog;
  clock: Clock;
  /** the plan's limit on tracked applications */
  entitlements: Entitlements;
  repo?: (db: Executor) => ApplicationsRepo;
  score?: ScoreAgainstJob;
}

export function applicationTrackerService({
  db,
  transact,
  activityLog,
  clock,
  entitlements,
  repo: makeRepo = applicationsRepo,
  score = scoreAgainstJob,
}: ApplicationsDeps) {
  const repo = makeRepo(db);
  const today = () => dayOf(clock());
  const calendar = trackerCalendarService({ db, clock });
  const imports = trackerImport({ repo, makeRepo, transact, activityLog, entitlements, today });

  /** Checks the links are the user's own and snapshots a newly linked resume. */
  async function links(
    r: ApplicationsRepo,
    userId: string,
    input: { savedResumeId?: number | null; coverLetterId?: number | null },
    jobDescription: string | null,
  ): Promise<Partial<ApplicationInsert>> {
    const out: Partial<ApplicationInsert> = {};
    if (input.coverLetterId != null && !(await r.hasCoverLetter(userId, input.coverLetterId)))
      throw notFound('Cover letter');
    if (input.savedResumeId != null) {
      const resume = await r.savedResume(userId, input.savedResumeId);
      if (!resume) throw notFound('Saved resume');
      const scored =
        jobDescription && resume.content.trim() ? score(resume.content, jobDescription) : null;
      Object.assign(out, {
        snapshotResumeId: resume.id,
        snapshotResumeTitle: resume.title,
        snapshotResumeVersionAt: resume.updatedAt,
        snapshotAtsScore: scored ? scored.atsScore : resume.atsScore,
        snapshotKeywordScore: scored ? scored.keywordMatchScore : resume.keywordMatchScore,
        snapshotScoredAgainst: scored ? 'application' : 'resume',
        snapshotTakenAt: clock(),
      });
    } else if (input.savedResumeId === null) {
      Object.assign(out, {
        snapshotResumeId: null,
        snapshotResumeTitle: null,
        snapshotResumeVersionAt: null,
        snapshotAtsScore: null,
        snapshotKeywordScore: null,
        snapshotScoredAgainst: null,
        snapshotTakenAt: null,
      });
    }
    return out;
  }

  /** The first stage: applied on the application date, or another status as of today. */
  const firstEvent = (
    userId: string,
    applicationId: number,
    status: string,
    applicationDate: string,
  ): ApplicationEventInsert => ({
    userId,
    applicationId,
    fromStatus: null,
    toStatus: status,
    date: status === 'applied' ? applicationDate : today(),
  });
  const firstStatusDate = (status: string, applicationDate: string) =>
    status === 'applied' ? applicationDate : today();

  return {
    /** The .ics download, the private feed and the follow-up setting. */
    calendar,

    async list(userId: string, query: ApplicationListQueryData = {}): Promise<Application[]> {
      const rows = await repo.list(userId, { status: query.status, q: query.q });
      if (query.sort === 'priority')
        rows.sort((a, b) => (PRIORITY_ORDER[a.priority] ?? 9) - (PRIORITY_ORDER[b.priority] ?? 9));
      else if (query.sort === 'status')
        rows.sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9));
      const t = today();
      return pageOf(rows, query).map((r) => toApplication(r, t));
    },

    async get(userId: string, id: number): Promise<ApplicationDetail> {
      const row = await repo.get(userId, id);
      if (!row) throw notFound('Application');
      const events = await repo.events(userId, id);
      return {
        ...toApplication(row, today()),
        jobDescription: row.jobDescription,
        events: events.map((e) => ({
          id: e.id,
          fromStatus: (e.fromStatus as ApplicationStatus | null) ?? null,
          toStatus: e.toStatus as ApplicationStatus,
          date: e.date,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },

    async create(userId: string, input: CreateApplicationData): Promise<Application> {
      await entitlements.assertCanCreate(userId, 'applications');
      const applicationDate = input.applicationDate ?? today();
      const row = await transact(async (tx) => {
        const r = makeRepo(tx);
        const linked = await links(r, userId, input, input.jobDescription);
        const created = await r.create({
          userId,
          jobTitle: input.jobTitle,
          company: input.company,
          location: input.location,
          salaryRange: input.salaryRange,
          status: input.status,
          jobUrl: input.jobUrl,
          notes: input.notes,
          contacts: input.contacts,
          priority: input.priority,
          source: input.source,
          applicationDate,
          jobDescription: input.jobDescription,
          savedResumeId: input.savedResumeId,
          coverLetterId: input.coverLetterId,
          ...interviewColumns(input.interviewAt),
          offerDeadline: input.offerDeadline,
          statusDate: firstStatusDate(input.status, applicationDate),
          ...linked,
        });
        await r.addEvents([firstEvent(userId, created.id, input.status, applicationDate)]);
        await activityLog.record(tx, {
          userId,
          type: 'application_added',
          refId: created.id,
          title: addedTitle(created.jobTitle, created.company),
          data: { status: created.status, source: created.source },
        });
        return created;
      });
      return toApplication(row, today());
    },

    async update(userId: string, id: number, input: UpdateApplicationData): Promise<Application> {
      const row = await transact(async (tx) => {
        const r = makeRepo(tx);
        const current = await r.get(userId, id);
        if (!current) throw notFound('Application');
        const { statusDate, userId: _ignored, interviewAt, ...changes } = input;
        const values: Partial<ApplicationInsert> = {
          ...changes,
          ...(interviewAt !== undefined ? interviewColumns(interviewAt) : {}),
        };
        // A link that changes is checked, and a newly linked resume is snapshotted now.
        const linkChanges: { savedResumeId?: number | null; coverLetterId?: number | null } = {};
        if (changes.savedResumeId !== undefined && changes.savedResumeId !== current.savedResumeId)
          linkChanges.savedResumeId = changes.savedResumeId;
        if (changes.coverLetterId !== undefined && changes.coverLetterId !== current.coverLetterId)
          linkChanges.coverLetterId = changes.coverLetterId;
        const jd =
          changes.jobDescription !== undefined ? changes.jobDescription : current.jobDescription;
        Object.assign(values, await links(r, userId, linkChanges, jd));
        if (changes.status && changes.status !== current.status) {
          const day = statusDate ?? today();
          await r.addEvents([
            {
              userId,
              applicationId: id,
              fromStatus: current.status,
              toStatus: changes.status,
              date: day,
            },
          ]);
          values.statusDate = day;
        }
        const updated = await r.update(userId, id, values);
        if (!updated) throw notFound('Application');
        return updated;
      });
      return toApplication(row, today());
    },

    async remove(userId: string, id: number) {
      if (!(await repo.remove(userId, id))) throw notFound('Application');
    },

    /** Everything the tracker's Analytics tab draws, from the current statuses and the history. */
    async insights(userId: string): Promise<ApplicationInsights> {
      const [rows, events] = await Promise.all([
        repo.insightRows(userId),
        repo.insightEvents(userId),
      ]);
      return computeInsights(rows, events, today());
    },

    async exportCsv(userId: string) {
      const rows = await repo.list(userId);
      return { csv: toCsv(rows), fileName: `applications-${today()}.csv` };
    },

    ...imports,
  };
}
export type ApplicationTrackerService = ReturnType<typeof applicationTrackerService>;
