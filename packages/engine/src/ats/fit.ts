/**
 * The match side of the ATS score: how the resume's skills, keywords, title and seniority meet
 * what the posting asks for. The weights that combine these parts are in score.ts.
 */
import { getSkill, tokenizeText } from '../taxonomy';
import { SENIORITY_WORDS, STOPWORDS } from '../text/lexicon';
import { keyOf } from '../text/tokenize';
import type { JobAnalysis, KeywordHit, Seniority } from '../types';
import type { ResumeProfile } from './profile';

export function skillHits(job: JobAnalysis, profile: ResumeProfile, soft: boolean): KeywordHit[] {
  return job.skills
    .filter((s) => (s.category === 'soft') === soft)
    .map((s) => {
      const own = profile.skills.get(s.skillId);
      const via = own ? undefined : profile.implied.get(s.skillId);
      const hit: KeywordHit = {
        skill: s.name,
        category: s.category,
        weight: s.weight,
        required: s.required,
        found: own !== undefined,
        partial: !own && via !== undefined,
        jobTerm: s.jobTerm,
      };
      if (own) hit.resumeTerm = own.term;
      if (via !== undefined) hit.via = getSkill(via).name;
      return hit;
    });
}

/**
 * Hard-skill fit: an F-measure (beta 2, so the job's side counts four times as much) of
 *  - recall: the weighted share of the job's hard skills the resume shows (related skills earn half), and
 *  - focus: the share of the resume's own hard-skill evidence (1 + ln(mentions) per skill) that the job asks for.
 * Adding a skill the job asks for always raises both parts, so it never lowers the score.
 */
export function hardFit(
  hits: KeywordHit[],
  job: JobAnalysis,
  profile: ResumeProfile,
): { score: number | null; recall: number | null; focus: number } {
  const recall = coverage(hits);
  const asked = new Set(job.skills.map((s) => s.skillId));
  let own = 0;
  let relevant = 0;
  for (const [id, v] of profile.skills) {
    const cat = getSkill(id).category;
    if (cat === 'soft' || cat === 'spoken-language') continue;
    const w = 1 + Math.log(v.count);
    own += w;
    if (asked.has(id)) relevant += w;
  }
  const focus = own ? (100 * relevant) / own : 0;
  if (recall === null) return { score: null, recall, focus };
  const b2 = 4;
  const score = recall + focus === 0 ? 0 : ((1 + b2) * recall * focus) / (b2 * focus + recall);
  return { score, recall, focus };
}

const LEVELS: Record<Seniority, number> = {
  intern: 0,
  junior: 1,
  mid: 2,
  senior: 3,
  lead: 4,
  manager: 4,
  director: 5,
  executive: 6,
};

/** The candidate's level from their years and titles, compared with the posting's. */
export function seniorityFit(
  job: JobAnalysis,
  profile: ResumeProfile,
): { score: number; candidate: Seniority } {
  const y = profile.years;
  let level = y < 1 ? 0 : y < 2.5 ? 1 : y < 5 ? 2 : y < 9 ? 3 : 4;
  for (const t of profile.titles.slice(0, 2)) {
    if (/\b(?:chief|vp|vice president|president|cto|ceo|cfo)\b/i.test(t))
      level = Math.max(level, 6);
    else if (/\bdirector|head of\b/i.test(t)) level = Math.max(level, 5);
    else if (/\b(?:lead|principal|staff|manager|architect)\b/i.test(t)) level = Math.max(level, 4);
    else if (/\bsenior|sr\.?\b/i.test(t)) level = Math.max(level, 3);
  }
  const names: Seniority[] = ['intern', 'junior', 'mid', 'senior', 'lead', 'director', 'executive'];
  const diff = LEVELS[job.seniority] - level;
  const score =
    diff === 0 ? 100 : diff === -1 ? 90 : diff === 1 || diff === -2 ? 60 : diff === 2 ? 25 : 10;
  return { score, candidate: names[level]! };
}

export function coverage(hits: KeywordHit[]): number | null {
  const total = hits.reduce((n, h) => n + h.weight, 0);
  if (!total) return null;
  const got = hits.reduce((n, h) => n + (h.found ? h.weight : h.partial ? h.weight / 2 : 0), 0);
  return (100 * got) / total;
}

function titleCore(title: string): string[] {
  // plain stems here: "engineering" and "engineer" are the same field in a title
  return tokenizeText(title)
    .map((t) => t.key.replace(/~er$/, ''))
    .filter(
      (k) => !SENIORITY_WORDS.has(k) && !STOPWORDS.has(k) && !/^\d+$/.test(k) && k.length > 1,
    );
}

export function titleMatch(
  job: JobAnalysis,
  profile: ResumeProfile,
): { best: string; score: number } {
  const core = titleCore(job.title);
  if (!core.length) return { best: '', score: -1 };
  let best = '';
  let score = 0;
  const candidates = [...profile.titles, profile.parsed.summary.split(/[.,;]/)[0] ?? ''];
  for (const t of candidates) {
    const keys = new Set(titleCore(t));
    if (!keys.size) continue;
    const hit = core.filter((k) => keys.has(k)).length;
    // the last word of a title is its head ("engineer", "manager"): matching it matters most
    const head = core[core.length - 1]!;
    const s = (hit / core.length) * 0.7 + (keys.has(head) ? 0.3 : 0);
    if (s > score) [score, best] = [s, t];
  }
  if (score < 1) {
    const phrase = core.join(' ');
    if (` ${profile.keySequence.replace(/~er\b/g, '')} `.includes(` ${phrase} `))
      score = Math.max(score, 0.8);
  }
  return { best, score: Math.round(score * 100) };
}

/** The posting's recurring non-skill words the resume uses, and the weighted share of them (null when there are none). */
export function keywordFit(
  job: JobAnalysis,
  profile: ResumeProfile,
): { found: string[]; missing: string[]; coverage: number | null } {
  const found: string[] = [];
  const missing: string[] = [];
  let total = 0;
  let got = 0;
  for (const k of job.keywords) {
    const key = keyOf(k.term);
    total += k.weight;
    if (profile.keys.has(key)) {
      found.push(k.term);
      got += k.weight;
    } else missing.push(k.term);
  }
  return { found, missing, coverage: total ? (100 * got) / total : null };
}
