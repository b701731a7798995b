import { groupJobs, type TailoringEntry } from '../dashboard/service';

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
export function mostTailored(jobs: readonly JobScores[]): JobScores | null {
  let best: JobScores | null = null;
  for (const j of jobs)
    if (j.scores.length >= 2 && (!best || j.scores.length >= best.scores.length)) best = j;
  return best;
}

/**
 * Company targets: the companies applied to, with the ATS scores of the resumes sent there
 * (the snapshot) and of the tailorings for that company, oldest first; the five applied to most.
 */
export function companyTargetsOf(
  apps: readonly { company: string; snapshotAtsScore: number | null }[],
  tailored: readonly TailoringEntry[],
) {
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
  return [...companies.values()]
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
}
