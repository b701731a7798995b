/** The skills a posting asks for, with their weights, and its other recurring words. */
import { getSkill, matchTokens, mentionsInContext, tokenizeText } from '../taxonomy';
import { STOPWORDS } from '../text/lexicon';
import type { Token } from '../text/tokenize';
import type { JobKeyword, JobSkill } from '../types';
import { alternativeGroups } from './choices';
import { properNameMentions } from './names';
import type { JobSentence } from './sections';

interface SkillAcc {
  skillId: number;
  /** skills the posting accepts instead ("Kafka or similar (RabbitMQ, Pulsar)") */
  alternatives: Set<number>;
  /** "or similar", "such as": a skill of the same family counts too */
  family: boolean;
  /** also asked for by name alone in the requirements: no alternative stands in for it */
  namedAlone: boolean;
  count: number;
  required: boolean;
  preferred: boolean;
  inTitle: boolean;
  inRequirements: boolean;
  forms: Map<string, number>;
}

/** Where a mention stands: the posting's sections it can tell apart, read once per posting. */
interface PostingShape {
  hasRequirements: boolean;
  hasResponsibilities: boolean;
}

/** One more mention of a skill: its form, and whether its place reads as required or preferred. */
function countMention(
  a: SkillAcc,
  form: string,
  s: JobSentence | undefined,
  shape: PostingShape,
  optional = false,
) {
  const section = s?.section ?? 'other';
  a.count++;
  a.forms.set(form, (a.forms.get(form) ?? 0) + 1);
  if (optional) {
    a.preferred = true;
    return;
  }
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

/** A requirement line that asks for a skill by name, not as one of a choice. */
const requiredAlone = (s: JobSentence | undefined) =>
  !!s &&
  (s.section === 'required' || s.cue === 'required') &&
  s.cue !== 'preferred' &&
  s.section !== 'preferred';

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
  const alternatives = a.namedAlone ? [] : [...a.alternatives].filter((x) => !acc.has(x));
  return {
    skillId: a.skillId,
    ...(alternatives.length ? { alternatives } : {}),
    ...(a.family && !a.namedAlone ? { orSimilar: true } : {}),
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
  namedAlone: false,
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
  const { groups, optional } = alternativeGroups(norm, mentions, sentences);
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
    } else if (!optional.has(m) && requiredAlone(s)) a.namedAlone = true;
    countMention(a, norm.slice(m.start, m.end), s, shape, optional.has(m));
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
