/**
 * Reviews a letter someone else wrote (a language model, or the user in the editor) against the
 * resume it claims to rest on: every sentence that states a fact the resume does not hold is
 * dropped, and each remaining sentence about the candidate is paired with the resume line it
 * rests on, so the writer can check every claim before sending.
 */
import { analyzeJob } from '../job/analyze';
import { findSkills } from '../taxonomy';
import { STOPWORDS } from '../text/lexicon';
import { stem } from '../text/stem';
import { originalFacts } from '../truth';
import type { JobSkill } from '../types';
import { fitWarning, letterFit } from './fit';
import { companyFromPosting } from './posting';
import { repairLetter } from './repair';
import type { CoverLetter, CoverLetterOptions, LetterClaim } from './types';

export interface LetterReviewInput {
  /** the resume the letter was written from; none means the letter may say nothing of the candidate's past */
  resumeText?: string | null;
  letter: string;
  jobDescription: string;
  companyName?: string;
  jobTitle?: string;
  candidateName?: string;
}

/** The checked letter: the fields of the engine's own letter that a review fills the same way. */
export type LetterReview = Pick<
  CoverLetter,
  'content' | 'claims' | 'requirementsCovered' | 'truth' | 'removed' | 'fit' | 'warning'
>;

const MAX_CHARS = 60_000;
/** A figure of the posting's own ("10M users", "40%", "$2B"), which a letter may quote as the company's. */
const POSTING_FIGURE =
  /[$€£]?\d[\d,.]*\s?(?:%|percent|k\b|m\b|bn\b|x\b|million|billion|\+)?(?!\s*(?:\+\s*)?(?:years?|yrs?)\b)/gi;
const ABOUT_ME = /\b(?:i|i'm|i’m|i've|i’ve|i'd|my|me)\b/i;
const FIGURE = /\d/;

function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z+#.-]*[a-z+#]|[a-z]/g) ?? [])
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map(stem);
}

function figuresOf(text: string): string[] {
  return text.match(/\d[\d,.]*%?/g)?.map((f) => f.replace(/[,.]$/, '')) ?? [];
}

/** The posting's figures a letter may quote, leaving out small counts and years of experience. */
function postingFigures(posting: string): string[] {
  const out = new Set<string>();
  for (const m of posting.matchAll(POSTING_FIGURE)) {
    const f = m[0].trim();
    const n = Number(f.replace(/[^\d.]/g, ''));
    const unit = /[%$€£kmxbn+]|percent|million|billion/i.test(f);
    if ((unit && f.length > 1) || n >= 100) out.add(f);
  }
  return [...out];
}

/** A letter's sentences, one line at a time. */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"“(])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

interface ResumeLine {
  text: string;
  stems: Set<string>;
  figures: Set<string>;
  skills: Set<number>;
}

function resumeLines(resume: string): ResumeLine[] {
  // the line exactly as the resume writes it (bullet glyph included), read without its glyph
  return resume
    .split('\n')
    .map((line) => ({ text: line.trim(), bare: line.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim() }))
    .filter((l) => l.bare.length > 3)
    .slice(0, 600)
    .map(({ text, bare }) => ({
      text,
      stems: new Set(stemsOf(bare)),
      figures: new Set(figuresOf(bare)),
      skills: new Set(findSkills(bare).map((m) => m.skillId)),
    }));
}

/**
 * The resume line a sentence rests on: the most shared figures, skills and words; '' when none is
 * close. The role's and company's own words are no evidence ("I am applying for the Backend
 * Engineer role" rests on nothing).
 */
function sourceOf(sentence: string, lines: ResumeLine[], posting: Set<string>): string {
  const stems = new Set(stemsOf(sentence).filter((s) => !posting.has(s)));
  const figures = figuresOf(sentence);
  const skills = new Set(
    findSkills(sentence)
      .filter((m) => !posting.has(stem(m.text.toLowerCase())))
      .map((m) => m.skillId),
  );
  let best = '';
  let bestScore = 0;
  for (const line of lines) {
    let score = 0;
    for (const f of figures) if (line.figures.has(f)) score += 3;
    for (const s of skills) if (line.skills.has(s)) score += 2;
    for (const s of stems) if (line.stems.has(s)) score += 1;
    if (score > bestScore) {
      bestScore = score;
      best = line.text;
    }
  }
  return bestScore >= 4 ? best : '';
}

/** Review a letter against its resume and job (never throws; deterministic). */
export function reviewLetter(input: LetterReviewInput, options?: CoverLetterOptions): LetterReview {
  const resumeText = String(input.resumeText ?? '')
    .slice(0, MAX_CHARS)
    .trim();
  const posting = String(input.jobDescription ?? '').slice(0, MAX_CHARS);
  const letter = String(input.letter ?? '').slice(0, MAX_CHARS);
  const job = analyzeJob(posting);
  const title = (input.jobTitle ?? '').trim() || job.title.trim();
  const company = (input.companyName ?? '').trim() || companyFromPosting(posting, title);
  const facts = originalFacts(resumeText, options);
  const name = resumeText ? facts.profile.parsed.contact.name : '';
  const keep = [company, title, name, input.candidateName ?? '', ...postingFigures(posting)];
  const { content, truth, removed } = repairLetter(facts, letter, keep);

  const claims: LetterClaim[] = [];
  const covered = new Set<string>();
  if (resumeText) {
    const lines = resumeLines(resumeText);
    const postingWords = new Set(stemsOf(`${title} ${company}`));
    const wanted = new Map<number, JobSkill>();
    for (const r of [...job.requiredSkills, ...job.preferredSkills]) wanted.set(r.skillId, r);
    for (const sentence of sentences(content)) {
      if (!ABOUT_ME.test(sentence) && !FIGURE.test(sentence)) continue;
      const source = sourceOf(sentence, lines, postingWords);
      if (!source) continue;
      const requirements = [
        ...new Set(
          findSkills(sentence)
            .map((m) => wanted.get(m.skillId)?.name)
            .filter((n): n is string => Boolean(n)),
        ),
      ];
      for (const r of requirements) covered.add(r);
      claims.push({ sentence, source, requirements });
    }
  }
  const fit = resumeText ? letterFit(facts, job) : null;
  return {
    content,
    claims,
    requirementsCovered: [...covered],
    truth,
    removed,
    fit,
    warning: fitWarning(fit, title),
  };
}
