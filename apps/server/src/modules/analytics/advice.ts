import type { ApplicationInsights } from '@careerforge/contract';
import type { JobScores } from './scores';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface Facts {
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
