/**
 * Cover letter analysis: three scores, strengths, gaps and rewrite suggestions for a letter read
 * against a job description. Deterministic (no clock, no randomness) and linear in the text.
 *
 * Every part is measured 0..100 and reported with its weight (`parts`):
 *
 * - coverage: the share of the job's required skills, by the posting's weight, that the letter names
 *   (taxonomy aliases and stems; an alternative the posting accepts, or a same-family skill when it
 *   says "or similar", counts in full; a narrower skill that implies it, e.g. PostgreSQL for SQL,
 *   counts half). Without required skills, all the job's skills are used.
 * - keywords: the share, by weight, of the job's other recurring terms and nice-to-have skills used.
 * - length: 100 for 250-400 words, falling linearly to 0 at 0 words and to 20 at 900 words or more.
 * - opening: names the role (40), names the company (40), no cliché opener such as "To whom it may
 *   concern" or "My name is" (20).
 * - closing: a call to action (60) and a sign-off (40).
 * - readability: average sentence length of 12-22 words scores 100; shorter or longer lowers it, and
 *   each sentence over 40 words costs 10.
 * - specificity: figures (15 each, up to 3), named things such as employers or projects (8 each, up
 *   to 4) and action verbs (6 each, up to 5) from a base of 20, less 15 per generic phrase
 *   ("hard-working team player").
 * - tone: 50, plus 12 per enthusiasm/confidence marker (up to 4), less 18 per hedge ("I think").
 * - voice: first person used, and not most sentences opening with "I" or with the same word.
 *
 * specificity, tone, voice and readability are scaled by min(1, words / 120): a few words are too
 * little to show a voice.
 *
 * Scores (rounded):
 * - atsScore = 0.40 coverage + 0.20 keywords + 0.15 length + 0.25 structure,
 *   where structure = 0.4 opening + 0.4 closing + 0.2 readability;
 * - relevanceScore = 0.70 coverage + 0.30 keywords;
 * - personalityScore = 0.25 voice + 0.25 tone + 0.30 specificity + 0.20 (opening + closing) / 2.
 */
import { familyOf } from '../ats/fit';
import { analyzeJob } from '../job/analyze';
import { getSkill, matchTokens, tokenizeText } from '../taxonomy';
import { ACTION_VERBS, SENIORITY_WORDS } from '../text/lexicon';
import { splitSentences } from '../text/normalize';
import type { JobAnalysis, JobSkill } from '../types';

export type LetterSection = 'opening' | 'body' | 'closing' | 'overall';
export type LetterPriority = 'high' | 'medium' | 'low';

export interface LetterRecommendation {
  section: LetterSection;
  priority: LetterPriority;
  /** the letter's own sentence, or "(missing)" */
  current: string;
  /** a rewrite that adds no fact the user did not give (placeholders are in square brackets) */
  improved: string;
  reasoning: string;
}

export interface LetterPart {
  id:
    | 'coverage'
    | 'keywords'
    | 'length'
    | 'opening'
    | 'closing'
    | 'readability'
    | 'specificity'
    | 'tone'
    | 'voice';
  label: string;
  /** 0..100 */
  score: number;
  /** the weights this part carries in each score that uses it */
  weight: { ats: number; relevance: number; personality: number };
  detail: string;
}

export interface LetterAnalysis {
  atsScore: number;
  personalityScore: number;
  relevanceScore: number;
  strengthAreas: string[];
  improvementAreas: string[];
  recommendations: LetterRecommendation[];
  parts: LetterPart[];
}

export interface LetterAnalysisOptions {
  /** the company as the user typed it; otherwise read from the posting when it says so */
  companyName?: string;
  /** the role as the user typed it; otherwise the posting's title */
  jobTitle?: string;
  /** a job already analysed by `analyzeJob`, to save reading it twice */
  job?: JobAnalysis;
}

/** Texts are cut here before reading: the API caps both at 20,000 characters. */
const MAX_CHARS = 60_000;

const CLICHE_OPENER =
  /\b(?:to whom it may concern|dear sir(?:\s+or\s+madam)?|dear hiring manager|my name is|i am writing to express my interest|please accept this letter|i am writing to apply)\b/i;
const SALUTATION = /^(?:dear|hello|hi|to whom|greetings)\b[^\n]{0,120}$/i;
const SIGN_OFF =
  /\b(?:sincerely|best regards|kind regards|warm regards|regards|yours truly|yours faithfully|respectfully|best wishes|many thanks|thank you)\b/i;
const CALL_TO_ACTION =
  /\b(?:discuss|conversation|interview|speak with|talk with|talk about|meet|a call|chat|hear from you|look forward|looking forward|welcome the (?:chance|opportunity))\b/i;
const GENERIC =
  /\b(?:hard[- ]working|team player|go[- ]getter|self[- ]starter|think outside the box|detail[- ]oriented|results[- ]driven|highly motivated|fast learner|quick learner|people person|perfect fit|dynamic individual|passionate about|excellent communication skills|wear many hats|synergy|proven track record|best of my ability)\b/gi;
const HEDGE =
  /\b(?:i (?:think|believe|feel|guess)(?: that)? i (?:might|may) be able to|i would like to think(?: that)?|i (?:think|believe|feel|guess)(?: that)?|(?:might|may) be able to|i might|maybe|perhaps|hopefully|somewhat|if possible|i'm not sure|i am not sure)\b/gi;
/** How each hedge is cut: "I believe I might be able to add" -> "I can add"; "I think I would" -> "I would". */
function unhedge(sentence: string): string {
  const out = sentence
    .replace(/\bI (?:think|believe|feel|guess)(?: that)? I (?:might|may) be able to\b/gi, 'I can')
    .replace(/\b(?:might|may) be able to\b/gi, 'can')
    .replace(/\bI might\b/gi, 'I can')
    .replace(/\bI (?:would like to think|think|believe|feel|guess)(?: that)?\s+/gi, '')
    .replace(/,?\s*\b(?:maybe|perhaps|hopefully|somewhat|if possible)\b,?/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out.replace(/^[a-z]/, (c) => c.toUpperCase());
}
const MARKER =
  /\b(?:excited|eager|thrilled|delighted|keen|confident|proud|energi[sz]ed|enthusiastic|look forward|looking forward|would welcome|ready to|can't wait|love to|i led|i built|i delivered|i shipped|i launched)\b/gi;
const FIGURE = /(?:[$€£]\s?)?\d[\d,.]*\s?(?:%|percent|k\b|m\b|x\b)?/g;
const CAPITALISED = /\b[A-Z][A-Za-z0-9&'’.-]*[A-Za-z0-9]/g;
const NOT_NAMES = new Set(
  "I I’m I'm I’ve I've I’d I'd I’ll I'll My Me The A An In At On For With And But Or As So To Of By This That These Those It Its We Our You Your He She They Their Dear Sincerely Regards Best Kind Thank Thanks Hello Hi Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December".split(
    ' ',
  ),
);

const clamp = (n: number): number => Math.max(0, Math.min(100, n));
const round = (n: number): number => Math.round(clamp(n));

function countMatches(re: RegExp, text: string): string[] {
  return text.match(re) ?? [];
}

function words(text: string): string[] {
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’+#.-]*/g) ?? [];
}

/** "Company: Tidewater Payments" or "Tidewater Payments is hiring ...". */
function companyFromJob(text: string): string {
  const label =
    /^[ \t]*(?:company|employer|organi[sz]ation|company name)[ \t]*:[ \t]*([^\n]{2,80})$/im.exec(
      text,
    );
  if (label?.[1]) return label[1].trim();
  const hiring =
    /\b([A-Z][A-Za-z0-9&.'-]{1,40}(?: [A-Z][A-Za-z0-9&.'-]{1,40}){0,3}) (?:is|are) (?:hiring|looking|seeking|searching)\b/.exec(
      text,
    );
  return hiring?.[1]?.trim() ?? '';
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

interface LetterShape {
  text: string;
  lower: string;
  wordCount: number;
  /** sentences of the body, without salutation and sign-off lines */
  sentences: string[];
  opening: string;
  openingSentence: string;
  closing: string;
  closingSentence: string;
  hasSignOff: boolean;
}

function shapeOf(letter: string): LetterShape {
  const text = letter.replace(/\r\n?/g, '\n').slice(0, MAX_CHARS);
  const lines = text.split('\n').map((l) => l.trim());
  let first = 0;
  while (first < lines.length && (!lines[first] || SALUTATION.test(lines[first]!))) first++;
  let last = lines.length - 1;
  let hasSignOff = false;
  // the sign-off block: short lines at the end ("Sincerely,", a name)
  for (let k = 0; k < 4 && last >= first; k++) {
    const l = lines[last]!;
    if (!l) {
      last--;
      continue;
    }
    if (SIGN_OFF.test(l) && l.length < 40) {
      hasSignOff = true;
      last--;
      continue;
    }
    if (l.length < 40 && !/[.!?]$/.test(l)) {
      last--;
      continue;
    }
    break;
  }
  if (!hasSignOff && SIGN_OFF.test(lines.slice(Math.max(first, last - 1)).join(' ')))
    hasSignOff = true;
  const body = lines.slice(first, last + 1).join('\n');
  const sentences = splitSentences(body).filter((s) => /[A-Za-z]/.test(s));
  return {
    text,
    lower: text.toLowerCase(),
    wordCount: words(body).length,
    sentences,
    opening: sentences.slice(0, 2).join(' '),
    openingSentence: sentences[0] ?? '',
    closing: sentences.slice(-2).join(' '),
    closingSentence: sentences[sentences.length - 1] ?? '',
    hasSignOff,
  };
}

interface Coverage {
  score: number;
  found: JobSkill[];
  missing: JobSkill[];
}

function skillCoverage(skills: JobSkill[], have: Set<number>, implied: Set<number>): Coverage {
  let total = 0;
  let got = 0;
  const found: JobSkill[] = [];
  const missing: JobSkill[] = [];
  for (const s of skills) {
    total += s.weight;
    let hit = have.has(s.skillId) || (s.alternatives ?? []).some((a) => have.has(a));
    if (!hit && s.orSimilar) hit = familyOf(s.skillId).some((a) => have.has(a));
    if (hit) {
      got += s.weight;
      found.push(s);
    } else if (implied.has(s.skillId)) {
      got += s.weight / 2;
      found.push(s);
    } else missing.push(s);
  }
  return { score: total > 0 ? (100 * got) / total : 0, found, missing };
}

/** Does the text name the role? All the title's words that are not seniority words, by stem. */
function namesRole(textKeys: Set<string>, title: string): boolean {
  const keys = tokenizeText(title)
    .filter((t) => !SENIORITY_WORDS.has(t.lower))
    .map((t) => t.key);
  if (keys.length === 0) return false;
  const hit = keys.filter((k) => textKeys.has(k)).length;
  return hit >= Math.max(1, Math.ceil(keys.length * 0.66));
}

function lengthScore(n: number): number {
  if (n < 250) return (100 * n) / 250;
  if (n <= 400) return 100;
  return Math.max(20, 100 - ((n - 400) * 80) / 500);
}

function readabilityScore(sentences: string[]): { score: number; avg: number; long: number } {
  if (sentences.length === 0) return { score: 0, avg: 0, long: 0 };
  const lens = sentences.map((s) => words(s).length);
  const avg = lens.reduce((a, b) => a + b, 0) / lens.length;
  const long = lens.filter((n) => n > 40).length;
  let score = 100;
  if (avg < 12) score = 100 - (12 - avg) * 8;
  else if (avg > 22) score = 100 - (avg - 22) * 5;
  return { score: clamp(score - Math.min(40, long * 10)), avg, long };
}

function quote(s: string): string {
  return s.length > 400 ? `${s.slice(0, 397)}...` : s;
}

/** Analyse a cover letter against a job description. Never throws; same input, same output. */
export function analyzeCoverLetter(
  letter: string,
  jobDescription: string,
  options: LetterAnalysisOptions = {},
): LetterAnalysis {
  const jobText = String(jobDescription ?? '').slice(0, MAX_CHARS);
  const job = options.job ?? analyzeJob(jobText);
  const shape = shapeOf(String(letter ?? ''));
  const role = (options.jobTitle ?? '').trim() || job.title;
  const company = (options.companyName ?? '').trim() || companyFromJob(jobText);

  const toks = tokenizeText(shape.text);
  const keys = new Set(toks.map((t) => t.key));
  const have = new Set(matchTokens(toks).map((m) => m.skillId));
  const implied = new Set<number>();
  for (const id of have) for (const p of getSkill(id).implies) implied.add(p);

  // coverage of the required skills
  const hard = job.skills.filter((s) => s.category !== 'soft');
  const requiredPool = job.requiredSkills.length > 0 ? job.requiredSkills : job.skills;
  const cov = skillCoverage(requiredPool, have, implied);
  const noSkills = requiredPool.length === 0;
  const coverage = noSkills ? 50 : cov.score;

  // keywords: recurring terms and nice-to-have skills
  const kwTerms = job.keywords;
  let kwTotal = 0;
  let kwGot = 0;
  const kwFound: string[] = [];
  const kwMissing: string[] = [];
  for (const k of kwTerms) {
    const kk = tokenizeText(k.term).map((t) => t.key);
    kwTotal += k.weight;
    if (kk.length > 0 && kk.every((x) => keys.has(x))) {
      kwGot += k.weight;
      kwFound.push(k.term);
    } else kwMissing.push(k.term);
  }
  const pref = requiredPool === job.skills ? [] : job.preferredSkills;
  const prefCov = skillCoverage(pref, have, implied);
  for (const s of pref) kwTotal += s.weight;
  kwGot += (prefCov.score / 100) * pref.reduce((a, s) => a + s.weight, 0);
  const keywords = kwTotal > 0 ? (100 * kwGot) / kwTotal : noSkills ? 50 : coverage;

  const length = lengthScore(shape.wordCount);
  const evidence = Math.min(1, shape.wordCount / 120);

  // opening
  const openToks = tokenizeText(shape.opening);
  const openKeys = new Set(openToks.map((t) => t.key));
  const openRole = role ? namesRole(openKeys, role) : false;
  const openCompany = company ? shape.opening.toLowerCase().includes(company.toLowerCase()) : false;
  const head = shape.text.slice(0, 400);
  const clicheOpener = CLICHE_OPENER.exec(head)?.[0] ?? '';
  const opening =
    shape.sentences.length === 0
      ? 0
      : (openRole ? 40 : 0) + (openCompany ? 40 : 0) + (clicheOpener ? 0 : 20);

  // closing
  const cta = shape.sentences.length > 0 && CALL_TO_ACTION.test(shape.closing);
  const closing = (cta ? 60 : 0) + (shape.hasSignOff ? 40 : 0);

  const read = readabilityScore(shape.sentences);
  const readability = read.score * evidence;

  // specificity
  const bodyText = shape.sentences.join(' ');
  const figures = countMatches(FIGURE, bodyText).filter((f) => /\d/.test(f));
  const named = new Set<string>();
  for (const s of shape.sentences) {
    const caps = s.match(CAPITALISED) ?? [];
    caps.forEach((c, i) => {
      if (i === 0 && s.startsWith(c)) return;
      if (!NOT_NAMES.has(c)) named.add(c);
    });
  }
  let verbs = 0;
  for (const t of toks) if (ACTION_VERBS.has(t.lower)) verbs++;
  const generic = countMatches(GENERIC, shape.text);
  const specificity =
    clamp(
      20 +
        15 * Math.min(figures.length, 3) +
        8 * Math.min(named.size, 4) +
        6 * Math.min(verbs, 5) -
        15 * generic.length,
    ) * evidence;

  // tone
  const hedges = countMatches(HEDGE, shape.text);
  const markers = countMatches(MARKER, shape.text);
  const tone = clamp(50 + 12 * Math.min(markers.length, 4) - 18 * hedges.length) * evidence;

  // voice
  const openers = shape.sentences.map((s) => (words(s)[0] ?? '').toLowerCase());
  const startI = openers.filter((w) => w === 'i' || w === "i'm" || w === 'i’m').length;
  const shareI = openers.length ? startI / openers.length : 0;
  const distinct = openers.length ? new Set(openers).size / openers.length : 0;
  const firstPerson = /\b(?:i|me|my|i'm|i’m|i've|i’ve)\b/i.test(bodyText);
  const voice =
    (firstPerson
      ? clamp(
          100 - (80 * Math.max(0, shareI - 0.35)) / 0.65 - (30 * Math.max(0, 0.6 - distinct)) / 0.6,
        )
      : 30) * evidence;

  const structure = 0.4 * opening + 0.4 * closing + 0.2 * readability;
  const atsScore = round(0.4 * coverage + 0.2 * keywords + 0.15 * length + 0.25 * structure);
  const relevanceScore = round(0.7 * coverage + 0.3 * keywords);
  const personalityScore = round(
    0.25 * voice + 0.25 * tone + 0.3 * specificity + 0.2 * ((opening + closing) / 2),
  );

  const reqNames = requiredPool.map((s) => s.jobTerm);
  const foundNames = cov.found.map((s) => s.jobTerm);
  const parts: LetterPart[] = [
    {
      id: 'coverage',
      label: 'Requirement coverage',
      score: round(coverage),
      weight: { ats: 0.4, relevance: 0.7, personality: 0 },
      detail: noSkills
        ? 'The posting names no skills the engine recognises; scored neutral.'
        : `Names ${foundNames.length} of the ${reqNames.length} ${job.requiredSkills.length ? 'required ' : ''}skills${foundNames.length ? `: ${listNames(foundNames)}` : ''}.`,
    },
    {
      id: 'keywords',
      label: 'Keyword use',
      score: round(keywords),
      weight: { ats: 0.2, relevance: 0.3, personality: 0 },
      detail:
        kwTotal > 0
          ? `Uses ${kwFound.length + prefCov.found.length} of ${kwTerms.length + pref.length} other terms of the posting${kwFound.length + prefCov.found.length ? `: ${listNames([...kwFound, ...prefCov.found.map((s) => s.jobTerm)])}` : ''}.`
          : 'The posting has no other recurring terms.',
    },
    {
      id: 'length',
      label: 'Length',
      score: round(length),
      weight: { ats: 0.15, relevance: 0, personality: 0 },
      detail: `${shape.wordCount} words (250-400 is best).`,
    },
    {
      id: 'opening',
      label: 'Opening',
      score: round(opening),
      weight: { ats: 0.1, relevance: 0, personality: 0.1 },
      detail: `${openRole ? 'Names' : 'Does not name'} the role, ${openCompany ? 'names' : 'does not name'} the company${clicheOpener ? `, opens with "${clicheOpener}"` : ''}.`,
    },
    {
      id: 'closing',
      label: 'Closing',
      score: round(closing),
      weight: { ats: 0.1, relevance: 0, personality: 0.1 },
      detail: `${cta ? 'Has' : 'No'} call to action, ${shape.hasSignOff ? 'has' : 'no'} sign-off.`,
    },
    {
      id: 'readability',
      label: 'Readability',
      score: round(readability),
      weight: { ats: 0.05, relevance: 0, personality: 0 },
      detail: `${shape.sentences.length} sentences, ${Math.round(read.avg)} words each on average (12-22 reads best)${read.long ? `, ${read.long} over 40 words` : ''}.`,
    },
    {
      id: 'specificity',
      label: 'Specificity',
      score: round(specificity),
      weight: { ats: 0, relevance: 0, personality: 0.3 },
      detail: `${figures.length} figures, ${named.size} named things, ${verbs} action verbs, ${generic.length} generic phrases.`,
    },
    {
      id: 'tone',
      label: 'Tone',
      score: round(tone),
      weight: { ats: 0, relevance: 0, personality: 0.25 },
      detail: `${markers.length} enthusiasm or confidence markers, ${hedges.length} hedges.`,
    },
    {
      id: 'voice',
      label: 'Personal voice',
      score: round(voice),
      weight: { ats: 0, relevance: 0, personality: 0.25 },
      detail: firstPerson
        ? `${startI} of ${openers.length} sentences start with "I".`
        : 'Not written in the first person.',
    },
  ];

  // strengths and gaps
  const strengthAreas: string[] = [];
  const improvementAreas: string[] = [];
  if (!noSkills && foundNames.length > 0)
    strengthAreas.push(
      `Names ${foundNames.length} of the ${reqNames.length} ${job.requiredSkills.length ? 'required ' : ''}skills: ${listNames(foundNames)}.`,
    );
  const topMissing = cov.missing
    .slice()
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3);
  // named tools and languages first: they are what an example can show
  const concrete = (s: JobSkill) => (s.category === 'tool' || s.category === 'language' ? 0 : 1);
  const hardMissing = cov.missing
    .filter((s) => hard.includes(s))
    .sort((a, b) => concrete(a) - concrete(b) || b.weight - a.weight);
  for (const s of topMissing)
    improvementAreas.push(
      `Does not mention ${s.jobTerm}, which the posting ${s.required ? 'requires' : 'asks for'}.`,
    );
  if (shape.wordCount >= 250 && shape.wordCount <= 400)
    strengthAreas.push(`A good length: ${shape.wordCount} words.`);
  else if (shape.wordCount < 250)
    improvementAreas.push(`Short: ${shape.wordCount} words, where 250-400 reads best.`);
  else improvementAreas.push(`Long: ${shape.wordCount} words, where 250-400 reads best.`);
  if (openRole && openCompany) strengthAreas.push('The opening names the role and the company.');
  else if (shape.sentences.length > 0)
    improvementAreas.push(
      `The opening does not name the ${[!openRole ? 'role' : '', !openCompany ? 'company' : ''].filter(Boolean).join(' or the ')}.`,
    );
  if (clicheOpener) improvementAreas.push(`Opens with the cliché "${clicheOpener}".`);
  if (cta && shape.hasSignOff) strengthAreas.push('Ends with a call to action and a sign-off.');
  else {
    if (!cta) improvementAreas.push('The closing does not ask for a conversation or interview.');
    if (!shape.hasSignOff) improvementAreas.push('No sign-off such as "Sincerely".');
  }
  if (figures.length > 0)
    strengthAreas.push(
      `Backs claims with ${figures.length} figure${figures.length > 1 ? 's' : ''}.`,
    );
  else if (shape.wordCount > 0) improvementAreas.push('No figures: results are not measured.');
  if (generic.length > 0)
    improvementAreas.push(
      `Generic phrases: ${listNames([...new Set(generic.map((g) => `"${g.toLowerCase()}"`))])}.`,
    );
  if (hedges.length > 0)
    improvementAreas.push(
      `Hedges weaken it: ${listNames([...new Set(hedges.map((h) => `"${h.toLowerCase()}"`))])}.`,
    );
  else if (markers.length > 0 && shape.wordCount > 0)
    strengthAreas.push('Confident, enthusiastic tone without hedging.');
  if (firstPerson && shareI > 0.6 && openers.length >= 3)
    improvementAreas.push(
      `${startI} of ${openers.length} sentences start with "I"; vary the openings.`,
    );
  else if (firstPerson && openers.length >= 4) strengthAreas.push('Varied sentence openings.');

  // recommendations
  const recs: LetterRecommendation[] = [];
  const roleText = role || '[the role]';
  const companyText = company || '[the company]';
  if (shape.sentences.length === 0) {
    recs.push({
      section: 'overall',
      priority: 'high',
      current: '(missing)',
      improved: `I am applying for the ${roleText} role at ${companyText}. [Two or three short paragraphs, each pairing one of the posting's requirements with your own example.] [A closing line asking for a conversation.]`,
      reasoning: 'There is no letter text to analyse yet.',
    });
  } else {
    if (!openRole || !openCompany || clicheOpener) {
      // keep the user's own first sentence unless it is a stock opener or another application line
      const rest = shape.openingSentence;
      const keepRest =
        !clicheOpener &&
        !/\b(?:apply|applying|application)\b/i.test(rest) &&
        words(rest).length >= 5;
      recs.push({
        section: 'opening',
        priority: 'high',
        current: quote(shape.openingSentence),
        improved: `I am applying for the ${roleText} role at ${companyText}.${keepRest ? ` ${quote(rest)}` : ''}`,
        reasoning:
          'The first sentence should say which role at which company you want, without a stock phrase; readers and ATS filters look for both.',
      });
    }
    for (const s of hardMissing.slice(0, 2))
      recs.push({
        section: 'body',
        priority: s.required ? 'high' : 'medium',
        current: '(missing)',
        improved: `[only if you have it: your example of ${s.jobTerm}, where you used it and the result]`,
        reasoning: `The posting ${s.required ? 'requires' : 'asks for'} ${s.jobTerm} and the letter never names it.`,
      });
    const seen = new Set<string>();
    for (const s of shape.sentences) {
      if (recs.length >= 8) break;
      GENERIC.lastIndex = 0;
      HEDGE.lastIndex = 0;
      const hasGeneric = GENERIC.test(s);
      GENERIC.lastIndex = 0;
      const hasHedge = HEDGE.test(s);
      HEDGE.lastIndex = 0;
      if ((!hasGeneric && !hasHedge) || seen.has(s)) continue;
      seen.add(s);
      const fixed = hasGeneric
        ? '[replace with one specific example from your own work that shows this]'
        : unhedge(s);
      recs.push({
        section: 'body',
        priority: hasGeneric ? 'medium' : 'low',
        current: quote(s),
        improved: fixed,
        reasoning: hasGeneric
          ? 'Generic self-descriptions are skipped by readers; an example of your own says more.'
          : 'Hedges make a claim sound unsure; state it plainly.',
      });
    }
    if (!cta || !shape.hasSignOff) {
      recs.push({
        section: 'closing',
        priority: cta ? 'low' : 'medium',
        current: quote(shape.closingSentence),
        improved: `${cta ? quote(shape.closingSentence) : `I would welcome the chance to discuss the ${roleText} role with you.`}${shape.hasSignOff ? '' : '\n\nSincerely,\n[your name]'}`,
        reasoning: 'End by asking for the next step and sign off, so the reader knows what to do.',
      });
    }
    if (firstPerson && shareI > 0.6 && openers.length >= 3) {
      const move = /^I ([^,]{3,200}?) ((?:at|in|during|for|with|on) [^,.;]{2,80})\.$/;
      const s = shape.sentences.find((x, i) => i > 0 && !seen.has(x) && move.test(x));
      const m = s ? move.exec(s) : null;
      if (s && m)
        recs.push({
          section: 'overall',
          priority: 'low',
          current: quote(s),
          improved: `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}, I ${m[1]}.`,
          reasoning: 'Most sentences start with "I"; leading with the context varies the rhythm.',
        });
    }
    if (read.long > 0) {
      const long = shape.sentences.find((x) => words(x).length > 40 && /, and |; /.test(x));
      if (long) {
        const at = long.search(/, and |; /);
        const a = long.slice(0, at).trim();
        const b = long
          .slice(at)
          .replace(/^(?:, and |; )/, '')
          .trim();
        recs.push({
          section: 'overall',
          priority: 'low',
          current: quote(long),
          improved: `${a}. ${b.charAt(0).toUpperCase()}${b.slice(1)}`,
          reasoning: 'Sentences over 40 words are hard to follow; two shorter ones read faster.',
        });
      }
    }
    if (shape.wordCount > 0 && shape.wordCount < 150)
      recs.push({
        section: 'overall',
        priority: 'medium',
        current: '(missing)',
        improved:
          "[a paragraph pairing one of the posting's requirements with your own example and its result]",
        reasoning: `At ${shape.wordCount} words the letter is too short to show fit; 250-400 words reads best.`,
      });
  }

  return {
    atsScore,
    personalityScore,
    relevanceScore,
    strengthAreas,
    improvementAreas,
    recommendations: recs,
    parts,
  };
}
