import {
  ACTIVE_STATUSES,
  APPLICATION_STATUSES,
  MIN_APPLICATIONS_FOR_RATES,
  STALE_AFTER_DAYS,
  applicationMetrics,
  type ApplicationInsights,
  type ApplicationStatus,
  type OutcomeGroup,
} from '@careerforge/contract';
import { dayOf, daysBetween, weekStartOf } from '../../lib/dates';
import type { InsightEvent, InsightRow } from './repo';

const isActive = (s: string) => (ACTIVE_STATUSES as readonly string[]).includes(s);
export const isStale = (row: { status: string; statusDate: string }, today: string) =>
  isActive(row.status) && daysBetween(row.statusDate, today) >= STALE_AFTER_DAYS;

/* ---------- Outcomes from the stage history ---------- */

/**
 * Statuses that mean the employer answered: every one after applied, but withdrawn (the
 * applicant's own move).
 */
const RESPONSE_STATUSES = new Set<string>(
  APPLICATION_STATUSES.filter((s) => s !== 'applied' && s !== 'withdrawn'),
);
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

/* ---------- Insights ---------- */

type EventsByApp = Map<number, InsightEvent[]>;
type ReachedRow = { row: InsightRow; reached: Reached };

function eventsByApplication(allEvents: readonly InsightEvent[]): EventsByApp {
  const byApp: EventsByApp = new Map();
  for (const e of allEvents) {
    const list = byApp.get(e.applicationId) ?? [];
    list.push(e);
    byApp.set(e.applicationId, list);
  }
  return byApp;
}

function pipelineOf(rows: readonly InsightRow[]) {
  const total = rows.length;
  return APPLICATION_STATUSES.map((status) => {
    const count = rows.filter((r) => r.status === status).length;
    return { status, count, percent: pct(count, total) };
  });
}

function funnelOf(reached: readonly ReachedRow[], total: number) {
  const funnelCount = (k: keyof Reached) => reached.filter((x) => x.reached[k]).length;
  return [
    { step: 'applied' as const, label: 'Applied', count: total },
    { step: 'response' as const, label: 'Got a response', count: funnelCount('response') },
    { step: 'interview' as const, label: 'Interviewed', count: funnelCount('interview') },
    { step: 'offer' as const, label: 'Offer', count: funnelCount('offer') },
  ].map((s) => ({ ...s, percent: pct(s.count, total) }));
}

// Time in stage: each visit lasts until the next change; the current visit of an active
// application lasts until today; a final status (offer, rejected, withdrawn) has no length.
function timeInStageOf(rows: readonly InsightRow[], byApp: EventsByApp, today: string) {
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
  return APPLICATION_STATUSES.map((status) => {
    const s = stage.get(status);
    return {
      status,
      averageDays: s && s.visits ? Math.round((s.days / s.visits) * 10) / 10 : null,
      visits: s?.visits ?? 0,
    };
  });
}

/** Applications per week, the last 12 weeks (zero-filled). */
function overTimeOf(rows: readonly InsightRow[], today: string) {
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
  return weeks.map((weekStart) => ({ weekStart, count: perWeek.get(weekStart)! }));
}

function staleRowsOf(rows: readonly InsightRow[], today: string) {
  return rows
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
}

function outcomesOf(reached: readonly ReachedRow[], total: number) {
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
    minimum: MIN_APPLICATIONS_FOR_RATES,
    byScoreBand,
    byResumeVersion,
    bySource,
    note,
  };
}

export function computeInsights(
  rows: readonly InsightRow[],
  allEvents: readonly InsightEvent[],
  today: string,
): ApplicationInsights {
  const counts = applicationMetrics(rows.map((r) => ({ status: r.status as ApplicationStatus })));
  const total = rows.length;
  const byApp = eventsByApplication(allEvents);
  const pipeline = pipelineOf(rows);
  const reached = rows.map((r) => ({ row: r, reached: reachedOf(r, byApp.get(r.id) ?? []) }));
  const funnel = funnelOf(reached, total);
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
  const staleRows = staleRowsOf(rows, today);
  return {
    metrics,
    pipeline,
    funnel,
    timeInStage: timeInStageOf(rows, byApp, today),
    overTime: overTimeOf(rows, today),
    stale: {
      count: staleRows.length,
      days: STALE_AFTER_DAYS,
      applications: staleRows.slice(0, 50),
    },
    outcomes: outcomesOf(reached, total),
  };
}
