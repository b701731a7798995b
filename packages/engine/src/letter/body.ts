/**
 * The body of a cover letter, sentence by sentence: the opening paragraph (the role, who the
 * candidate is, why this job), then the evidence, the resume's bullets as first-person
 * sentences in paragraphs by role, each tied to the requirements it answers; then what else the
 * posting asks for and the resume lists (extras.ts). Without a resume, marked placeholders for
 * the writer's own examples.
 */
import { gatherEvidence, type Evidence } from './evidence';
import { extraSentences } from './extras';
import { article, cap, type EvidenceContext } from './phrases';
import type { LetterPlan } from './plan';
import type { Bullet, Role } from './roles';
import { verbForm } from './voice';
import { firstWord, joinAnd, tidy, type Draft } from './wording';

/** The summary's first sentence as "I am a ... with ...", when it has that shape (or already opens with "I"). */
function summarySentence(summary: string): string | null {
  const first =
    summary
      .trim()
      .split(/(?<=[.!?])\s+/)[0]
      ?.replace(/[.!?]+$/, '')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  if (!first || first.length > 220) return null;
  if (/^I\s/.test(first)) return first;
  const m =
    /^([A-Za-z][A-Za-z/&+()' -]{2,70}?) (with|seeking|of|focused on|specializing in|specialising in) (.+)$/.exec(
      first,
    );
  if (!m) return null;
  const words = m[1]!.split(' ');
  // "Led a team with ...", "Managing ..." open with a verb: no noun phrase to be
  if (verbForm(words[0]!, words[1] ?? '') || /\b(?:and|or)$/.test(m[1]!)) return null;
  const np = /^[A-Z][a-z]/.test(m[1]!) ? m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1) : m[1]!;
  return `I am ${article(np)} ${np} ${m[2]} ${m[3]}`;
}

/**
 * The opening paragraph: the opening, the candidate's present role and summary (a poor fit says
 * plainly where it comes from), the summary's own "I ..." sentence as written, the motivation.
 */
function introParagraph(
  d: Draft,
  plan: LetterPlan,
  findLine: (text: string) => string,
  latest: Role | undefined,
  opening: string,
  motivation: string,
): string[] {
  const { bank, parsed, poor } = plan;
  const intro: string[] = [opening];
  const summary = summarySentence(parsed.summary);
  const summaryLine = summary ? findLine(parsed.summary.trim().split(/(?<=[.!?])\s+/)[0]!) : '';
  if (poor && latest) {
    intro.push(d.claim(d.next(bank.changeIntro, latest), latest.headerLine));
    if (summary && summaryLine)
      intro.push(d.claim(d.next(bank.summary, { s: summary }), summaryLine));
  } else {
    if (summary && summaryLine)
      intro.push(d.claim(d.next(bank.summary, { s: summary }), summaryLine));
    if (latest?.headerLine) intro.push(d.claim(d.next(bank.intro, latest), latest.headerLine));
  }
  // the summary in the person's own voice ("I care about correctness under load, ..."), as written
  const own = parsed.summary
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .slice(1, 3)
    .find((x) => /^I (?!am\b)[a-z]/.test(x) && x.length <= 170 && /[.!]$/.test(x));
  const ownLine = own ? findLine(own.slice(0, 40)) : '';
  if (own && ownLine) intro.push(d.claim(d.say(own), ownLine));
  intro.push(d.say(motivation));
  return intro.filter(Boolean);
}

/**
 * The evidence in paragraphs: a paragraph for each role's evidence (two bullets, or three rather
 * than one left over); single bullets of different roles share one.
 */
function groupEvidence(evidence: Evidence[]): Evidence[][] {
  const groups: Evidence[][] = [];
  for (const ev of evidence) {
    const last = groups[groups.length - 1];
    const same = last && last[last.length - 1]!.bullet.role === ev.bullet.role;
    if (last && same && last.length < 2) last.push(ev);
    else if (last && same && last.length === 2 && groups.length > 0) {
      const next = evidence[evidence.indexOf(ev) + 1];
      if (next?.bullet.role === ev.bullet.role) groups.push([ev]);
      else last.push(ev);
    } else if (last && !same && last.length === 1 && last[0]!.bullet.role !== ev.bullet.role)
      last.push(ev);
    else groups.push([ev]);
  }
  return groups;
}

/** How much of a result a bullet states for "results like that" to refer to it (a measured change). */
const RESULT = 2.5;

/** Where the evidence has got to: the bullet cited last and the first words of each paragraph. */
interface EvidenceState {
  prev: Bullet | null;
  starts: string[];
}

/**
 * One bullet as a sentence: the first of the letter names its employer, the same role goes on
 * ("I also ..."), but a new paragraph names its employer again ("At X, I also ..."); another role
 * at the same employer says "there"; a project by its name.
 */
function evidenceSentence(
  d: Draft,
  plan: LetterPlan,
  b: Bullet,
  prev: Bullet | null,
  latest: Role | undefined,
  inParagraph: boolean,
  avoid: string[],
): string {
  const { bank, poor } = plan;
  const e: EvidenceContext = {
    ...b.role,
    clause: b.clause,
    named: prev === null && b.role === latest && !poor,
    earlier: prev !== null && prev.role !== b.role && b.role.order > prev.role.order,
  };
  const sameRole = prev?.role === b.role;
  const goesOn = sameRole && inParagraph;
  if (sameRole && !goesOn) {
    e.clause = { ...b.clause, text: b.clause.also };
    e.named = false;
  }
  if (b.clause.whole) return tidy(`${cap(b.clause.text)}.`);
  if (b.role.kind === 'project')
    return goesOn
      ? tidy(`${cap(b.clause.also)}.`)
      : d.fill(bank.project, { name: b.role.employer, clause: e.clause }, avoid);
  if (goesOn) return d.fill(bank.evidenceNext, e, avoid);
  if (prev && !sameRole && prev.role.employer === b.role.employer)
    return d.fill(bank.samePlace, e, avoid);
  return d.fill(bank.evidence, e, avoid);
}

/** A paragraph of evidence as written, and whether its last sentence is a bullet (not the tie). */
interface EvidenceParagraph {
  body: string[];
  /** the bullet the paragraph's last sentence tells of, or null when it ends on the tie */
  endsOn: Bullet | null;
}

/**
 * The tie of a paragraph: the requirements its bullets answer as the resume writes them, said
 * right after the last bullet that names one ("... with Epic Rover. It is the kind of Epic
 * experience you list."), so that "that" refers to the work just told; a claim for each bullet
 * whose words it names, so every skill it names rests on a line that names it.
 */
function tieOf(d: Draft, plan: LetterPlan, named: Evidence[]): string {
  const surfaces: string[] = [];
  for (const ev of named)
    for (const s of ev.surfaces)
      if (surfaces.length < 3 && !surfaces.some((x) => x.toLowerCase() === s.toLowerCase()))
        surfaces.push(s);
  const tie = d.next(plan.bank.tie, { skills: joinAnd(surfaces), plural: surfaces.length > 1 });
  const lower = surfaces.map((x) => x.toLowerCase());
  for (const ev of named)
    if (ev.surfaces.some((x) => lower.includes(x.toLowerCase())))
      d.claim(
        tie,
        ev.bullet.source,
        ev.covered.map((r) => r.name),
      );
  return tie;
}

/**
 * A paragraph of evidence: its bullets as sentences (a poor fit's first paragraph led in
 * plainly), and, for a good fit, the tie to the requirements they answer after the last bullet
 * that names one.
 */
function evidenceParagraph(
  d: Draft,
  plan: LetterPlan,
  group: Evidence[],
  first: boolean,
  latest: Role | undefined,
  state: EvidenceState,
): EvidenceParagraph {
  const { bank, ctx, poor } = plan;
  const body: string[] = [];
  let endsOn: Bullet | null = null;
  let cited = 0;
  const lastNamed = poor ? -1 : group.map((ev) => ev.surfaces.length > 0).lastIndexOf(true);
  if (poor && first) body.push(d.say(d.fill(bank.changeLead, ctx, [d.last, ...state.starts])));
  for (const [i, ev] of group.entries()) {
    const b = ev.bullet;
    const avoid = body.length ? [d.last] : [d.last, ...state.starts];
    const sentence = evidenceSentence(d, plan, b, state.prev, latest, cited > 0, avoid);
    cited++;
    body.push(
      d.claim(
        d.say(sentence),
        b.source,
        ev.covered.map((r) => r.name),
      ),
    );
    for (const r of ev.covered) d.cover(r);
    state.prev = b;
    endsOn = b;
    if (i === lastNamed) {
      body.push(
        tieOf(
          d,
          plan,
          group.slice(0, i + 1).filter((x) => x.surfaces.length > 0),
        ),
      );
      endsOn = null;
    }
  }
  state.starts.push(firstWord(body[0] ?? ''));
  return { body: body.filter(Boolean), endsOn };
}

/** The paragraphs of a letter written from a resume, before its close. */
export function resumeParagraphs(
  d: Draft,
  plan: LetterPlan,
  opening: string,
  motivation: string,
): string[][] {
  const found = gatherEvidence(plan);
  const { evidence } = found;
  d.last = firstWord(opening);
  const latest = found.roles.find((r) => r.kind === 'job');
  const paragraphs = [introParagraph(d, plan, found.findLine, latest, opening, motivation)];
  const state: EvidenceState = { prev: null, starts: [firstWord(opening)] };
  let endsOn: Bullet | null = null;
  for (const [p, group] of groupEvidence(evidence).entries()) {
    const para = evidenceParagraph(d, plan, group, p === 0, latest, state);
    paragraphs.push(para.body);
    endsOn = para.endsOn;
  }
  // the evidence ends on the company, right after the work it speaks of (a paragraph that ends on
  // its tie has said it already; a poor fit claims no likeness)
  if (endsOn && !plan.poor)
    paragraphs[paragraphs.length - 1]!.push(
      d.next(plan.bank.tieBack, { ...plan.ctx, result: endsOn.result >= RESULT }),
    );
  const extra = extraSentences(d, plan, found).filter(Boolean);
  const lastBody = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1]! : null;
  if (extra.length) {
    if (lastBody && lastBody.length + extra.length <= 5) lastBody.push(...extra);
    else paragraphs.push(extra);
  }
  return paragraphs;
}

/** A letter without a resume: the role only, and marked placeholders for the writer's examples. */
export function placeholderParagraphs(
  d: Draft,
  plan: LetterPlan,
  opening: string,
  motivation: string,
): string[][] {
  const asks = plan.reqs.slice(0, 3).map((r) => r.jobTerm || r.name);
  const lines = [d.fill(plan.bank.placeholderLead, plan.ctx)];
  for (const a of asks)
    lines.push(
      `[Add an example of your work with ${a}: where it was, what you did and the result, with a figure if you have one.]`,
    );
  if (!asks.length)
    lines.push(
      '[Add an example of your work that fits this role: where it was, what you did and the result.]',
    );
  return [[opening, motivation], lines];
}
