import {
  ANALYTICS_RECENT_TYPES,
  LEADERBOARD_POINTS,
  LEADERBOARD_SIZE,
  LEADERBOARD_TTL_MS,
  type Analytics,
  type ApplicationInsights,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardMembership,
} from '@careerforge/contract';
import type { Executor } from '../../db/query';
import type { Clock } from '../../lib/clock';
import { DAY_MS, addDays, dayOf, weekStartOf } from '../../lib/dates';
import { groupJobs, type TailoringEntry } from '../dashboard/service';
import { analyticsRepo, type AnalyticsRepo, type MemberStats } from './repo';

const RECENT = 15;
const HISTORY = 50;

/** Days in a row with any activity, ending today or yesterday (UTC); days newest first. */
export function streakOf(daysNewestFirst: readonly string[], today: string): number {
  if (!daysNewestFirst.length) return 0;
  const yesterday = addDays(today, -1);
  let expected = daysNewestFirst[0] === today ? today : yesterday;
  if (daysNewestFirst[0] !== expected) return 0;
  let n = 0;
  for (const day of daysNewestFirst) {
    if (day !== expected) break;
    n++;
    expected = addDays(expected, -1);
  }
  return n;
}

/** First name and last initial ("Jordan R."), never an e-mail; the alias when one is set. */
export function displayName(p: {
  alias: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string;
}): string {
  if (p.alias) return p.alias;
  const clean = (s: string | null | undefined) => (s && !s.includes('@') ? s.trim() : '');
  let first = clean(p.firstName);
  let last = clean(p.lastName);
  if (!first) {
    const words = clean(p.name).split(/\s+/).filter(Boolean);
    first = words[0] ?? '';
    if (!last && words.length > 1) last = words[words.length - 1]!;
  }
  if (!first) return 'Member';
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/**
 * The activity score: effort (practice, tailoring, writing) and improvement; never outcomes.
 * Tailoring counts distinct resume and job pairs, so re-running one resume on one job six times
 * earns the points once. The ATS gain compares like with like: the scores of the user's
 * resumes against one posting (see MemberStats.atsGain), never one posting's against another's.
 */
export function activityScore(m: MemberStats, streak: number): number {
  const P = LEADERBOARD_POINTS;
  const gain = (first: number | null, best: number | null) =>
    first != null && best != null ? Math.max(0, best - first) : 0;
  return Math.round(
    m.tailoredPairs * P.resumeTailored +
      m.interviews * P.interviewPracticed +
      m.lettersAndAbouts * P.coverLetterOrLinkedin +
      m.atsGain * P.atsGain +
      gain(m.firstInterview, m.bestInterview) * P.interviewGain +
      streak * P.streakDay,
  );
}

function trendOf(scores: readonly number[]): 'increasing' | 'decreasing' | 'stable' {
  if (scores.length < 2) return 'stable';
  const diff = scores[scores.length - 1]! - scores[0]!;
  return diff >= 3 ? 'increasing' : diff <= -3 ? 'decreasing' : 'stable';
}

const companyOf = (data: Record<string, unknown> | null): string | null => {
  const job = data?.job as { company?: unknown } | undefined;
  return typeof job?.company === 'string' && job.company.trim() ? job.company.trim() : null;
};
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One job's tailorings that have a score, oldest first: scores that may be compared. */
export interface JobScores {
  /** "Backend Engineer at Acme", as the tailorings name the job ('' when they do not) */
  label: string;
  company: string | null;
  scores: number[];
}

/** "Backend Engineer at Acme", from a tailoring's job key or its title ('' when neither names it). */
function jobLabel(entries: readonly TailoringEntry[]): { label: string; company: string | null } {
  for (const e of entries) {
    const job = e.data?.job as { company?: unknown; title?: unknown } | undefined;
    const company = typeof job?.company === 'string' ? job.company.trim() : '';
    const title = typeof job?.title === 'string' ? job.title.trim() : '';
    if (title || company)
      return {
        label: title && company ? `${title} at ${company}` : title || `the job at ${company}`,
        company: company || null,
      };
  }
  const legacy = /^Tailored resume for (.+?)(?: at (.+))?$/.exec(entries[0]?.title ?? '');
  if (legacy && legacy[1] !== 'a role')
    return {
      label: legacy[2] ? `${legacy[1]} at ${legacy[2]}` : legacy[1]!,
      company: legacy[2] ?? null,
    };
  return { label: '', company: legacy?.[2] ?? null };
}

/**
 * The tailorings grouped by job (the same posting, or the same company and title: see
 * dashboard/jobs), each job's scores oldest first. A score measures one resume against one
 * posting, so only scores of one job say whether the resume got better for it.
 */
export function scoresByJob(tailored: readonly TailoringEntry[]): JobScores[] {
  return groupJobs(tailored).flatMap((job) => {
    const scores = job.entries.map((e) => e.score).filter((x): x is number => x != null);
    return scores.length ? [{ ...jobLabel(job.entries), scores }] : [];
  });
}

/** The job tailored most often (two scores or more; the later one on a tie), if any. */
function mostTailored(jobs: readonly JobScores[]): JobScores | null {
  let best: JobScores | null = null;
  for (const j of jobs)
    if (j.scores.length >= 2 && (!best || j.scores.length >= best.scores.length)) best = j;
  return best;
}

export interface AnalyticsDeps {
  db: Executor;
  clock: Clock;
  /** The tracker's insights (stale applications, outcomes by score band). */
  insights: (userId: string) => Promise<ApplicationInsights>;
  repo?: (db: Executor) => AnalyticsRepo;
  /** How long a computed leaderboard is served (default LEADERBOARD_TTL_MS). */
  leaderboardTtlMs?: number;
}

interface RankedMember {
  userId: string;
  entry: Omit<LeaderboardEntry, 'isYou'>;
}

export function analyticsService({
  db,
  clock,
  insights,
  repo: makeRepo = analyticsRepo,
  leaderboardTtlMs = LEADERBOARD_TTL_MS,
}: AnalyticsDeps) {
  const repo = makeRepo(db);
  let cache: { at: Date; version: number; ranked: RankedMember[] } | null = null;
  let computing: Promise<{ at: Date; version: number; ranked: RankedMember[] }> | null = null;

  /**
   * Every member ranked: two grouped queries over the members' activities, kept for the TTL
   * (so a request never scans every user's rows) and only while the members are unchanged: the
   * database raises a version when anyone joins, leaves, is renamed or is deleted, on whichever
   * instance, and a one-row read of it comes before every answer.
   */
  async function ranking() {
    const now = clock();
    const version = await repo.membersVersion();
    if (
      cache &&
      cache.version === version &&
      now.getTime() - cache.at.getTime() < leaderboardTtlMs
    ) {
      return cache;
    }
    computing ??= (async () => {
      try {
        const today = dayOf(now);
        const [stats, days] = await Promise.all([
          repo.memberStats(),
          repo.memberDays(new Date(now.getTime() - 400 * DAY_MS)),
        ]);
        const scored = stats.map((m) => ({
          m,
          score: activityScore(m, streakOf(days.get(m.userId) ?? [], today)),
        }));
        scored.sort(
          (a, b) =>
            b.score - a.score ||
            (b.m.lastActivity?.getTime() ?? 0) - (a.m.lastActivity?.getTime() ?? 0) ||
            a.m.memberId - b.m.memberId,
        );
        const ranked: RankedMember[] = scored.map(({ m, score }, i) => ({
          userId: m.userId,
          entry: {
            rank: i + 1,
            user: {
              id: `m${m.memberId}`,
              name: displayName(m),
              profileImage: null,
              joinDate: dayOf(m.joinedAt),
            },
            stats: {
              totalResumesTailored: m.tailored,
              totalInterviewsPracticed: m.interviews,
              averageATSScore: m.averageAts == null ? 0 : Math.round(m.averageAts),
              lastActivity: m.lastActivity ? dayOf(m.lastActivity) : null,
            },
            activityScore: score,
          },
        }));
        cache = { at: now, version, ranked };
        return cache;
      } finally {
        computing = null;
      }
    })();
    return computing;
  }

  async function membershipOf(userId: string): Promise<LeaderboardMembership> {
    const [member, names] = await Promise.all([repo.membership(userId), repo.names(userId)]);
    const alias = member?.alias ?? null;
    return {
      optedIn: !!member,
      alias,
      displayName: displayName({
        alias,
        firstName: names?.firstName ?? null,
        lastName: names?.lastName ?? null,
        name: names?.name ?? '',
      }),
    };
  }

  return {
    async get(userId: string): Promise<Analytics> {
      const now = clock();
      const today = dayOf(now);
      const week = new Date(`${weekStartOf(today)}T00:00:00Z`);
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [acts, recent, days, apps, tracker] = await Promise.all([
        repo.activitiesOf(userId, ['resume_tailored', 'interview_practiced']),
        repo.recent(userId, ANALYTICS_RECENT_TYPES, RECENT),
        repo.activeDays(userId, new Date(now.getTime() - 400 * DAY_MS)),
        repo.applications(userId),
        insights(userId),
      ]);
      const tailored = acts.filter((a) => a.type === 'resume_tailored');
      const interviews = acts.filter((a) => a.type === 'interview_practiced');
      const scores = tailored.map((a) => a.score).filter((s): s is number => s != null);
      const since = (list: typeof acts, d: Date) => list.filter((a) => a.createdAt >= d).length;
      const average = scores.length
        ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)
        : 0;
      const streak = streakOf(days, today);

      // Company targets: the companies applied to, with the ATS scores of the resumes sent
      // there (the snapshot) and of the tailorings for that company, oldest first.
      const companies = new Map<string, { company: string; count: number; scores: number[] }>();
      for (const a of apps) {
        const key = fold(a.company);
        const c = companies.get(key) ?? { company: a.company, count: 0, scores: [] };
        c.count++;
        if (a.snapshotAtsScore != null) c.scores.push(a.snapshotAtsScore);
        companies.set(key, c);
      }
      for (const t of tailored) {
        const company = companyOf(t.data);
        const c = company ? companies.get(fold(company)) : undefined;
        if (c && t.score != null) c.scores.push(t.score);
      }
      // A trend compares like with like: the scores of one job at the company, tailored again
      // (its most tailored job), never one posting's score against another's.
      const jobs = scoresByJob(tailored);
      const companyTargets = [...companies.values()]
        .sort((a, b) => b.count - a.count || a.company.localeCompare(b.company))
        .slice(0, 5)
        .map((c) => ({
          company: c.company,
          count: c.count,
          averageScore: c.scores.length
            ? Math.round(c.scores.reduce((x, y) => x + y, 0) / c.scores.length)
            : 0,
          trend: trendOf(
            mostTailored(jobs.filter((j) => j.company && fold(j.company) === fold(c.company)))
              ?.scores ?? [],
          ),
        }));

      const weeks: string[] = tracker.overTime.map((w) => w.weekStart);
      const weekOf = (d: Date) => weekStartOf(dayOf(d));
      const activityByWeek = weeks.map((weekStart) => ({
        weekStart,
        resumesTailored: tailored.filter((a) => weekOf(a.createdAt) === weekStart).length,
        interviewsPracticed: interviews.filter((a) => weekOf(a.createdAt) === weekStart).length,
        applications: tracker.overTime.find((w) => w.weekStart === weekStart)?.count ?? 0,
      }));

      const facts = {
        tailorings: tailored.length,
        interviews: interviews.length,
        interviewsThisWeek: since(interviews, week),
        average,
        sameJob: mostTailored(jobs),
        postings: jobs.length,
        streak,
        tracker,
        unlinked: apps.filter((a) => a.snapshotAtsScore == null).length,
      };

      return {
        platformStats: {
          totalResumesCreated: tailored.length,
          totalInterviewsPracticed: interviews.length,
          averageATSScore: average,
          highestATSScore: scores.length ? Math.max(...scores) : 0,
          lowestATSScore: scores.length ? Math.min(...scores) : 0,
          currentStreak: streak,
        },
        timeBasedStats: {
          thisWeek: {
            resumesTailored: since(tailored, week),
            interviewsPracticed: since(interviews, week),
          },
          thisMonth: {
            resumesTailored: since(tailored, month),
            interviewsPracticed: since(interviews, month),
          },
        },
        atsScoreHistory: scores.slice(-HISTORY),
        intelligentInsights: {
          companyTargets,
          recommendations: recommendationsFor(facts),
          careerInsight: careerInsightFor(facts),
        },
        recentActivity: recent.map((a) => {
          const q = (a.data as { questionsAnswered?: unknown } | null)?.questionsAnswered;
          return {
            type: a.type as (typeof ANALYTICS_RECENT_TYPES)[number],
            title: a.title,
            timestamp: a.createdAt.toISOString(),
            score: a.score,
            questionsAnswered: typeof q === 'number' && Number.isInteger(q) ? q : null,
          };
        }),
        activityByWeek,
        user: { id: userId },
      };
    },

    /** When the ranking the next leaderboard answer uses was computed (ISO time). */
    async rankingTime(): Promise<string> {
      return (await ranking()).at.toISOString();
    },

    async leaderboard(userId: string): Promise<Leaderboard> {
      const [{ at, ranked }, me] = await Promise.all([ranking(), membershipOf(userId)]);
      const mine = ranked.find((r) => r.userId === userId);
      const top = ranked.slice(0, LEADERBOARD_SIZE);
      if (mine && mine.entry.rank > LEADERBOARD_SIZE) top.push(mine);
      return {
        totalUsers: ranked.length,
        leaderboard: top.map((r) => ({ ...r.entry, isYou: r.userId === userId })),
        me: { ...me, rank: me.optedIn ? (mine?.entry.rank ?? null) : null },
        generatedAt: at.toISOString(),
      };
    },

    async join(userId: string, alias: string | null): Promise<LeaderboardMembership> {
      await repo.join(userId, alias);
      cache = null;
      return membershipOf(userId);
    },

    async leave(userId: string): Promise<LeaderboardMembership> {
      await repo.leave(userId);
      cache = null;
      return membershipOf(userId);
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;

interface Facts {
  tailorings: number;
  interviews: number;
  interviewsThisWeek: number;
  average: number;
  /** the job tailored most often, with two scores or more: the one comparison of scores that holds */
  sameJob: JobScores | null;
  /** how many jobs the scored tailorings were for */
  postings: number;
  streak: number;
  tracker: ApplicationInsights;
  unlinked: number;
}

/** Next steps from the user's own numbers, most useful first (at most five). */
export function recommendationsFor(f: Facts): string[] {
  const out: string[] = [];
  const m = f.tracker.metrics;
  if (f.tailorings === 0)
    out.push('Tailor your resume to a job in the Resume Lab to get your first ATS score.');
  else if (f.average < 70)
    out.push(
      `Your average ATS score is ${f.average}. Add the missing keywords the Resume Lab lists, where they are true for you.`,
    );
  if (f.tracker.stale.count > 0)
    out.push(
      `${plural(f.tracker.stale.count, 'application has', 'applications have')} had no answer for ${f.tracker.stale.days} days: follow up, or close ${f.tracker.stale.count === 1 ? 'it' : 'them'}.`,
    );
  if (f.interviewsThisWeek === 0)
    out.push('Practise one interview in the Interview Arena this week.');
  if (m.total > 0 && f.unlinked > 0)
    out.push(
      `Link the resume you sent to ${f.unlinked === 1 ? 'your application' : `your ${f.unlinked} applications`} without one, so you can see which version gets answers.`,
    );
  if (m.total >= 10 && m.responseRate < 20)
    out.push(
      `${m.responseRate}% of your applications got a response. Fewer, better-tailored applications often do better than many untailored ones.`,
    );
  if (m.total === 0) out.push('Track your first application to see your pipeline.');
  if (f.streak === 0) out.push('Do one thing today to start a streak.');
  return out.slice(0, 5);
}

/** One sentence about the user's own data: the strongest thing it shows. */
export function careerInsightFor(f: Facts): string {
  const bands = f.tracker.outcomes.byScoreBand.filter((b) => b.key !== 'none' && b.enough);
  if (bands.length >= 2) {
    // says what it compares: applications grouped by the score of the resume sent with them
    const sorted = [...bands].sort((a, b) => b.responseRate - a.responseRate);
    const [hi, lo] = [sorted[0]!, sorted[sorted.length - 1]!];
    const range = (label: string) => label.replace(/^ATS /, '');
    return `${hi.responseRate}% of your applications sent with a resume scoring ${range(hi.label)} got a response, against ${lo.responseRate}% of those sent with one scoring ${range(lo.label)} (each score is the linked resume's, against the application's own posting, or the job it was tailored for when the application has none).`;
  }
  const sources = f.tracker.outcomes.bySource.filter((s) => s.enough && s.key !== '');
  if (sources.length >= 2) {
    const best = [...sources].sort((a, b) => b.responseRate - a.responseRate)[0]!;
    return `Applications from ${best.label} get the most answers: ${best.responseRate}% of ${best.applications}.`;
  }
  // scores compared only within one job: another posting (or another resume for another job)
  // scores differently whatever the resume's progress
  if (f.sameJob) {
    const { scores } = f.sameJob;
    const job = f.sameJob.label || 'one job';
    const [first, latest] = [scores[0]!, scores[scores.length - 1]!];
    return latest > first
      ? `Your ATS score for ${job} rose from ${first} to ${latest} over ${scores.length} tailorings for that job: keep matching its posting's words.`
      : `Your latest ATS score for ${job} is ${latest}, against ${first} at your first tailoring for it; your best for it is ${Math.max(...scores)}.`;
  }
  if (f.postings >= 2)
    return `Your ${f.postings} scored tailorings were each for a different job, so their ATS scores measure fit to different postings, not progress: tailor again for one job to see your score for it move.`;
  if (f.tracker.metrics.total > 0)
    return `You are tracking ${plural(f.tracker.metrics.total, 'application')}; ${f.tracker.metrics.responseRate}% have had a response so far.`;
  return 'Start by tailoring a resume to a job you want: your insights grow from what you do here.';
}
