/**
 * Skills a posting offers as alternatives, each group read as one requirement that any of its
 * skills meets ("Kafka or similar", "Go or Python", "message brokers such as Kafka", a degree's
 * fields, a parenthesis of examples): step 5 of reading a posting, beside skills.ts.
 */
import type { SkillMention } from '../taxonomy';
import type { JobSentence } from './sections';

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

export interface Group {
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

/** The skills of one sentence, and where it ends. */
interface InSentence {
  s: JobSentence;
  end: number;
  inS: SkillMention[];
}
/** Skills read as one choice; `leaderFirst` makes the first of them the group's name. */
interface Choice {
  members: SkillMention[];
  family: boolean;
  leaderFirst?: boolean;
}

/** "Kafka or similar (RabbitMQ, Pulsar)"; "X or Y", "X, Y or Z". */
function namedChoices(norm: string, { end, inS }: InSentence): Choice[] {
  const out: Choice[] = [];
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
      out.push({ members, family: true });
      continue;
    }
    // "X or Y", "X, Y or Z": a choice between named skills of the same kind
    const next = inS[k + 1];
    if (next && CHOICE_GAP.test(between(m, next))) {
      const members = [m, next];
      let j = k - 1;
      while (j >= 0 && LIST_GAP.test(between(inS[j]!, inS[j + 1]!))) members.unshift(inS[j--]!);
      out.push({ members, family: false });
    }
  }
  return out;
}

/** The list after "such as", "e.g.", "including" (see listedAfter), with the skill it follows. */
function exampleChoices(norm: string, { s, end, inS }: InSentence): Choice[] {
  const out: Choice[] = [];
  EXAMPLES.lastIndex = 0;
  let e: RegExpExecArray | null;
  while ((e = EXAMPLES.exec(s.text))) {
    const from = s.start + e.index + e[0].length;
    const listed = listedAfter(norm, inS, from, end);
    if (listed.length < 1) continue;
    const head = listHead(norm, inS, s.start + e.index);
    out.push({ members: head ? [head, ...listed] : listed, family: true });
  }
  return out;
}

/**
 * The fields of a degree: "a degree in statistics, economics, computer science or a related
 * field" is one requirement that a degree in any of them meets. A field the posting also asks for
 * elsewhere ("solid statistics") stays a skill of its own.
 */
function degreeChoices(
  norm: string,
  { s, end, inS }: InSentence,
  all: SkillMention[],
  optional: Set<SkillMention>,
): Choice[] {
  const out: Choice[] = [];
  DEGREE_IN.lastIndex = 0;
  let d: RegExpExecArray | null;
  while ((d = DEGREE_IN.exec(s.text))) {
    const from = s.start + d.index + d[0].length;
    const stop = DEGREE_FIELDS_END.exec(norm.slice(from, end));
    const to = stop ? from + stop.index : end;
    const inSpan = (x: SkillMention) => x.start >= from && x.end <= to;
    const fields = inS.filter(
      (x) => inSpan(x) && !all.some((y) => y.skillId === x.skillId && !inSpan(y)),
    );
    // one field of study among others is no skill the posting requires
    for (const f of fields) optional.add(f);
    if (fields.length >= 2) out.push({ members: fields, family: false, leaderFirst: true });
  }
  return out;
}

/**
 * A skill and a parenthesis that holds only a list of short names, two or more of them skills:
 * "employment law (FLSA, FMLA, ADA, Title VII)" names examples of the law, any of which shows it;
 * "recruiting (for nurses and medical assistants)" is a clause, no list.
 */
function parenthesisChoices(norm: string, { end, inS }: InSentence): Choice[] {
  const out: Choice[] = [];
  for (const head of inS) {
    const open = /^\s*\(\s*/.exec(norm.slice(head.end, end));
    if (!open) continue;
    const from = head.end + open[0].length;
    const close = norm.indexOf(')', from);
    if (close === -1 || close > end) continue;
    const listed = listedAfter(norm, inS, from, close);
    if (listed.length < 2) continue;
    const items = norm
      .slice(from, close)
      .split(/,|\/|\b(?:and|or|etc)\b/)
      .map((x) => x.trim())
      .filter(Boolean);
    if (items.every((x) => x.split(/\s+/).length <= 3))
      out.push({ members: [head, ...listed], family: true });
  }
  return out;
}

/**
 * Skills a sentence offers as alternatives, read as one requirement that any of them meets:
 * "Kafka or similar (RabbitMQ, Pulsar)", "message brokers such as Kafka or RabbitMQ",
 * "Go or Python", a degree's fields, a parenthesis of examples. Returns the group of each
 * mention that belongs to one, and the mentions that are a degree's fields named nowhere else
 * (asked for as a field of study, never as a required skill).
 */
export function alternativeGroups(
  norm: string,
  mentions: SkillMention[],
  sentences: JobSentence[],
): { groups: Map<SkillMention, Group>; optional: Set<SkillMention> } {
  const out = new Map<SkillMention, Group>();
  const optional = new Set<SkillMention>();
  const join = ({ members, family, leaderFirst }: Choice) => {
    const uniq = members.filter((m, i) => members.findIndex((x) => x.skillId === m.skillId) === i);
    if (uniq.length < 2 && !family) return;
    const prior = members.map((m) => out.get(m)).find(Boolean);
    const g: Group = prior ?? { leader: uniq[0]!, members: [], family };
    g.family ||= family;
    if (leaderFirst) g.leader = members[0]!;
    for (const m of members) if (!g.members.includes(m)) g.members.push(m);
    for (const m of g.members) out.set(m, g);
  };
  let mi = 0;
  for (const s of sentences) {
    const end = s.start + s.text.length;
    while (mi < mentions.length && mentions[mi]!.start < s.start) mi++;
    const inS: SkillMention[] = [];
    for (let k = mi; k < mentions.length && mentions[k]!.start < end; k++) inS.push(mentions[k]!);
    if (!inS.length) continue;
    const c: InSentence = { s, end, inS };
    for (const choice of [
      ...namedChoices(norm, c),
      ...exampleChoices(norm, c),
      ...degreeChoices(norm, c, mentions, optional),
      ...parenthesisChoices(norm, c),
    ])
      join(choice);
  }
  return { groups: out, optional };
}
