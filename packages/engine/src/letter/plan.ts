/**
 * Planning a cover letter before a word is written: the tone's phrase bank, the role and the
 * company (as typed, else from the posting), what the phrase bank's slots are filled with, the
 * resume's facts, the name the letter signs with, the requirements it answers (required first,
 * heaviest first), how well the resume fits, and the responsibility from the posting it quotes.
 */
import { analyzeJob } from '../job/analyze';
import { parseResume } from '../parser';
import { hash32 } from '../text/seeded';
import { checkAgainst, originalFacts, type OriginalFacts } from '../truth';
import type { JobAnalysis, JobSkill, ParsedResume } from '../types';
import { letterFit, type LetterFit } from './fit';
import { inProse, nameFromLine, signatureName } from './names';
import { BANKS, teamOf, type SlotContext, type ToneBank } from './phrases';
import { asClause, companyFromPosting, responsibilities } from './posting';
import { masked } from './repair';
import type { CoverLetterInput, CoverLetterOptions } from './types';

/** How many of the job's skills are looked at. */
const TOP_REQUIREMENTS = 24;

export interface LetterPlan {
  bank: ToneBank;
  /** '' when the letter is written without a resume */
  resumeText: string;
  posting: string;
  job: JobAnalysis;
  /** the role and the company, as typed or as the posting gives them ('' unknown) */
  title: string;
  company: string;
  /** what the phrase bank's slots are filled with */
  ctx: SlotContext;
  /** the seed of the letter's wordings: a hash of everything it is written from */
  seed: number;
  facts: OriginalFacts;
  parsed: ParsedResume;
  /** the name the letter signs with ('' when neither the resume nor the input gives one) */
  name: string;
  /** the posting's and the user's own words, which the truthfulness check sets aside */
  keep: string[];
  /** the requirements the letter answers: the required skills first, then the preferred, heaviest first */
  reqs: JobSkill[];
  /** the posting's required skills, by taxonomy id */
  required: Set<number>;
  /** how well the resume meets the posting (null without a resume) */
  fit: LetterFit | null;
  /** the resume meets few of the posting's requirements (another field) */
  poor: boolean;
  /** up to two of the posting's responsibilities as one clause ("to design ..., and to mentor ...") */
  resp: string;
}

/**
 * A responsibility from the posting that states nothing the resume does not hold (up to two, a
 * second only when short and plain: "to design ..., and to mentor engineers").
 */
function postingResponsibility(posting: string, facts: OriginalFacts, keep: string[]): string {
  const resps: string[] = [];
  for (const item of responsibilities(posting)) {
    const clause = asClause(item);
    if (resps.length && (resps[0]!.length + clause.length > 110 || /,| and /.test(clause)))
      continue;
    if (checkAgainst(facts, masked(clause, keep), 'prose').ok) resps.push(clause);
    if (resps.length === 2) break;
  }
  return resps.join(', and to ');
}

/** Everything a letter is written from, read once. */
export function planLetter(input: CoverLetterInput, options?: CoverLetterOptions): LetterPlan {
  const bank: ToneBank = BANKS[input.tone] ?? BANKS.professional;
  const resumeText = (input.resumeText ?? '').trim();
  const posting = input.jobDescription ?? '';
  const job = analyzeJob(posting);
  const title = (input.jobTitle ?? '').trim() || job.title.trim();
  const company = (input.companyName ?? '').trim() || companyFromPosting(posting, title);
  const seed = hash32(
    `${input.tone}\u0000${title}\u0000${company}\u0000${resumeText}\u0000${posting}`,
  );
  const ctx: SlotContext = {
    theRole: title ? `the ${title} role` : 'this role',
    title,
    company: company ? inProse(company) : 'your team',
    named: Boolean(company),
    atCompany: company ? `at ${inProse(company)}` : 'on your team',
  };
  const facts: OriginalFacts = originalFacts(resumeText, options);
  const parsed = resumeText ? facts.profile.parsed : parseResume('');
  const given = (input.candidateName ?? '').trim();
  const name =
    (resumeText ? signatureName(resumeText, parsed.contact.name) : '') ||
    nameFromLine(given) ||
    given;
  // the company as the greeting names it too ("Dear Good Larder Co. team" of "The Good Larder Co.")
  const keep = [company, teamOf(company), title, name, given];
  const byWeight = (a: JobSkill, b: JobSkill) =>
    b.weight - a.weight || a.name.localeCompare(b.name);
  const reqs = [
    ...[...job.requiredSkills].sort(byWeight),
    ...[...job.preferredSkills].sort(byWeight),
  ].slice(0, TOP_REQUIREMENTS);
  const fit = resumeText ? letterFit(facts, job) : null;
  return {
    bank,
    resumeText,
    posting,
    job,
    title,
    company,
    ctx,
    seed,
    facts,
    parsed,
    name,
    keep,
    reqs,
    required: new Set(job.requiredSkills.map((r) => r.skillId)),
    fit,
    poor: Boolean(fit?.poor),
    resp: postingResponsibility(posting, facts, keep),
  };
}
