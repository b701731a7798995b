/**
 * The match side of the ATS score: how the resume's skills, keywords, title, seniority,
 * education and years meet what the posting asks for. Each part is measured here on 0..100;
 * the weights that combine them are in score.ts.
 */
import { matchOccupation, type OccupationMatch } from '../occupation/match';
import { similarOccupations } from '../occupation/data';
import { allSkills, getSkill, tokenizeText } from '../taxonomy';
import { SENIORITY_WORDS, STOPWORDS } from '../text/lexicon';
import { keyOf } from '../text/tokenize';
import type { JobAnalysis, KeywordHit, Seniority } from '../types';
import type { ResumeProfile } from './profile';

/** A broader skill with more narrower skills than this is no family ("Machine Learning"). */
const MAX_FAMILY = 25;
let families: Map<number, number[]> | undefined;

/** The narrower skills of each broader one (RabbitMQ, Apache Kafka... under Message Queues). */
function childrenOf(id: number): readonly number[] {
  if (!families) {
    families = new Map();
    for (const s of allSkills())
      for (const p of s.implies) {
        const list = families.get(p) ?? [];
        list.push(s.id);
        families.set(p, list);
      }
  }
  return families.get(id) ?? [];
}

/**
 * Skills of the same family as `id`: those sharing a broader skill with it, that broader skill
 * itself, and its own narrower skills. "Kafka or similar" is met by RabbitMQ (both message queues).
 */
export function familyOf(id: number): number[] {
  const out = new Set<number>();
  for (const p of getSkill(id).implies) {
    const kids = childrenOf(p);
    if (kids.length > MAX_FAMILY) continue;
    out.add(p);
    for (const k of kids) out.add(k);
  }
  const own = childrenOf(id);
  if (own.length <= MAX_FAMILY) for (const k of own) out.add(k);
  out.delete(id);
  return [...out];
}

export function skillHits(job: JobAnalysis, profile: ResumeProfile, soft: boolean): KeywordHit[] {
  return job.skills
    .filter((s) => (s.category === 'soft') === soft)
    .map((s) => {
      const own = profile.skills.get(s.skillId);
      // an alternative the posting names, or a skill of the same family when it says "or similar"
      let alt: number | undefined;
      if (!own) {
        alt = s.alternatives?.find((id) => profile.skills.has(id));
        if (alt === undefined && s.orSimilar)
          alt = familyOf(s.skillId).find((id) => profile.skills.has(id));
      }
      const via = own || alt !== undefined ? undefined : profile.implied.get(s.skillId);
      const hit: KeywordHit = {
        skill: s.name,
        category: s.category,
        weight: s.weight,
        required: s.required,
        found: own !== undefined || alt !== undefined,
        partial: via !== undefined,
        jobTerm: s.jobTerm,
      };
      if (own) hit.resumeTerm = own.term;
      else if (alt !== undefined) {
        hit.resumeTerm = profile.skills.get(alt)!.term;
        hit.via = getSkill(alt).name;
      } else if (via !== undefined) hit.via = getSkill(via).name;
      return hit;
    });
}

/**
 * The share of the resume's own hard-skill evidence (1 + ln(mentions) per skill) that the job
 * asks for: a resume about this job's skills scores high, a resume about other work low.
 */
export function skillFocus(job: JobAnalysis, profile: ResumeProfile): number | null {
  const asked = new Set<number>();
  for (const s of job.skills) {
    if (s.category === 'soft') continue;
    asked.add(s.skillId);
    for (const a of s.alternatives ?? []) asked.add(a);
  }
  if (!asked.size) return null;
  let own = 0;
  let relevant = 0;
  for (const [id, v] of profile.skills) {
    const cat = getSkill(id).category;
    if (cat === 'soft' || cat === 'spoken-language') continue;
    const w = 1 + Math.log(v.count);
    own += w;
    if (asked.has(id)) relevant += w;
  }
  return own ? (100 * relevant) / own : 0;
}

/** Weighted share of the hits found: a found skill earns its weight, one shown only through a broader one half. */
export function coverage(hits: KeywordHit[]): number | null {
  const total = hits.reduce((n, h) => n + h.weight, 0);
  if (!total) return null;
  return (100 * earned(hits)) / total;
}

export function earned(hits: KeywordHit[]): number {
  return hits.reduce((n, h) => n + (h.found ? h.weight : h.partial ? h.weight / 2 : 0), 0);
}

/**
 * Hard-skill fit for the keyword match score: an F-measure (beta 2, so the job's side counts
 * four times as much) of the weighted share of the job's hard skills found and the resume's
 * skill focus. Adding a skill the job asks for raises both parts, so it never lowers the score.
 */
export function hardFit(recall: number | null, focus: number | null): number | null {
  if (recall === null) return null;
  const f = focus ?? 0;
  const b2 = 4;
  return recall + f === 0 ? 0 : ((1 + b2) * recall * f) / (b2 * f + recall);
}

/* ---------------- seniority ---------------- */

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
const LEVEL_NAMES: Seniority[] = [
  'intern',
  'junior',
  'mid',
  'senior',
  'lead',
  'director',
  'executive',
];

/** The level a title states, or null for a plain title ("Software Engineer"). */
export function titleLevel(title: string): number | null {
  const t = title.slice(0, 120);
  if (/\b(?:chief|vp|vice president|president|cto|ceo|cfo|coo|cio)\b/i.test(t)) return 6;
  if (/\b(?:director|head of)\b/i.test(t)) return 5;
  if (/\b(?:lead|principal|staff|manager|architect)\b/i.test(t)) return 4;
  if (/\b(?:senior|sr\.?|iii|iv)\b/i.test(t)) return 3;
  if (/\b(?:ii|2)\s*$|\bII\b/.test(t)) return 2;
  if (/\b(?:intern|internship|trainee|apprentice)\b/i.test(t)) return 0;
  if (/\b(?:junior|jr\.?|entry[- ]level|graduate|associate)\b|\s(?:I|1)\s*$/i.test(t)) return 1;
  return null;
}

/**
 * The candidate's level, read from the current title (and the headline) first: "Software
 * Engineer II" is mid-level whatever the years. A plain title is read with the years: under two
 * years junior, five or more senior, mid-level between. Years alone never make a lead.
 */
export function candidateLevel(profile: ResumeProfile): number {
  const stated = [profile.headline, profile.titles[0] ?? '']
    .map(titleLevel)
    .filter((x): x is number => x !== null);
  if (stated.length) return Math.max(...stated);
  const y = profile.years;
  if (!profile.titles.length && y === 0) return 2;
  return y < 2 ? 1 : y < 5 ? 2 : 3;
}

/** The candidate's level against the posting's: equal 100, one above 80, one below 60, two above 40, two below 25, further 10. */
export function seniorityFit(
  job: JobAnalysis,
  profile: ResumeProfile,
): { score: number; candidate: Seniority } {
  const level = candidateLevel(profile);
  const diff = LEVELS[job.seniority] - level;
  const score =
    diff === 0 ? 100 : diff === -1 ? 80 : diff === 1 ? 60 : diff === -2 ? 40 : diff === 2 ? 25 : 10;
  return { score, candidate: LEVEL_NAMES[level]! };
}

/* ---------------- education ---------------- */

/** Fields of study grouped into families; a degree counts for a posting's field of the same or a related family. */
const FIELD_FAMILIES: Array<[string, RegExp]> = [
  [
    'computing',
    /\b(?:comput\w*|software|informatics|information (?:technology|systems|science)|IT|data science|artificial intelligence|machine learning|cyber\s?security|electrical|electronics?)\b/i,
  ],
  [
    'quantitative',
    /\b(?:mathemat\w*|maths?|statistic\w*|physics|actuarial|econometrics|quantitative|data science|operations research|analytics)\b/i,
  ],
  [
    'engineering',
    /\b(?:engineering|mechanical|civil|chemical|aerospace|industrial|structural|manufacturing)\b/i,
  ],
  [
    'health',
    /\b(?:nursing|nurse|BSN|RN|health\w*|medic\w*|clinical|pharma\w*|physiology|kinesiology|nutrition|dietetics|biomedical|therapy)\b/i,
  ],
  ['life-science', /\b(?:biology|biochemistry|chemistry|life sciences?|genetics|neuroscience)\b/i],
  [
    'business',
    /\b(?:business|financ\w*|accounting|economics|marketing|management|commerce|MBA|BBA|administration|human resources|supply chain|hospitality)\b/i,
  ],
  ['law', /\b(?:law|legal|LLB|LLM|J\.?D|juris\w*)\b/i],
  ['education', /\b(?:education|teaching|pedagogy)\b/i],
  [
    'humanities',
    /\b(?:arts?|design|journalism|communications?|english|literature|media|film|music|history|philosophy|psychology|sociology)\b/i,
  ],
];
const RELATED_FAMILIES = new Set([
  'computing|quantitative',
  'computing|engineering',
  'engineering|quantitative',
  'business|quantitative',
  'health|life-science',
]);

export function fieldFamilies(text: string): Set<string> {
  const t = text.slice(0, 300);
  const out = new Set<string>();
  for (const [name, re] of FIELD_FAMILIES) if (re.test(t)) out.add(name);
  return out;
}

function familiesRelated(a: Set<string>, b: Set<string>): boolean {
  for (const x of a)
    for (const y of b) if (x === y || RELATED_FAMILIES.has([x, y].sort().join('|'))) return true;
  return false;
}

/**
 * Education: the degree level against the one asked for (met 100; one level short 50 when
 * required, 60 when only preferred; else 0), counted only for a related field of study: a
 * computer science degree earns nothing for a nursing degree. A resume whose field cannot be
 * read earns half.
 */
export function educationFit(
  job: JobAnalysis,
  profile: ResumeProfile,
): { score: number | null; related: boolean | null; resumeField: string } {
  const req = job.education;
  if (!req) return { score: null, related: null, resumeField: '' };
  const level =
    profile.degreeLevel >= req.level
      ? 100
      : req.required
        ? profile.degreeLevel === req.level - 1
          ? 50
          : 0
        : 60;
  const jobFamilies = fieldFamilies(req.field);
  const degrees = profile.parsed.education.map((e) => e.degree).filter(Boolean);
  let related: boolean | null = null;
  let resumeField = '';
  if (jobFamilies.size) {
    for (const d of degrees) {
      const fam = fieldFamilies(d);
      if (!fam.size) continue;
      const r = familiesRelated(jobFamilies, fam);
      if (related === null || (r && !related)) [related, resumeField] = [r, d];
    }
  }
  const factor = !jobFamilies.size ? 1 : related === null ? 0.5 : related ? 1 : 0;
  return { score: level * factor, related, resumeField };
}

/* ---------------- job title ---------------- */

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

/* ---------------- keywords ---------------- */

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
