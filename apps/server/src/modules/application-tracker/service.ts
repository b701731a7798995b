import { pageOf } from '../../lib/page';
import {
  ACTIVE_STATUSES,
  APPLICATION_PRIORITIES,
  APPLICATION_STATUSES,
  MIN_APPLICATIONS_FOR_RATES,
  STALE_AFTER_DAYS,
  applicationMetrics,
  type Application,
  type ApplicationDetail,
  type ApplicationInsights,
  type ApplicationListQueryData,
  type ApplicationStatus,
  type CreateApplicationData,
  type ImportField,
  type ImportPreview,
  type ImportResult,
  type OutcomeGroup,
  type UpdateApplicationData,
} from '@careerforge/contract';
import type { Executor, Transact } from '../../db/query';
import { badRequest, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { ActivityLog } from '../activity/service';
import type { Entitlements } from '../billing/service';
import { scoreAgainstJob, type ScoreAgainstJob } from '../resume-lab/service';
import { parseCsv, readRows, suggestMapping, toCsv } from './csv';
import {
  applicationsRepo,
  type ApplicationEventInsert,
  type InsightEvent,
  type InsightRow,
  type ApplicationInsert,
  type ApplicationListRow,
  type ApplicationRow,
  type ApplicationsRepo,
} from './repo';
import { dayOf, daysBetween, weekStartOf } from '../../lib/dates';
import { interviewColumns, interviewValue } from './calendar';
import { trackerCalendarService } from './calendar-service';

const isActive = (s: string) => (ACTIVE_STATUSES as readonly string[]).includes(s);
export const isStale = (row: { status: string; statusDate: string }, today: string) =>
  isActive(row.status) && daysBetween(row.statusDate, today) >= STALE_AFTER_DAYS;

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

/* ---------- Outcomes from the stage history ---------- */

/** Statuses that mean the employer answered (withdrawing is the applicant's own move). */
const RESPONSE_STATUSES = new Set<string>([
  'reviewed',
  'phone_screen',
  'interview',
  'final_round',
  'offer',
  'rejected',
]);
const INTERVIEW_REACHED = new Set<string>(['phone_screen', 'interview', 'final_round', 'offer']);

interface Reached {
  response: boolean;
  interview: boolean;
  offer: boolean;
}
function reachedOf(row: InsightRow, events: readonly InsightEvent[]): Reached {
  const statuses = new Set<string>([row.status, ...events.map((e) => e.toStatus)]);
  const any = (set: Set<string>) => [...statuses].some((s) => set.has(s));
  return {
    response: any(RESPONSE_STATUSES),
    interview: any(INTERVIEW_REACHED),
    offer: statuses.has('offer'),
  };
}

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 100));

function group(items: readonly { key: string; label: string; reached: Reached }[]): OutcomeGroup[] {
  const groups = new Map<string, OutcomeGroup>();
  for (const { key, label, reached } of items) {
    const g = groups.get(key) ?? {
      key,
      label,
      applications: 0,
      responses: 0,
      interviews: 0,
      responseRate: 0,
      interviewRate: 0,
      enough: false,
    };
    g.applications++;
    if (reached.response) g.responses++;
    if (reached.interview) g.interviews++;
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => ({
      ...g,
      responseRate: pct(g.responses, g.applications),
      interviewRate: pct(g.interviews, g.applications),
      enough: g.applications >= MIN_APPLICATIONS_FOR_RATES,
    }))
    .sort((a, b) => b.applications - a.applications || a.label.localeCompare(b.label));
}

/** ATS score bands, as the score colours draw them (90+, 70 to 89, below 70). */
export function scoreBand(score: number | null): { key: string; label: string } {
  if (score == null) return { key: 'none', label: 'No linked resume score' };
  if (score >= 90) return { key: '90+', label: 'ATS 90 and above' };
  if (score >= 70) return { key: '70-89', label: 'ATS 70 to 89' };
  return { key: '<70', label: 'ATS below 70' };
}

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

    async previewImport(
      userId: string,
      csv: string,
      mapping?: Partial<Record<ImportField, string | null>>,
    ): Promise<ImportPreview> {
      const parsed = parseCsv(csv);
      const used = { ...suggestMapping(parsed.headers), ...(mapping ?? {}) };
      const results = readRows(
        parsed,
        checkMapping(parsed.headers, used, false),
        await repo.keys(userId),
        today(),
      );
      return {
        headers: parsed.headers,
        mapping: used,
        rows: results.map((r) => ({
          line: r.line,
          outcome: r.outcome,
          message: r.outcome === 'new' ? null : r.message,
          application:
            r.outcome === 'invalid'
              ? null
              : {
                  company: r.data.company,
                  jobTitle: r.data.jobTitle,
                  status: r.data.status,
                  applicationDate: r.data.applicationDate ?? today(),
                  jobUrl: r.data.jobUrl,
                },
        })),
        counts: {
          total: results.length,
          new: results.filter((r) => r.outcome === 'new').length,
          duplicate: results.filter((r) => r.outcome === 'duplicate').length,
          invalid: results.filter((r) => r.outcome === 'invalid').length,
        },
      };
    },

    async importCsv(
      userId: string,
      csv: string,
      mapping?: Partial<Record<ImportField, string | null>>,
    ): Promise<ImportResult> {
      const parsed = parseCsv(csv);
      const used = checkMapping(
        parsed.headers,
        { ...suggestMapping(parsed.headers), ...(mapping ?? {}) },
        true,
      );
      // the plan's limit, for the rows that would be new (checked before anything is written)
      const fresh = readRows(parsed, used, await repo.keys(userId), today()).filter(
        (x) => x.outcome === 'new',
      ).length;
      if (fresh) await entitlements.assertCanCreate(userId, 'applications', fresh);
      return transact(async (tx) => {
        const r = makeRepo(tx);
        const results = readRows(parsed, used, await r.keys(userId), today());
        const fresh = results.flatMap((x) => (x.outcome === 'new' ? [x.data] : []));
        const created = await r.createMany(
          fresh.map((d) => ({
            userId,
            jobTitle: d.jobTitle,
            company: d.company,
            location: d.location,
            salaryRange: d.salaryRange,
            status: d.status,
            jobUrl: d.jobUrl,
            notes: d.notes,
            contacts: d.contacts,
            priority: d.priority,
            source: d.source,
            applicationDate: d.applicationDate,
            ...interviewColumns(d.interviewAt),
            offerDeadline: d.offerDeadline,
            // an imported row's status is as of its application date, the last date the file
            // gives: the 21-day "no answer" clock runs from there, not from the import
            statusDate: d.applicationDate,
          })),
        );
        await r.addEvents(
          created.map((c) => ({
            userId,
            applicationId: c.id,
            fromStatus: null,
            toStatus: c.status,
            date: c.applicationDate,
          })),
        );
        if (created.length) {
          await activityLog.record(tx, {
            userId,
            type: 'applications_imported',
            title: `Imported ${created.length} application${created.length === 1 ? '' : 's'}`,
            data: { count: created.length },
          });
        }
        const skipped = results.flatMap((x) =>
          x.outcome === 'new' ? [] : [{ line: x.line, message: x.message }],
        );
        return {
          imported: created.length,
          duplicates: results.filter((x) => x.outcome === 'duplicate').length,
          invalid: results.filter((x) => x.outcome === 'invalid').length,
          skipped,
        };
      });
    },
  };
}
export type ApplicationTrackerService = ReturnType<typeof applicationTrackerService>;

/** A mapping names columns of the file; company and job title are needed to import. */
function checkMapping(
  headers: readonly string[],
  mapping: Partial<Record<ImportField, string | null>>,
  strict: boolean,
): Partial<Record<ImportField, string | null>> {
  const out: Partial<Record<ImportField, string | null>> = {};
  for (const [field, header] of Object.entries(mapping) as [ImportField, string | null][]) {
    if (header && !headers.includes(header)) {
      throw badRequestMapping(`The file has no column named "${header}".`, field);
    }
    out[field] = header ?? null;
  }
  if (strict) {
    for (const field of ['company', 'jobTitle'] as const) {
      if (!out[field])
        throw badRequestMapping(
          `Choose the column that holds the ${field === 'company' ? 'company' : 'job title'}.`,
          field,
        );
    }
  }
  return out;
}

/* ---------- Insights ---------- */

export function computeInsights(
  rows: readonly InsightRow[],
  allEvents: readonly InsightEvent[],
  today: string,
): ApplicationInsights {
  const counts = applicationMetrics(rows.map((r) => ({ status: r.status as ApplicationStatus })));
  const total = rows.length;
  const byApp = new Map<number, InsightEvent[]>();
  for (const e of allEvents) {
    const list = byApp.get(e.applicationId) ?? [];
    list.push(e);
    byApp.set(e.applicationId, list);
  }

  const pipeline = APPLICATION_STATUSES.map((status) => {
    const count = rows.filter((r) => r.status === status).length;
    return { status, count, percent: pct(count, total) };
  });

  const reached = rows.map((r) => ({ row: r, reached: reachedOf(r, byApp.get(r.id) ?? []) }));
  const funnelCount = (k: keyof Reached) => reached.filter((x) => x.reached[k]).length;
  const funnel = [
    { step: 'applied' as const, label: 'Applied', count: total },
    { step: 'response' as const, label: 'Got a response', count: funnelCount('response') },
    { step: 'interview' as const, label: 'Interviewed', count: funnelCount('interview') },
    { step: 'offer' as const, label: 'Offer', count: funnelCount('offer') },
  ].map((s) => ({ ...s, percent: pct(s.count, total) }));
  // One definition per rate, computed here once, from the stage history: the response rate is
  // the share of applications the employer ever answered (under review, a screen, an interview,
  // an offer or a rejection; withdrawing is the applicant's own move), the interview rate the
  // share that ever reached a screen, an interview or an offer. They are the funnel's
  // "Got a response" and "Interviewed" steps, so the tracker never shows two response rates.
  // (The spec's rates read only the current status: a withdrawn application counted as an
  // answer and a rejection after an interview as no interview.)
  const metrics = {
    ...counts,
    responseRate: funnel.find((f) => f.step === 'response')!.percent,
    interviewRate: funnel.find((f) => f.step === 'interview')!.percent,
  };

  // Time in stage: each visit lasts until the next change; the current visit of an active
  // application lasts until today; a final status (offer, rejected, withdrawn) has no length.
  const stage = new Map<string, { days: number; visits: number }>();
  for (const r of rows) {
    const events = byApp.get(r.id) ?? [];
    events.forEach((e, i) => {
      const next = events[i + 1];
      const end = next ? next.date : isActive(e.toStatus) ? today : null;
      if (!end) return;
      const s = stage.get(e.toStatus) ?? { days: 0, visits: 0 };
      s.days += Math.max(0, daysBetween(e.date, end));
      s.visits++;
      stage.set(e.toStatus, s);
    });
  }
  const timeInStage = APPLICATION_STATUSES.map((status) => {
    const s = stage.get(status);
    return {
      status,
      averageDays: s && s.visits ? Math.round((s.days / s.visits) * 10) / 10 : null,
      visits: s?.visits ?? 0,
    };
  });

  // Applications per week, the last 12 weeks (zero-filled).
  const thisWeek = weekStartOf(today);
  const weeks: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(`${thisWeek}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - i * 7);
    weeks.push(dayOf(d));
  }
  const perWeek = new Map(weeks.map((w) => [w, 0]));
  for (const r of rows) {
    const w = weekStartOf(r.applicationDate);
    if (perWeek.has(w)) perWeek.set(w, perWeek.get(w)! + 1);
  }
  const overTime = weeks.map((weekStart) => ({ weekStart, count: perWeek.get(weekStart)! }));

  const staleRows = rows
    .filter((r) => isStale(r, today))
    .map((r) => ({
      id: r.id,
      jobTitle: r.jobTitle,
      company: r.company,
      status: r.status as ApplicationStatus,
      statusDate: r.statusDate,
      daysWaiting: daysBetween(r.statusDate, today),
    }))
    .sort((a, b) => b.daysWaiting - a.daysWaiting);

  const byScoreBand = group(
    reached.map(({ row, reached: rc }) => ({
      ...scoreBand(row.snapshotResumeId != null ? row.snapshotAtsScore : null),
      reached: rc,
    })),
  );
  const byResumeVersion = group(
    reached.flatMap(({ row, reached: rc }) =>
      row.snapshotResumeId != null && row.snapshotResumeVersionAt
        ? [
            {
              key: `${row.snapshotResumeId}@${row.snapshotResumeVersionAt.toISOString()}`,
              label: `${row.snapshotResumeTitle ?? 'Saved resume'} (version of ${dayOf(row.snapshotResumeVersionAt)})`,
              reached: rc,
            },
          ]
        : [],
    ),
  );
  const bySource = group(
    reached.map(({ row, reached: rc }) => {
      const source = row.source?.trim();
      return source
        ? { key: source.toLowerCase(), label: source, reached: rc }
        : { key: '', label: 'Not specified', reached: rc };
    }),
  );
  const note =
    total < MIN_APPLICATIONS_FOR_RATES
      ? `Too few applications to mean anything yet: a rate needs at least ${MIN_APPLICATIONS_FOR_RATES} applications in a group, and you have ${total}.`
      : null;

  return {
    metrics,
    pipeline,
    funnel,
    timeInStage,
    overTime,
    stale: {
      count: staleRows.length,
      days: STALE_AFTER_DAYS,
      applications: staleRows.slice(0, 50),
    },
    outcomes: {
      minimum: MIN_APPLICATIONS_FOR_RATES,
      byScoreBand,
      byResumeVersion,
      bySource,
      note,
    },
  };
}

const badRequestMapping = (message: string, field: ImportField) =>
  badRequest(message, { [`mapping.${field}`]: message });
