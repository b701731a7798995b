import { LEADERBOARD_POINTS, type LeaderboardEntry } from '@careerforge/contract';
import { addDays, dayOf } from '../../lib/dates';
import type { MemberStats } from './repo';

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

export interface RankedMember {
  userId: string;
  entry: Omit<LeaderboardEntry, 'isYou'>;
}

/** Every member, best activity score first (the latest activity, then the oldest member, on a tie). */
export function rankMembers(
  stats: readonly MemberStats[],
  days: ReadonlyMap<string, readonly string[]>,
  today: string,
): RankedMember[] {
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
  return scored.map(({ m, score }, i) => ({
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
}
