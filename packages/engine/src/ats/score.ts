import { getSkill, tokenizeText } from '../taxonomy';
import { analyzeJob } from '../job/analyze';
import {
  ACTION_VERBS,
  ACTION_VERBS_PRESENT,
  DEGREE_LEVEL_NAMES,
  SENIORITY_WORDS,
  STOPWORDS,
  WEAK_PHRASES,
} from '../text/lexicon';
import { wordCount } from '../text/normalize';
import { keyOf } from '../text/tokenize';
import type {
  AtsCheck,
  AtsReport,
  EngineOptions,
  JobAnalysis,
  KeywordHit,
  ScoreComponent,
  Seniority,
} from '../types';
import { profileResume, type ResumeProfile } from './profile';
import { formattingHazards } from './hazards';

/*
 * How the scores are made
 * -----------------------
 * keywordMatchScore (0-100): how well the resume's keywords match the job's.
 *   Hard-skill fit counts 80%, soft skills 10%, other recurring job words 10% (weights re-spread when a
 *   part is empty). Each skill's weight comes from the posting (required 3, preferred 1.5, +35% per
 *   repeat up to 4, +2 in the title, +0.5 in the requirements list; soft skills x0.6). A skill shown only
 *   through a related one (PostgreSQL for SQL) earns half its weight. Hard-skill fit is an F2 measure of
 *   the weighted share of the job's skills found and the share of the resume's skill evidence the job
 *   asks for (see hardFit): the job's side dominates, a focused resume scores a little higher.
 *
 * atsScore (0-100) = 70% match + 30% hygiene.
 *   match   = hard-skill fit 45%, soft skills 5%, other keywords 5%, job title 15%, seniority 10%,
 *             education 10%, years of experience 10%. Education and years count only when the posting
 *             asks for them; their weight is then spread over the other parts.
 *   hygiene = weighted share of passed checks: contact details, standard sections, measurable results,
 *             action verbs, tense, weak phrasing, length, bullet length, role dates and formatting hazards.
 * Every number is rounded to an integer and clamped to 0..100.
 */

export const MATCH_SHARE = 0.7;
export const HYGIENE_SHARE = 0.3;
const MATCH_WEIGHTS = {
  hardSkills: 0.45,
  softSkills: 0.05,
  keywords: 0.05,
  title: 0.15,
  seniority: 0.1,
  education: 0.1,
  experience: 0.1,
} as const;
const KEYWORD_WEIGHTS = { hard: 0.8, soft: 0.1, other: 0.1 } as const;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

function skillHits(job: JobAnalysis, profile: ResumeProfile, soft: boolean): KeywordHit[] {
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
function hardFit(
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
function seniorityFit(
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

function coverage(hits: KeywordHit[]): number | null {
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

function titleMatch(job: JobAnalysis, profile: ResumeProfile): { best: string; score: number } {
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

function bulletsOf(profile: ResumeProfile): Array<{ text: string; past: boolean }> {
  const out: Array<{ text: string; past: boolean }> = [];
  for (const e of profile.parsed.experience)
    for (const b of e.bullets) out.push({ text: b, past: !e.current });
  for (const p of profile.parsed.projects)
    for (const b of p.bullets) out.push({ text: b, past: true });
  return out;
}

const QUANTIFIED =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|double[d]?|half|dozens?|hundreds?|thousands?|millions?)\b/i;

function firstWord(b: string): string {
  return (b.match(/^[A-Za-z]+/)?.[0] ?? '').toLowerCase();
}

function hygieneChecks(profile: ResumeProfile): {
  checks: AtsCheck[];
  quantified: number;
  totalBullets: number;
  words: number;
  pages: number;
} {
  const p = profile.parsed;
  const checks: AtsCheck[] = [];
  const add = (id: string, label: string, passed: boolean, detail: string, weight: number) =>
    checks.push({ id, label, passed, detail, weight });

  add(
    'contact-name',
    'Name at the top',
    !!p.contact.name,
    p.contact.name ? `Found "${p.contact.name}".` : 'No name found in the first lines.',
    2,
  );
  add(
    'contact-email',
    'E-mail address',
    !!p.contact.email,
    p.contact.email
      ? `Found ${p.contact.email}.`
      : 'Add an e-mail address so recruiters can reach you.',
    4,
  );
  add(
    'contact-phone',
    'Phone number',
    !!p.contact.phone,
    p.contact.phone ? `Found ${p.contact.phone}.` : 'Add a phone number.',
    3,
  );
  add(
    'contact-location',
    'Location',
    !!p.contact.location,
    p.contact.location
      ? `Found ${p.contact.location}.`
      : 'Add your city and state or country; many ATS filter by location.',
    1,
  );
  const profileLink =
    p.contact.links.find((l) => /linkedin|github|gitlab|behance|dribbble|portfolio/i.test(l)) ??
    p.contact.links[0];
  add(
    'contact-link',
    'Profile link (LinkedIn or portfolio)',
    !!profileLink,
    profileLink ? `Found ${profileLink}.` : 'Add a LinkedIn or portfolio link.',
    1,
  );

  const kinds = new Set(p.sections.map((s) => s.kind));
  const hasExp = kinds.has('experience') || p.experience.length > 0;
  const hasEdu = kinds.has('education') || p.education.length > 0;
  const hasSkills = kinds.has('skills');
  add(
    'section-experience',
    'Experience section',
    hasExp,
    hasExp
      ? 'Found an experience section.'
      : 'No "Experience" heading found; ATS look for it by name.',
    4,
  );
  add(
    'section-education',
    'Education section',
    hasEdu,
    hasEdu ? 'Found an education section.' : 'No "Education" heading found.',
    3,
  );
  add(
    'section-skills',
    'Skills section',
    hasSkills,
    hasSkills
      ? 'Found a skills section.'
      : 'Add a "Skills" section listing your tools and methods.',
    3,
  );
  add(
    'section-summary',
    'Summary',
    !!p.summary,
    p.summary ? 'Found a summary.' : 'A 2-3 line summary helps recruiters and the title match.',
    1,
  );

  const bullets = bulletsOf(profile);
  const totalBullets = bullets.length;
  const quantified = bullets.filter((b) => QUANTIFIED.test(b.text)).length;
  const qPass = totalBullets > 0 && (quantified >= 5 || quantified / totalBullets >= 0.3);
  add(
    'measurable-results',
    'Measurable results',
    qPass,
    `${quantified} of ${totalBullets} bullets include a number or measurable result${qPass ? '.' : '; aim for at least 5 or 30%.'}`,
    4,
  );

  const verbStarts = bullets.filter((b) => {
    const w = firstWord(b.text);
    return ACTION_VERBS.has(w) || ACTION_VERBS_PRESENT.has(w);
  }).length;
  const vPass = totalBullets > 0 && verbStarts / totalBullets >= 0.6;
  add(
    'action-verbs',
    'Bullets start with action verbs',
    vPass,
    `${verbStarts} of ${totalBullets} bullets start with an action verb.`,
    3,
  );

  const pastPresent = bullets.filter(
    (b) => b.past && ACTION_VERBS_PRESENT.has(firstWord(b.text)),
  ).length;
  const pastTotal = bullets.filter((b) => b.past).length;
  const tPass = pastTotal === 0 || pastPresent / pastTotal <= 0.2;
  add(
    'tense',
    'Consistent tense',
    tPass,
    tPass
      ? 'Past roles are written in the past tense.'
      : `${pastPresent} bullets of past roles use the present tense; use the past tense for past roles.`,
    2,
  );

  const weak = bullets.filter((b) => WEAK_PHRASES.some((w) => w.re.test(b.text))).length;
  const wPass = totalBullets === 0 || weak / totalBullets <= 0.1;
  add(
    'weak-phrasing',
    'No weak phrasing',
    wPass,
    weak
      ? `${weak} bullets start with weak phrases such as "responsible for" or "worked on".`
      : 'No weak openings found.',
    2,
  );

  const words = wordCount(profile.text);
  const pages = Math.max(1, Math.ceil(words / 500));
  const lPass = words >= 300 && words <= 1200;
  add(
    'length',
    'Length',
    lPass,
    `${words} words, about ${pages} page${pages > 1 ? 's' : ''}${words < 300 ? '; add detail to your roles' : words > 1200 ? '; trim to 1-2 pages' : ''}.`,
    3,
  );

  const long = bullets.filter((b) => b.text.split(/\s+/).length > 40).length;
  add(
    'bullet-length',
    'Concise bullets',
    long === 0,
    long ? `${long} bullets are longer than 40 words.` : 'All bullets are under 40 words.',
    1,
  );

  const undated = p.experience.filter((e) => !e.startDate).length;
  add(
    'role-dates',
    'Dates on every role',
    p.experience.length > 0 && undated === 0,
    undated
      ? `${undated} roles have no dates.`
      : p.experience.length
        ? 'Every role has dates.'
        : 'No roles found.',
    2,
  );

  for (const h of formattingHazards(profile.text)) add(h.id, h.label, h.passed, h.detail, h.weight);
  return { checks, quantified, totalBullets, words, pages };
}

function band(score: number): AtsReport['band'] {
  return score >= 85
    ? 'Great'
    : score >= 70
      ? 'Good'
      : score >= 55
        ? 'Fair'
        : score >= 40
          ? 'Weak'
          : 'Poor';
}

/** Score a resume profile against an analysed job. */
export function scoreProfile(profile: ResumeProfile, job: JobAnalysis): AtsReport {
  const hard = skillHits(job, profile, false);
  const soft = skillHits(job, profile, true);
  const fit = hardFit(hard, job, profile);
  const hardCov = fit.score;
  const softCov = coverage(soft);

  const kwFound: string[] = [];
  const kwMissing: string[] = [];
  let kwTotal = 0;
  let kwGot = 0;
  for (const k of job.keywords) {
    const key = keyOf(k.term);
    kwTotal += k.weight;
    if (profile.keys.has(key)) {
      kwFound.push(k.term);
      kwGot += k.weight;
    } else kwMissing.push(k.term);
  }
  const kwCov = kwTotal ? (100 * kwGot) / kwTotal : null;

  // keyword match
  const kParts: Array<[number | null, number]> = [
    [hardCov, KEYWORD_WEIGHTS.hard],
    [softCov, KEYWORD_WEIGHTS.soft],
    [kwCov, KEYWORD_WEIGHTS.other],
  ];
  const kW = kParts.reduce((n, [v, w]) => n + (v === null ? 0 : w), 0);
  const keywordMatchScore = clamp(kW ? kParts.reduce((n, [v, w]) => n + (v ?? 0) * w, 0) / kW : 0);

  const title = titleMatch(job, profile);
  const eduReq = job.education;
  const eduScore = eduReq
    ? profile.degreeLevel >= eduReq.level
      ? 100
      : eduReq.required
        ? profile.degreeLevel === eduReq.level - 1
          ? 50
          : 0
        : 60
    : null;
  const yrs = job.yearsRequired;
  const expScore = yrs ? Math.min(100, (100 * profile.years) / yrs) : null;

  const sen = seniorityFit(job, profile);
  const components: ScoreComponent[] = [];
  const parts: Array<[string, string, number | null, number, string]> = [
    [
      'hard-skills',
      'Hard skills',
      hardCov,
      MATCH_WEIGHTS.hardSkills,
      `${hard.filter((h) => h.found).length} of ${hard.length} hard skills found${hard.some((h) => h.partial) ? `, ${hard.filter((h) => h.partial).length} through related skills` : ''} (${Math.round(fit.recall ?? 0)}% of their weight); ${Math.round(fit.focus)}% of your own skill evidence is on skills this job asks for.`,
    ],
    [
      'soft-skills',
      'Soft skills',
      softCov,
      MATCH_WEIGHTS.softSkills,
      `${soft.filter((h) => h.found).length} of ${soft.length} soft skills found.`,
    ],
    [
      'keywords',
      'Other keywords',
      kwCov,
      MATCH_WEIGHTS.keywords,
      `${kwFound.length} of ${job.keywords.length} recurring job words found.`,
    ],
    [
      'job-title',
      'Job title',
      title.score < 0 ? null : title.score,
      MATCH_WEIGHTS.title,
      title.score < 0
        ? 'The posting names no clear title.'
        : title.best
          ? `Closest title: "${title.best}" for "${job.title}".`
          : `No title close to "${job.title}".`,
    ],
    [
      'education',
      'Education',
      eduScore,
      MATCH_WEIGHTS.education,
      eduReq
        ? `Asks for ${eduReq.levelName}${eduReq.field ? ` in ${eduReq.field}` : ''} (${eduReq.required ? 'required' : 'preferred'}); resume shows ${DEGREE_LEVEL_NAMES[profile.degreeLevel]}.`
        : 'The posting does not ask for a degree.',
    ],
    [
      'seniority',
      'Seniority',
      sen.score,
      MATCH_WEIGHTS.seniority,
      `The posting reads as ${job.seniority}; your titles and years read as ${sen.candidate}.`,
    ],
    [
      'experience',
      'Years of experience',
      expScore,
      MATCH_WEIGHTS.experience,
      yrs
        ? `Asks for ${yrs}+ years; resume shows about ${profile.years}.`
        : 'The posting does not ask for a number of years.',
    ],
  ];
  const mW = parts.reduce((n, p) => n + (p[2] === null ? 0 : p[3]), 0);
  let match = 0;
  for (const [id, label, v, w, detail] of parts) {
    const weight = v === null || !mW ? 0 : w / mW;
    components.push({
      id,
      label,
      score: v === null ? 0 : clamp(v),
      weight: Math.round(weight * 1000) / 1000,
      detail,
    });
    match += (v ?? 0) * weight;
  }
  const matchScore = clamp(match);

  const h = hygieneChecks(profile);
  const hTotal = h.checks.reduce((n, c) => n + c.weight, 0);
  const hygieneScore = clamp(
    (100 * h.checks.reduce((n, c) => n + (c.passed ? c.weight : 0), 0)) / hTotal,
  );
  components.push({
    id: 'hygiene',
    label: 'Resume hygiene',
    score: hygieneScore,
    weight: HYGIENE_SHARE,
    detail: `${h.checks.filter((c) => c.passed).length} of ${h.checks.length} checks passed.`,
  });

  const atsScore = clamp(MATCH_SHARE * matchScore + HYGIENE_SHARE * hygieneScore);

  const reqHardMissing = hard.filter((x) => x.required && !x.found && !x.partial);
  const matchChecks: AtsCheck[] = [
    {
      id: 'required-hard-skills',
      label: 'Required hard skills',
      passed: reqHardMissing.length === 0,
      detail: reqHardMissing.length
        ? `Missing: ${reqHardMissing.map((x) => x.jobTerm).join(', ')}.`
        : 'All required hard skills found.',
      weight: Math.round(MATCH_WEIGHTS.hardSkills * 100),
    },
    {
      id: 'job-title-match',
      label: 'Job title match',
      passed: title.score >= 70 || title.score < 0,
      detail: components.find((c) => c.id === 'job-title')!.detail,
      weight: Math.round(MATCH_WEIGHTS.title * 100),
    },
    {
      id: 'education-match',
      label: 'Education match',
      passed: eduScore === null || eduScore >= 100,
      detail: components.find((c) => c.id === 'education')!.detail,
      weight: Math.round(MATCH_WEIGHTS.education * 100),
    },
    {
      id: 'experience-match',
      label: 'Years of experience',
      passed: expScore === null || expScore >= 100,
      detail: components.find((c) => c.id === 'experience')!.detail,
      weight: Math.round(MATCH_WEIGHTS.experience * 100),
    },
  ];

  const kindsPresent = [...new Set(profile.parsed.sections.map((s) => s.kind))];
  const expected = ['summary', 'experience', 'education', 'skills'];
  return {
    atsScore,
    keywordMatchScore,
    matchScore,
    hygieneScore,
    band: band(atsScore),
    components,
    hardSkills: {
      found: hard.filter((x) => x.found || x.partial),
      missing: hard.filter((x) => !x.found && !x.partial),
    },
    softSkills: {
      found: soft.filter((x) => x.found || x.partial),
      missing: soft.filter((x) => !x.found && !x.partial),
    },
    keywords: { found: kwFound, missing: kwMissing },
    jobTitle: {
      job: job.title,
      bestResumeTitle: title.best,
      score: Math.max(0, title.score),
      passed: title.score >= 70 || title.score < 0,
    },
    education: {
      required: eduReq,
      candidateLevel: profile.degreeLevel,
      candidateLevelName: DEGREE_LEVEL_NAMES[profile.degreeLevel],
      passed: eduScore === null || eduScore >= 100,
    },
    experience: {
      requiredYears: yrs,
      candidateYears: profile.years,
      passed: expScore === null || expScore >= 100,
    },
    sections: {
      present: kindsPresent,
      missing: expected.filter(
        (k) => !kindsPresent.includes(k as never) && !(k === 'summary' && profile.parsed.summary),
      ),
    },
    measurableResults: { quantified: h.quantified, totalBullets: h.totalBullets },
    length: { words: h.words, pages: h.pages },
    checks: [...matchChecks, ...h.checks],
    job: { title: job.title, seniority: job.seniority },
  };
}

/** Full ATS analysis of a resume against a job description. */
export function analyzeResume(
  resumeText: string,
  jobText: string | JobAnalysis,
  options?: EngineOptions,
): AtsReport {
  const job = typeof jobText === 'string' ? analyzeJob(jobText) : jobText;
  return scoreProfile(profileResume(resumeText, options), job);
}
