/**
 * The job-title part of the ATS score: the posting's title against the resume's headline, role
 * titles and stated target, through the O*NET occupation model and word overlap, half of it
 * depending on the resume showing the skills the title names.
 */
import { matchOccupation, type OccupationMatch } from '../occupation/match';
import { similarOccupations } from '../occupation/data';
import { tokenizeText } from '../taxonomy';
import { SENIORITY_WORDS, STOPWORDS } from '../text/lexicon';
import type { JobAnalysis } from '../types';
import type { ResumeProfile } from './profile';

const OCC_MEMO_MAX = 5000;
const occMemo = new Map<string, OccupationMatch | null>();
/** The O*NET occupation of a title, memoised (titles repeat across analyses). */
export function occupationOf(title: string): OccupationMatch | null {
  const key = title.slice(0, 200);
  const hit = occMemo.get(key);
  if (hit !== undefined) return hit;
  const m = matchOccupation(key);
  if (occMemo.size >= OCC_MEMO_MAX) occMemo.clear();
  occMemo.set(key, m);
  return m;
}

const simMemo = new Map<string, number>();
/** similarOccupations, memoised by the pair of codes. */
function similarity(a: string, b: string): number {
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  let v = simMemo.get(key);
  if (v === undefined) {
    if (simMemo.size >= OCC_MEMO_MAX) simMemo.clear();
    simMemo.set(key, (v = similarOccupations(a, b)));
  }
  return v;
}

function titleCore(title: string): string[] {
  // plain stems here: "engineering" and "engineer" are the same field in a title
  return tokenizeText(title.slice(0, 200))
    .map((t) => t.key.replace(/~er$/, ''))
    .filter(
      (k) => !SENIORITY_WORDS.has(k) && !STOPWORDS.has(k) && !/^\d+$/.test(k) && k.length > 1,
    );
}

/** Word overlap of two titles, the head noun (last word) counting 30%. */
function wordOverlap(core: string[], title: string): number {
  const keys = new Set(titleCore(title));
  if (!keys.size || !core.length) return 0;
  const hit = core.filter((k) => keys.has(k)).length;
  const head = core[core.length - 1]!;
  return (hit / core.length) * 0.7 + (keys.has(head) ? 0.3 : 0);
}

interface OccupationFit {
  similarity: number;
  score: number;
  job: string;
  resume: string;
}

/** Similarity of the two titles' occupations (their likeliest readings), scaled by how sure both readings are. */
function occupationFit(job: OccupationMatch, title: string): OccupationFit | null {
  const own = occupationOf(title);
  if (!own) return null;
  const readings = (m: OccupationMatch) => [
    { code: m.code, title: m.title, confidence: m.confidence },
    ...m.alternatives.slice(0, 2),
  ];
  let best: OccupationFit | null = null;
  for (const a of readings(job))
    for (const b of readings(own)) {
      const sim = similarity(a.code, b.code);
      const score = sim * (0.5 + 0.5 * Math.min(a.confidence, b.confidence));
      if (!best || score > best.score)
        best = { similarity: sim, score, job: a.title, resume: b.title };
    }
  return best;
}

/** How much of the title part depends on the resume showing the skills the title names. */
export const TITLE_SKILL_SHARE = 0.5;

/**
 * The hard skills the posting's title names (Flutter in "Senior Flutter Developer", machine
 * learning in "Machine Learning Engineer") and the share of them the resume shows (one shown
 * only through a broader skill or an accepted alternative counts half).
 */
export function titleSkillShare(
  job: JobAnalysis,
  profile: ResumeProfile,
): { named: string[]; missing: string[]; share: number } {
  const named: string[] = [];
  const missing: string[] = [];
  let got = 0;
  for (const s of job.skills) {
    if (!s.inTitle || s.category === 'soft') continue;
    named.push(s.name);
    if (profile.skills.has(s.skillId)) got += 1;
    else if (s.alternatives?.some((id) => profile.skills.has(id)) || profile.implied.has(s.skillId))
      got += 0.5;
    else missing.push(s.name);
  }
  return { named, missing, share: named.length ? got / named.length : 1 };
}

export interface TitleFit {
  /** the skills the title names and those the resume lacks */
  titleSkills?: { named: string[]; missing: string[]; share: number };
  /** 0..100, null when the posting names no clear title */
  score: number | null;
  /** the resume's closest title line ('' when none is close) */
  best: string;
  bestKind: 'headline' | 'role' | 'target' | '';
  occupation: OccupationFit | null;
}

/**
 * The job title against the resume's headline and role titles (never its summary sentences):
 * the better of the occupations' relatedness (same O*NET occupation 1, related ones less, scaled
 * by the confidence of both readings, and by 75% when no word of the title is shared) and the
 * titles' word overlap (discounted when the occupations are known to differ). Roles before the
 * last two count 90%.
 */
export function titleMatch(job: JobAnalysis, profile: ResumeProfile): TitleFit {
  const core = titleCore(job.title);
  if (!core.length) return { score: null, best: '', bestKind: '', occupation: null };
  const jobOcc = occupationOf(job.title);
  const candidates: Array<{ title: string; kind: 'headline' | 'role' | 'target'; factor: number }> =
    [];
  if (profile.headline) candidates.push({ title: profile.headline, kind: 'headline', factor: 1 });
  if (profile.target) candidates.push({ title: profile.target, kind: 'target', factor: 1 });
  profile.titles.slice(0, 6).forEach((t, i) => {
    if (!candidates.some((c) => c.title === t))
      candidates.push({ title: t, kind: 'role', factor: i < 2 ? 1 : 0.9 });
  });
  let out: TitleFit = { score: 0, best: '', bestKind: '', occupation: null };
  for (const c of candidates) {
    const occ = jobOcc ? occupationFit(jobOcc, c.title) : null;
    const overlap = wordOverlap(core, c.title);
    // the same occupation with other words ("Web Developer" for "Backend Engineer") is a near miss
    const byOccupation = occ ? occ.score * (0.75 + 0.25 * overlap) : 0;
    const byWords = overlap * (occ ? 0.5 + 0.5 * occ.similarity : 1);
    const s = Math.max(byOccupation, byWords) * c.factor;
    if (s > (out.score ?? 0) / 100 + 1e-9)
      out = { score: Math.round(s * 100), best: c.title, bestKind: c.kind, occupation: occ };
  }
  // a title this far off is no "closest title"
  if ((out.score ?? 0) < 30) out = { ...out, best: '', bestKind: '', occupation: null };
  // the specialisation the title names ("Flutter Developer", "Machine Learning Engineer")
  const spec = titleSkillShare(job, profile);
  if (spec.named.length && out.score !== null)
    out = {
      ...out,
      score: Math.round(out.score * (1 - TITLE_SKILL_SHARE * (1 - spec.share))),
      titleSkills: spec,
    };
  return out;
}
