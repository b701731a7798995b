/**
 * The match side of the ATS score: how the resume's skills, keywords, seniority, education and
 * years meet what the posting asks for (the title is title.ts). Each part is measured here on
 * 0..100; the weights that combine them are in parts.ts.
 */
import { SENIORITY_RANK } from '../job/requirements';
import { allSkills, getSkill } from '../taxonomy';
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
  const diff = SENIORITY_RANK[job.seniority] - level;
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
