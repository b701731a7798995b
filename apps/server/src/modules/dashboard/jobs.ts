import { createHash } from 'node:crypto';

/**
 * What identifies the job a resume was tailored for: the posting's text (as a fingerprint, never
 * the text itself) and the company and title the user gave or the posting named. The lab records
 * it with each tailoring; the dashboard counts jobs with it.
 */
export interface JobKey {
  /** sha256 of the posting with case and spacing folded, first 32 hex digits. */
  fingerprint: string;
  company: string | null;
  title: string | null;
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * sha256 of a text with case and spacing folded, first 32 hex digits: what the activity log
 * keeps to tell one posting, or one resume, from another (never the text itself).
 */
export function fingerprintOf(text: string): string {
  return createHash('sha256').update(fold(text)).digest('hex').slice(0, 32);
}

export function jobKey(
  description: string,
  company: string | null | undefined,
  title: string | null | undefined,
): JobKey {
  return {
    fingerprint: fingerprintOf(description),
    company: company?.trim() || null,
    title: title?.trim() || null,
  };
}

/** One tailoring, as the dashboard reads it from the activity log. */
export interface TailoringEntry {
  title: string;
  score: number | null;
  data: Record<string, unknown> | null;
  createdAt: Date;
}

/** A job and the tailorings done for it. */
export interface Job {
  entries: TailoringEntry[];
  /** The score of its latest tailoring that has one, or null. */
  latestScore: number | null;
}

function readKey(data: Record<string, unknown> | null): Partial<JobKey> | null {
  const job = data?.job;
  if (!job || typeof job !== 'object') return null;
  const { fingerprint, company, title } = job as Record<string, unknown>;
  return {
    fingerprint: typeof fingerprint === 'string' ? fingerprint : undefined,
    company: typeof company === 'string' ? company : null,
    title: typeof title === 'string' ? title : null,
  };
}

/** "Tailored resume for Backend Engineer at Cobalt Harbor", as the lab titles a tailoring. */
const LEGACY_TITLE = /^Tailored resume for (.+) at (.+)$/;

/**
 * The names a tailoring is known by: its posting's fingerprint, and its company and title when
 * it has both. Tailorings recorded before the lab stored a job key fall back to the company and
 * title in their activity title.
 */
function namesOf(e: TailoringEntry): string[] {
  const key = readKey(e.data);
  let company = key?.company ?? null;
  let title = key?.title ?? null;
  const names: string[] = [];
  if (key?.fingerprint) names.push(`posting:${key.fingerprint}`);
  else if (!key) {
    const m = LEGACY_TITLE.exec(e.title);
    if (m && m[1] !== 'a role') [, title = null, company = null] = m;
  }
  if (company && title) names.push(`role:${fold(company)}\u0000${fold(title)}`);
  return names;
}

/**
 * Groups tailorings into jobs: two tailorings are for the same job when they share the posting
 * (the same text) or the same company and title; sharing is transitive. A tailoring with
 * neither is a job of its own.
 */
export function groupJobs(entries: readonly TailoringEntry[]): Job[] {
  const parent = entries.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const owner = new Map<string, number>();
  entries.forEach((e, i) => {
    for (const name of namesOf(e)) {
      const j = owner.get(name);
      if (j === undefined) owner.set(name, i);
      else parent[find(i)] = find(j);
    }
  });
  const groups = new Map<number, TailoringEntry[]>();
  entries.forEach((e, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), e]);
  });
  return [...groups.values()].map((list) => {
    const scored = list.filter((e) => e.score != null);
    const latest = scored.reduce<TailoringEntry | null>(
      (a, e) => (!a || e.createdAt >= a.createdAt ? e : a),
      null,
    );
    return { entries: list, latestScore: latest?.score ?? null };
  });
}
