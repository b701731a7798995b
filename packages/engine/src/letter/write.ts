/**
 * The local cover letter writer. An opening that names the role and company, two body
 * paragraphs that pair the job's top required skills (by weight) with the candidate's own
 * resume bullets that mention them (employer, title and figures kept as written), a close and
 * a sign-off. The tone picks its own wording for every slot (see phrases.ts), chosen from a hash
 * of the inputs, so the same input gives the same letter.
 *
 * Nothing about the candidate comes from anywhere but the resume: without one the letter
 * speaks only of the role and leaves marked placeholders ("[Add an example ...]") for the
 * writer. Every letter is checked with the engine's truthfulness check (prose) and a sentence
 * that states an invented fact is dropped. Each sentence about the candidate carries the
 * resume line it rests on.
 */
import { analyzeJob } from '../job/analyze';
import { parseResume } from '../parser';
import { findSkills } from '../taxonomy';
import { stem } from '../text/stem';
import { checkAgainst, originalFacts, type OriginalFacts } from '../truth';
import type { JobSkill, TruthReport } from '../types';
import {
  BANKS,
  article,
  cap,
  type EvidenceContext,
  type LetterTone,
  type SlotContext,
  type ToneBank,
} from './phrases';
import { asClause, companyFromPosting, responsibilities } from './posting';

export { LETTER_TONES, type LetterTone } from './phrases';

export interface CoverLetterInput {
  resumeText?: string | null;
  jobDescription: string;
  companyName?: string;
  jobTitle?: string;
  tone: LetterTone;
  candidateName?: string;
}

export interface LetterClaim {
  sentence: string;
  /** the exact resume line the sentence rests on */
  source: string;
  /** the job's requirements (skill names) the sentence answers, if any */
  requirements: string[];
}

export interface CoverLetter {
  content: string;
  claims: LetterClaim[];
  /** the job's required skills the letter pairs with evidence from the resume */
  requirementsCovered: string[];
  truth: TruthReport;
  /** sentences the truthfulness check removed (none for a letter the engine wrote well) */
  removed: string[];
}

export interface CoverLetterOptions {
  /** the date "Present" means (see EngineOptions) */
  asOf?: { year: number; month?: number };
}

/** How many of the job's required skills are looked at, and how many bullets a letter cites. */
const TOP_REQUIREMENTS = 24;
const MAX_EVIDENCE = 6;
const MAX_BULLETS = 300;
const MAX_WORDS = 400;
const OPENERS = new Set(
  'As At In While During Then There Furthermore Another One Some The A On Over Today Right My Most These If Your You What Beyond And Add Take Dear Hello Hi Thanks With Kind Best Warm All Until Yours Respectfully Sincerely Regards Please When Getting Everything Here Let Picture'.split(
    ' ',
  ),
);
/** requirement names too broad to name as a skill of one's own ("Backend Development") */
const GENERIC = /^[a-z]|[Dd]evelopment$|[Ee]ngineering$|[Ss]cience$|^Communication$|^Teamwork$/;

const PAST_IRREGULAR = new Set(
  'led built grew ran set wrote made took won cut drove oversaw brought began taught spoke sold kept met found gave held rebuilt rewrote shipped'.split(
    ' ',
  ),
);

/** FNV-1a over the inputs, for choosing wordings deterministically. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A small deterministic generator (mulberry32) that picks one of several wordings, preferring
 * one the letter has not used yet, so that a slot filled twice reads differently the second time.
 */
function chooser(seed: number) {
  let a = seed;
  const used = new Set<unknown>();
  return <T>(items: readonly T[]): T => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    const fresh = items.filter((i) => !used.has(i));
    const from = fresh.length ? fresh : items;
    const item = from[Math.floor(r * from.length)]!;
    used.add(item);
    return item;
  };
}

/** The summary's first sentence as "I am a ... with ...", when it has that shape (or already opens with "I"). */
function summarySentence(summary: string): string | null {
  const first =
    summary
      .trim()
      .split(/(?<=[.!?])\s+/)[0]
      ?.replace(/[.!?]+$/, '')
      .trim() ?? '';
  if (!first || first.length > 220) return null;
  if (/^I\s/.test(first)) return first;
  const m = /^([A-Za-z][A-Za-z/&+ -]{2,60}?) with (.+)$/.exec(first);
  if (!m || /ed$/i.test(m[1]!.split(' ')[0]!)) return null;
  const np = /^[A-Z][a-z]/.test(m[1]!) ? m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1) : m[1]!;
  return `I am ${article(np)} ${np} with ${m[2]}`;
}

/** A line without its bullet glyph and outer spaces. */
function bare(line: string): string {
  return line.replace(/^[\s•*·▪‣◦●–—-]+/, '').trim();
}

/** A bullet as a clause after "I", when it opens with a past-tense verb ("Led ..."). */
function actionOf(bullet: string, current: boolean): string | null {
  const text = bullet.trim().replace(/[.;:]+$/, '');
  const first = /^([A-Za-z]+)\b/.exec(text)?.[1];
  if (!first || !/^[A-Z]?[a-z]+$/.test(first)) return null;
  const lower = first.toLowerCase();
  const rest = lower + text.slice(first.length);
  if (/^[A-Za-z][a-z]+ed$/.test(first) || PAST_IRREGULAR.has(lower)) return rest;
  // "Responsible for ...", "Working on ...": the bullet as written, after "I am" or "I was"
  if (/^(?:responsible|accountable)$/.test(lower) || /^[a-z]{3,}ing$/.test(lower))
    return `${current ? 'am' : 'was'} ${rest}`;
  return null;
}

/** The resume's contact name, when it reads as a name near the top of the resume (else ''). */
function nameOf(resume: string, parsedName: string): string {
  const n = parsedName.trim();
  if (!/^[A-Z][A-Za-z'’.-]*(?:[ \t]+[A-Z][A-Za-z'’.-]*){1,3}$/.test(n)) return '';
  const top = resume
    .slice(0, 2000)
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 5);
  return top.some((l) => l.includes(n)) ? n : '';
}

function words(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface Bullet {
  text: string;
  source: string;
  action: string;
  jobTitle: string;
  employer: string;
  current: boolean;
  order: number;
  skillIds: Map<number, string>;
  stems: Set<string>;
  hasFigure: boolean;
}

interface Evidence {
  bullet: Bullet;
  /** the requirements it answers, as the resume writes them */
  surfaces: string[];
  covered: JobSkill[];
}

/** Which of the resume's lines holds a text (its exact line), or ''. */
function lineFinder(resume: string) {
  const lines = resume.split('\n');
  const bareLines = lines.map(bare);
  return (text: string, also?: string): string => {
    const t = text.trim();
    if (!t) return '';
    for (let i = 0; i < lines.length; i++) if (bareLines[i] === t) return lines[i]!.trim();
    const start = t.slice(0, 40);
    for (let i = 0; i < lines.length; i++)
      if (bareLines[i]!.includes(start) && (!also || bareLines[i]!.includes(also)))
        return lines[i]!.trim();
    return '';
  };
}

function stemsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map(stem));
}

const NAME_STEMS = new Map<number, string[]>();

/** Does a bullet speak of a required skill? By taxonomy id (or an accepted alternative), else by name. */
function mentionOf(b: Bullet, req: JobSkill, resumeLower: string): string | null {
  const direct = b.skillIds.get(req.skillId);
  // a soft skill is named as the posting phrases it ("team leadership"), or by its name ("mentoring")
  if (direct)
    return req.category === 'soft'
      ? (/\s/.test(req.jobTerm) ? req.jobTerm : req.name).toLowerCase()
      : direct;
  for (const alt of req.alternatives ?? []) {
    const s = b.skillIds.get(alt);
    if (s) return s;
  }
  let nameStems = NAME_STEMS.get(req.skillId);
  if (!nameStems) {
    nameStems = (req.name.toLowerCase().match(/[a-z]+/g) ?? []).map(stem);
    NAME_STEMS.set(req.skillId, nameStems);
  }
  if (
    nameStems.length &&
    nameStems.length <= 2 &&
    nameStems.every((s) => s.length > 3 && b.stems.has(s))
  )
    // named as the resume itself writes it somewhere, or not at all (the letter names no skill anew)
    return resumeLower.includes(req.name.toLowerCase()) ? req.name.toLowerCase() : null;
  return null;
}

/** Pick the bullets that answer the top requirements: each requirement once, best bullet first. */
function pickEvidence(bullets: Bullet[], reqs: JobSkill[], resumeLower: string): Evidence[] {
  const out: Evidence[] = [];
  const used = new Set<Bullet>();
  const done = new Set<number>();
  for (const req of reqs) {
    if (out.length >= MAX_EVIDENCE) break;
    if (done.has(req.skillId)) continue;
    let best: Bullet | null = null;
    let bestScore = -1;
    for (const b of bullets) {
      if (used.has(b) || !mentionOf(b, req, resumeLower)) continue;
      let score = (b.hasFigure ? 2 : 0) - b.order * 0.01;
      for (const r of reqs) if (!done.has(r.skillId) && mentionOf(b, r, resumeLower)) score += 1;
      if (score > bestScore) {
        bestScore = score;
        best = b;
      }
    }
    if (!best) continue;
    used.add(best);
    const covered: JobSkill[] = [];
    const surfaces: string[] = [];
    for (const r of reqs) {
      if (done.has(r.skillId)) continue;
      const s = mentionOf(best, r, resumeLower);
      if (!s) continue;
      done.add(r.skillId);
      covered.push(r);
      if (surfaces.length < 2 && !surfaces.some((x) => x.toLowerCase() === s.toLowerCase()))
        surfaces.push(s);
    }
    out.push({ bullet: best, surfaces, covered });
  }
  return out;
}

/** Sentences of a paragraph, for repair; the posting's words ("Sr. Engineer") are never split. */
function sentencesOf(paragraph: string, keep: string[] = []): string[] {
  const words = keep.filter((k) => k.trim().length > 1);
  let text = paragraph;
  words.forEach((k, n) => (text = text.split(k).join(`\uE000${n}\uE000`)));
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z[\uE000])/)
    .map((s) => s.replace(/\uE000(\d+)\uE000/g, (_, n: string) => words[Number(n)]!).trim())
    .filter(Boolean);
}

/** The letter with the posting's own words (company, title), the user's name and placeholders set aside. */
function masked(text: string, keep: string[]): string {
  let out = text;
  for (const k of keep.filter((s) => s.trim().length > 1).sort((a, b) => b.length - a.length))
    out = out.split(k).join('the company');
  // one sentence a line, so that a name at the end of one sentence never runs into the next
  // and the phrase bank's opening words in lower case ("As Software Engineer" is no organisation)
  return (
    out
      .replace(/\[[^\]\n]*\]/g, ' ')
      // the salutation ("Dear Hiring Manager,") names the reader, not a title of the writer
      .replace(/^[ \t]*(?:dear|hello|hi|to)\b[^\n.!?]{0,80},[ \t]*$/gim, ' ')
      .replace(/([.!?])[ \t]+/g, '$1\n')
      .replace(/^[ \t]*([A-Z][a-z]+)\b/gm, (w, first: string) =>
        OPENERS.has(first) ? first.toLowerCase() : w,
      )
  );
}

/**
 * Drops every sentence of a letter that states a fact the resume does not hold (up to three
 * rounds, as a removal can bring a sentence pair apart), keeping the layout of the rest.
 */
export function repairLetter(
  facts: OriginalFacts,
  letter: string,
  keep: string[],
): { content: string; truth: TruthReport; removed: string[] } {
  let content = letter;
  let truth = checkAgainst(facts, masked(content, keep), 'prose');
  const removed: string[] = [];
  for (let round = 0; round < 3 && !truth.ok; round++) {
    const values = truth.violations.map((v) => v.value.toLowerCase());
    const bad = (s: string) => {
      const m = masked(s, keep).toLowerCase();
      // a value the check read across two sentences ("Fernway Health. What") is looked for by its parts
      return values.some((v) =>
        v.split(/\n|(?<=[.!?])\s+/).some((part) => part.trim() && m.includes(part.trim())),
      );
    };
    content = content
      .split('\n')
      .map((line) =>
        sentencesOf(line, keep)
          .filter((s) => (bad(s) ? (removed.push(s), false) : true))
          .join(' '),
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
    truth = checkAgainst(facts, masked(content, keep), 'prose');
  }
  return { content, truth, removed };
}

/**
 * The truthfulness check of a letter (any letter, local or from a language model) against the
 * resume it was written from: the posting's own words (company, role) and the writer's name are
 * set aside, as are bracketed placeholders, and what remains is checked as prose.
 */
export function checkLetterTruth(
  resume: string | OriginalFacts,
  letter: string,
  postingWords: string[] = [],
  options?: CoverLetterOptions,
): TruthReport {
  const facts = typeof resume === 'string' ? originalFacts(resume, options) : resume;
  return checkAgainst(facts, masked(letter, postingWords), 'prose');
}

/** Write a cover letter for a job from a resume (or from the job alone), in a tone. */
export function writeCoverLetter(
  input: CoverLetterInput,
  options?: CoverLetterOptions,
): CoverLetter {
  const bank: ToneBank = BANKS[input.tone] ?? BANKS.professional;
  const resumeText = (input.resumeText ?? '').trim();
  const job = analyzeJob(input.jobDescription ?? '');
  const title = (input.jobTitle ?? '').trim() || job.title.trim();
  const company =
    (input.companyName ?? '').trim() || companyFromPosting(input.jobDescription ?? '', title);
  const pick = chooser(
    hash(
      `${input.tone}\u0000${title}\u0000${company}\u0000${resumeText}\u0000${input.jobDescription ?? ''}`,
    ),
  );
  const ctx: SlotContext = {
    theRole: title ? `the ${title} role` : 'this role',
    title,
    company: company || 'your team',
    named: Boolean(company),
    atCompany: company ? `at ${company}` : 'on your team',
  };
  const facts: OriginalFacts = originalFacts(resumeText, options);
  const parsed = resumeText ? facts.profile.parsed : parseResume('');
  const name = nameOf(resumeText, parsed.contact.name) || (input.candidateName ?? '').trim();
  const keep = [company, title, name, input.candidateName ?? ''];
  const byWeight = (a: JobSkill, b: JobSkill) =>
    b.weight - a.weight || a.name.localeCompare(b.name);
  // the required skills first, then the preferred ones, heaviest first
  const reqs = [
    ...[...job.requiredSkills].sort(byWeight),
    ...[...job.preferredSkills].sort(byWeight),
  ].slice(0, TOP_REQUIREMENTS);
  const required = new Set(job.requiredSkills.map((r) => r.skillId));

  const claims: LetterClaim[] = [];
  const claim = (sentence: string, source: string, requirements: string[] = []) => {
    claims.push({ sentence, source, requirements });
    return sentence;
  };

  // a responsibility from the posting that states nothing the resume does not hold
  // (up to two, "to design ..., and to mentor ...")
  const resps: string[] = [];
  for (const item of responsibilities(input.jobDescription ?? '')) {
    const clause = asClause(item);
    if (resps.length && resps[0]!.length + clause.length > 110) continue;
    if (checkAgainst(facts, masked(clause, keep), 'prose').ok) resps.push(clause);
    if (resps.length === 2) break;
  }
  const resp = resps.join(', and to ');
  const motivation = resp
    ? pick(bank.motivation)({ ...ctx, resp })
    : pick(bank.motivationPlain)(ctx);
  const greeting = pick(bank.greeting)(ctx);
  const opening = pick(bank.opening)(ctx);
  const close = pick(bank.close)(ctx);
  const signOff = `${pick(bank.signOff)}\n${name || '[Your name]'}`;

  // bullets of the resume, with the skills they name
  const findLine = lineFinder(resumeText);
  const bullets: Bullet[] = [];
  parsed.experience.forEach((e, i) => {
    if (!e.company.trim() || !e.title.trim()) return;
    for (const text of e.bullets) {
      if (bullets.length >= MAX_BULLETS) return;
      const action = actionOf(text, e.current);
      const source = action ? findLine(text) : '';
      if (!action || !source) continue;
      const skillIds = new Map<number, string>();
      for (const m of findSkills(text))
        if (!skillIds.has(m.skillId)) skillIds.set(m.skillId, m.text ?? '');
      bullets.push({
        text,
        source,
        action,
        jobTitle: e.title.trim(),
        employer: e.company.trim(),
        current: e.current,
        order: i,
        skillIds,
        stems: stemsOf(text),
        hasFigure: /\d/.test(text),
      });
    }
  });
  const evidence = resumeText ? pickEvidence(bullets, reqs, resumeText.toLowerCase()) : [];
  const skillMentions = resumeText ? findSkills(resumeText.slice(0, 50_000)) : [];
  // a resume with no bullet for the job's requirements still speaks for its listed skills
  const anyListed = reqs.some(
    (r) => !GENERIC.test(r.name) && skillMentions.some((m) => m.skillId === r.skillId),
  );

  const paragraphs: string[][] = [];
  const requirementsCovered: string[] = [];
  if (evidence.length || anyListed) {
    const first = parsed.experience.find((e) => e.company.trim() && e.title.trim());
    const intro: string[] = [opening];
    if (first) {
      const header = findLine(first.title.trim(), first.company.trim());
      const headerLine =
        header && header.includes(first.company.trim()) ? header : findLine(first.company.trim());
      if (headerLine)
        intro.push(
          claim(
            pick(bank.intro)({
              jobTitle: first.title.trim(),
              employer: first.company.trim(),
              action: '',
              current: first.current,
              sameEmployer: false,
            }),
            headerLine,
          ),
        );
    }
    const summary = summarySentence(parsed.summary);
    const summaryLine = summary ? findLine(parsed.summary.trim().split(/(?<=[.!?])\s+/)[0]!) : '';
    if (summary && summaryLine) intro.push(claim(pick(bank.summary)({ s: summary }), summaryLine));
    intro.push(motivation);
    paragraphs.push(intro);
    for (let p = 0; p < evidence.length; p += 2) {
      const group = evidence.slice(p, p + 2);
      const body: string[] = [];
      const lead = group[0]!;
      if (lead.surfaces.length) {
        // a lead-in about the candidate rests on the bullet; one about the posting rests on nothing
        const leadIn = cap(pick(bank.leadIn)({ skills: joinAnd(lead.surfaces) }));
        body.push(/\b(?:I|my|me)\b/.test(leadIn) ? claim(leadIn, lead.bullet.source) : leadIn);
      }
      group.forEach((ev, k) => {
        const b = ev.bullet;
        const e: EvidenceContext = {
          jobTitle: b.jobTitle,
          employer: b.employer,
          action: b.action,
          current: b.current,
          sameEmployer: k > 0 && group[k - 1]!.bullet.employer === b.employer,
        };
        const answers = ev.covered.map((r) => r.name);
        body.push(
          claim(k === 0 ? pick(bank.evidence)(e) : pick(bank.evidenceNext)(e), b.source, answers),
        );
        for (const r of ev.covered) if (required.has(r.skillId)) requirementsCovered.push(r.name);
      });
      body.push(pick(bank.tieBack)(ctx));
      paragraphs.push(body);
    }
    // other top requirements the resume lists (skills lines), named as the resume writes them
    const coveredIds = new Set(evidence.flatMap((ev) => ev.covered.map((r) => r.skillId)));
    const also: { surface: string; line: string }[] = [];
    const mentions = skillMentions;
    for (const r of reqs) {
      if (coveredIds.has(r.skillId) || also.length >= 3 || GENERIC.test(r.name)) continue;
      // a mention in the resume's own words, not a group label ("Cloud & Infrastructure: ...")
      const m = mentions.find((x) => {
        if (x.skillId !== r.skillId) return false;
        const lineStart = resumeText.lastIndexOf('\n', x.start) + 1;
        const lineEnd = resumeText.indexOf('\n', x.end);
        const after = resumeText.slice(x.end, lineEnd === -1 ? undefined : lineEnd);
        return resumeText.slice(lineStart, x.start).includes(':') || !after.includes(':');
      });
      if (!m?.text) continue;
      const line = findLine(
        resumeText.slice(
          resumeText.lastIndexOf('\n', m.start) + 1,
          resumeText.indexOf('\n', m.end) === -1 ? undefined : resumeText.indexOf('\n', m.end),
        ),
      );
      if (line && !also.some((a) => a.surface === m.text)) also.push({ surface: m.text, line });
    }
    if (also.length) {
      const sentence = cap(pick(bank.alsoSkills)({ skills: joinAnd(also.map((a) => a.surface)) }));
      // before the last paragraph's closing tie-back (or in a paragraph of its own)
      const last = paragraphs[paragraphs.length - 1]!;
      if (evidence.length) last.splice(last.length - 1, 0, claim(sentence, also[0]!.line));
      else paragraphs.push([claim(sentence, also[0]!.line)]);
      for (const a of also) {
        const r = reqs.find(
          (x) => a.surface && mentions.some((m) => m.text === a.surface && m.skillId === x.skillId),
        );
        if (r && required.has(r.skillId)) requirementsCovered.push(r.name);
      }
    }
    if (!evidence.length) {
      // no bullet to cite: the writer adds the examples
      const asks = reqs
        .filter((r) => !GENERIC.test(r.name))
        .slice(0, 2)
        .map((r) => r.jobTerm || r.name);
      paragraphs[paragraphs.length - 1]!.push(
        pick(bank.placeholderLead)(ctx),
        ...asks.map(
          (a) =>
            `[Add an example of your work with ${a}: where it was, what you did and the result, with a figure if you have one.]`,
        ),
      );
    }
  } else {
    paragraphs.push([opening, motivation]);
    const asks = reqs.slice(0, 3).map((r) => r.jobTerm || r.name);
    const lines = [pick(bank.placeholderLead)(ctx)];
    for (const a of asks)
      lines.push(
        `[Add an example of your work with ${a}: where it was, what you did and the result, with a figure if you have one.]`,
      );
    if (!asks.length)
      lines.push(
        '[Add an example of your work that fits this role: where it was, what you did and the result.]',
      );
    paragraphs.push(lines);
  }
  paragraphs.push([close]);

  // keep within the length: drop the last evidence, then the motivation
  const render = () =>
    [
      greeting,
      ...paragraphs.map((p) => p.join(p.some((x) => x.startsWith('[')) ? '\n' : ' ')),
      signOff,
    ].join('\n\n');
  let content = render();
  while (words(content) > MAX_WORDS && paragraphs.length > 3) {
    const body = paragraphs[paragraphs.length - 2]!;
    if (body.length > 2) body.pop();
    else paragraphs.splice(paragraphs.length - 2, 1);
    content = render();
  }

  // the truthfulness check (prose): drop any sentence that states a fact the resume lacks
  const repaired = repairLetter(facts, content, keep);
  content = repaired.content;
  const { truth, removed } = repaired;
  const kept = claims.filter((c) => content.includes(c.sentence));
  return {
    content,
    claims: kept,
    requirementsCovered: [...new Set(requirementsCovered)],
    truth,
    removed,
  };
}
