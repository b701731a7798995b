/** The skills a posting asks for, with their weights, and its other recurring words. */
import {
  getSkill,
  matchTokens,
  mentionsInContext,
  tokenizeText,
  type SkillMention,
} from '../taxonomy';
import { STOPWORDS } from '../text/lexicon';
import type { Token } from '../text/tokenize';
import type { JobKeyword, JobSkill } from '../types';
import { properNameMentions } from './names';
import type { JobSentence } from './sections';

interface SkillAcc {
  skillId: number;
  /** skills the posting accepts instead ("Kafka or similar (RabbitMQ, Pulsar)") */
  alternatives: Set<number>;
  /** "or similar", "such as": a skill of the same family counts too */
  family: boolean;
  count: number;
  required: boolean;
  preferred: boolean;
  inTitle: boolean;
  inRequirements: boolean;
  forms: Map<string, number>;
}

/** Words after a skill that accept a related one: "Kafka or similar", "Go or another typed language". */
const OR_SIMILAR =
  /^\s*(?:,\s*)?(?:or|and\/or)\s+(?:an?\s+)?(?:any\s+)?(?:similar|equivalent|comparable|alike|related|other|another)\b/i;
/** A degree and the word before its fields: "Bachelor's degree in", "MSc in", "degree of". */
const DEGREE_IN =
  /\b(?:degree|bachelor['’]?s?|master['’]?s?|b\.?sc|m\.?sc|ph\.?d|diploma)\b[^.;:]{0,40}?\b(?:in|of)\s+/gi;
/** Where a degree's list of fields ends: the clause that follows ("with 3+ years", "plus..."). */
const DEGREE_FIELDS_END = /[.;:(]|\b(?:with|plus|and\s+\d|and\s+(?:at least|experience))\b/i;
/** Words before a list of examples: "message brokers such as Kafka, RabbitMQ". */
const EXAMPLES = /\b(?:such as|e\.\s?g\.?|for example|for instance|like|including)\s*:?\s*/gi;

interface Group {
  leader: SkillMention;
  members: SkillMention[];
  family: boolean;
}

/**
 * A list item that names no skill we know ("CA" in "ACCA, CPA, CA or CMA"): a name, one or two
 * capitalised words, never a phrase ("experience with cloud").
 */
const ITEM = String.raw`\p{Lu}[\p{L}\p{N}&.'’+#-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’+#-]*)?`;
/** Between two skills of a list: a comma, and any items we do not know. */
const LIST_GAP = new RegExp(String.raw`^\s*(?:,\s*${ITEM}\s*)*,\s*$`, 'u');
/** Between the last two choices: "or" (after a comma and unknown items too). */
const CHOICE_GAP = new RegExp(
  String.raw`^\s*(?:,\s*${ITEM}\s*)*(?:,\s*)?(?:or|and\/or|\/)\s*$`,
  'iu',
);

/** Between two items of an example list: "and" (after a comma and unknown items too). */
const AND_GAP = new RegExp(String.raw`^\s*(?:,\s*${ITEM}\s*)*(?:,\s*)?(?:and|&)\s*$`, 'iu');

/**
 * The skill that heads an example list starting at `at`: the one named just before "such as"
 * ("message brokers such as Kafka", "cloud platforms (e.g. AWS)", "RDBMS's such as Oracle"),
 * or alone in a bracket just before it ("storage systems (NoSQL databases) like MongoDB"). The
 * last item of a bracketed list is no head: in "databases (PostgreSQL, MySQL) including
 * cloud-based ones", cloud computing is no kind of MySQL.
 */
function listHead(norm: string, inS: SkillMention[], at: number): SkillMention | undefined {
  const head = inS.filter((x) => x.end <= at).pop();
  if (!head) return undefined;
  const gap = norm.slice(head.end, at);
  if (/^(?:['’]s)?\s*[,(]?\s*$/.test(gap)) return head;
  if (!/^\s*\)\s*$/.test(gap)) return undefined;
  const open = norm.lastIndexOf('(', head.start);
  const alone =
    open !== -1 && !inS.some((x) => x !== head && x.start > open && x.end <= head.start);
  return alone ? head : undefined;
}

/**
 * The skills listed from `from` up to `to`: the list runs while its items are joined by commas,
 * "and" or "or" ("tools like Spark, Snowflake and Redshift, building prototypes in Scala": Scala
 * is no example of the tools).
 */
function listedAfter(norm: string, inS: SkillMention[], from: number, to: number): SkillMention[] {
  const listed: SkillMention[] = [];
  for (const x of inS) {
    if (x.start < from || x.end > to) continue;
    const prev = listed[listed.length - 1];
    if (prev) {
      const gap = norm.slice(prev.end, x.start);
      if (!LIST_GAP.test(gap) && !CHOICE_GAP.test(gap) && !AND_GAP.test(gap)) break;
    }
    listed.push(x);
  }
  return listed;
}

/**
 * Skills a sentence offers as alternatives, read as one requirement that any of them meets:
 * "Kafka or similar (RabbitMQ, Pulsar)", "message brokers such as Kafka or RabbitMQ",
 * "Go or Python". Returns the group of each mention that belongs to one.
 */
function alternativeGroups(
  norm: string,
  mentions: SkillMention[],
  sentences: JobSentence[],
): Map<SkillMention, Group> {
  const out = new Map<SkillMention, Group>();
  if (mentions.length < 1) return out;
  let mi = 0;
  for (let si = 0; si < sentences.length; si++) {
    const s = sentences[si]!;
    const end = s.start + s.text.length;
    while (mi < mentions.length && mentions[mi]!.start < s.start) mi++;
    const inS: SkillMention[] = [];
    for (let k = mi; k < mentions.length && mentions[k]!.start < end; k++) inS.push(mentions[k]!);
    if (!inS.length) continue;
    const join = (members: SkillMention[], family: boolean) => {
      const uniq = members.filter(
        (m, i) => members.findIndex((x) => x.skillId === m.skillId) === i,
      );
      if (uniq.length < 2 && !family) return;
      const prior = members.map((m) => out.get(m)).find(Boolean);
      const g: Group = prior ?? { leader: uniq[0]!, members: [], family };
      g.family ||= family;
      for (const m of members) if (!g.members.includes(m)) g.members.push(m);
      for (const m of g.members) out.set(m, g);
    };
    const between = (a: SkillMention, b: SkillMention) => norm.slice(a.end, b.start);
    for (let k = 0; k < inS.length; k++) {
      const m = inS[k]!;
      const after = norm.slice(m.end, Math.min(end, m.end + 60));
      const or = OR_SIMILAR.exec(after);
      if (or) {
        // the skills in a parenthesis or "such as" list right after belong to the same choice
        const members = [m];
        const rest = after.slice(or[0].length);
        const open = /^[^()]{0,30}?(?:\(|such as|e\.g\.|like)/i.exec(rest);
        if (open) {
          const from = m.end + or[0].length + open[0].length;
          const close = norm.indexOf(')', from);
          const to = close === -1 || close > end ? end : close;
          for (const x of inS) if (x.start >= from && x.end <= to) members.push(x);
        }
        join(members, true);
        continue;
      }
      // "X or Y", "X, Y or Z": a choice between named skills of the same kind
      const next = inS[k + 1];
      if (next && CHOICE_GAP.test(between(m, next))) {
        const members = [m, next];
        let j = k - 1;
        while (j >= 0 && LIST_GAP.test(between(inS[j]!, inS[j + 1]!))) members.unshift(inS[j--]!);
        join(members, false);
      }
    }
    // the list after "such as", "e.g.", "including" (see listedAfter)
    EXAMPLES.lastIndex = 0;
    let e: RegExpExecArray | null;
    while ((e = EXAMPLES.exec(s.text))) {
      const from = s.start + e.index + e[0].length;
      const listed = listedAfter(norm, inS, from, end);
      if (listed.length < 1) continue;
      const head = listHead(norm, inS, s.start + e.index);
      join(head ? [head, ...listed] : listed, true);
    }
    // the fields of a degree: "a degree in statistics, economics, computer science or a related
    // field" is one requirement that a degree in any of them meets
    DEGREE_IN.lastIndex = 0;
    let d: RegExpExecArray | null;
    while ((d = DEGREE_IN.exec(s.text))) {
      const from = s.start + d.index + d[0].length;
      const stop = DEGREE_FIELDS_END.exec(norm.slice(from, end));
      const to = stop ? from + stop.index : end;
      // a field the posting also asks for elsewhere ("solid statistics") stays a skill of its own
      const inSpan = (x: SkillMention) => x.start >= from && x.end <= to;
      const fields = inS.filter(
        (x) => inSpan(x) && !mentions.some((y) => y.skillId === x.skillId && !inSpan(y)),
      );
      if (fields.length < 2) continue;
      join(fields, false);
      out.get(fields[0]!)!.leader = fields[0]!;
    }
    // a skill and a parenthesis that holds only a list of skills: "employment law (FLSA, FMLA,
    // ADA)" names examples of the law, any of which shows it
    for (const head of inS) {
      const open = /^\s*\(\s*/.exec(norm.slice(head.end, end));
      if (!open) continue;
      const from = head.end + open[0].length;
      const close = norm.indexOf(')', from);
      if (close === -1 || close > end) continue;
      const listed = listedAfter(norm, inS, from, close);
      if (listed.length < 2) continue;
      // a list of short names only ("FLSA, FMLA, ADA, Title VII"), not a clause with a skill in it
      const items = norm
        .slice(from, close)
        .split(/,|\/|\b(?:and|or|etc)\b/)
        .map((x) => x.trim())
        .filter(Boolean);
      if (items.every((x) => x.split(/\s+/).length <= 3)) join([head, ...listed], true);
    }
  }
  return out;
}

/** Where a mention stands: the posting's sections it can tell apart, read once per posting. */
interface PostingShape {
  hasRequirements: boolean;
  hasResponsibilities: boolean;
}

/** One more mention of a skill: its form, and whether its place reads as required or preferred. */
function countMention(a: SkillAcc, form: string, s: JobSentence | undefined, shape: PostingShape) {
  const section = s?.section ?? 'other';
  a.count++;
  a.forms.set(form, (a.forms.get(form) ?? 0) + 1);
  const preferredHere = section === 'preferred' || s?.cue === 'preferred';
  if (section === 'required') a.inRequirements = true;
  if (preferredHere && !/\bmust\b/i.test(s?.text ?? '')) a.preferred = true;
  else if (
    section === 'required' ||
    section === 'responsibilities' ||
    s?.cue === 'required' ||
    !shape.hasRequirements ||
    (section === 'other' && !shape.hasResponsibilities)
  )
    a.required = true;
  else a.preferred = true;
}

/**
 * A skill's weight: required 3, preferred 1.5, +35% per repeat up to 4, +2 in the title, +0.5 in
 * the requirements list; soft skills x0.6. Its term is the form the posting uses most.
 */
function toJobSkill(a: SkillAcc, acc: Map<number, SkillAcc>): JobSkill {
  const skill = getSkill(a.skillId);
  const base = a.required ? 3 : 1.5;
  let weight =
    base * (1 + 0.35 * Math.min(a.count - 1, 4)) +
    (a.inTitle ? 2 : 0) +
    (a.inRequirements && a.required ? 0.5 : 0);
  if (skill.category === 'soft') weight *= 0.6;
  let jobTerm = skill.name;
  let best = 0;
  for (const [f, n] of a.forms) if (n > best) [best, jobTerm] = [n, f];
  const alternatives = [...a.alternatives].filter((x) => !acc.has(x));
  return {
    skillId: a.skillId,
    ...(alternatives.length ? { alternatives } : {}),
    ...(a.family ? { orSimilar: true } : {}),
    name: skill.name,
    category: skill.category,
    jobTerm,
    required: a.required,
    weight: Math.round(weight * 100) / 100,
    count: a.count,
    inTitle: a.inTitle,
    inRequirements: a.inRequirements,
  };
}

const newAcc = (skillId: number, inTitle: boolean): SkillAcc => ({
  skillId,
  alternatives: new Set(),
  family: false,
  count: 0,
  required: false,
  preferred: false,
  inTitle,
  inRequirements: false,
  forms: new Map(),
});

/** Step 5: skills with importance from where and how they are mentioned. */
export function collectSkills(
  norm: string,
  toks: Token[],
  sentences: JobSentence[],
  title: string,
): JobSkill[] {
  const all = mentionsInContext(matchTokens(toks), norm);
  const names = properNameMentions(norm, toks, all);
  const mentions = names.size ? all.filter((m) => !names.has(m)) : all;
  const titleIds = new Set(matchTokens(tokenizeText(title)).map((m) => m.skillId));
  const groups = alternativeGroups(norm, mentions, sentences);
  const acc = new Map<number, SkillAcc>();
  const shape: PostingShape = {
    hasRequirements: sentences.some((s) => s.section === 'required'),
    hasResponsibilities: sentences.some((s) => s.section === 'responsibilities'),
  };
  let si = 0;
  for (const m of mentions) {
    while (si + 1 < sentences.length && sentences[si + 1]!.start <= m.start) si++;
    let s = sentences[si];
    // past its sentence's end: a heading line, which belongs to the section it opens
    if (s && m.start >= s.start + s.text.length) s = sentences[si + 1] ?? s;
    const section = s?.section ?? 'other';
    if (section === 'about' || section === 'benefits') continue;
    const g = groups.get(m);
    // a skill offered as an alternative counts towards the group's first skill
    const id = g ? g.leader.skillId : m.skillId;
    let a = acc.get(id);
    if (!a) {
      a = newAcc(id, titleIds.has(id));
      acc.set(id, a);
    }
    if (g) {
      a.family ||= g.family;
      for (const x of g.members) if (x.skillId !== id) a.alternatives.add(x.skillId);
      if (m !== g.leader && m.skillId !== id) continue;
    }
    countMention(a, norm.slice(m.start, m.end), s, shape);
  }
  for (const id of titleIds) {
    const a = acc.get(id);
    if (a) a.required = true;
  }
  const out = [...acc.values()].map((a) => toJobSkill(a, acc));
  out.sort((x, y) => y.weight - x.weight || x.name.localeCompare(y.name));
  return out;
}

/** Step 6: recurring non-skill words, as "other keywords". */
export function collectKeywords(
  toks: Token[],
  sentences: JobSentence[],
  skillTokens: Set<string>,
  title: string,
): JobKeyword[] {
  const counts = new Map<string, { term: string; count: number; weight: number; lower: boolean }>();
  const titleKeys = new Set(tokenizeText(title).map((t) => t.key));
  let si = 0;
  for (const t of toks) {
    while (si + 1 < sentences.length && sentences[si + 1]!.start <= t.start) si++;
    const s = sentences[si];
    if (!s || s.section === 'about' || s.section === 'benefits') continue;
    if (
      t.lower.length < 4 ||
      STOPWORDS.has(t.lower) ||
      skillTokens.has(t.key) ||
      !/^[a-z][a-z+#.-]*$/.test(t.lower)
    )
      continue;
    const factor = s.section === 'required' ? 1.5 : s.section === 'preferred' ? 0.75 : 1;
    let e = counts.get(t.key);
    if (!e) {
      e = { term: t.lower, count: 0, weight: 0, lower: false };
      counts.set(t.key, e);
    }
    e.count++;
    if (t.text[0] === t.lower[0]) e.lower = true;
    e.weight += factor * (titleKeys.has(t.key) ? 2 : 1);
  }
  return (
    [...counts.values()]
      // proper nouns (always capitalised, e.g. the company's name) are not keywords
      .filter((e) => e.count >= 2 && e.lower)
      .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
      .slice(0, 20)
      .map((e) => ({
        term: e.term,
        count: e.count,
        weight: Math.round(Math.min(e.weight, 6) * 100) / 100,
      }))
  );
}
