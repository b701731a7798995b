/** The skills a posting asks for, with their weights, and its other recurring words. */
import { getSkill, matchTokens, tokenizeText } from '../taxonomy';
import { STOPWORDS } from '../text/lexicon';
import type { Token } from '../text/tokenize';
import type { JobKeyword, JobSkill } from '../types';
import { properNameMentions } from './names';
import type { JobSentence } from './sections';

interface SkillAcc {
  skillId: number;
  count: number;
  required: boolean;
  preferred: boolean;
  inTitle: boolean;
  inRequirements: boolean;
  forms: Map<string, number>;
}

/** Step 5: skills with importance from where and how they are mentioned. */
export function collectSkills(
  norm: string,
  toks: Token[],
  sentences: JobSentence[],
  title: string,
): JobSkill[] {
  const all = matchTokens(toks);
  const names = properNameMentions(norm, toks, all);
  const mentions = names.size ? all.filter((m) => !names.has(m)) : all;
  const titleIds = new Set(matchTokens(tokenizeText(title)).map((m) => m.skillId));
  const acc = new Map<number, SkillAcc>();
  let si = 0;
  const hasRequirements = sentences.some((s) => s.section === 'required');
  const hasResponsibilities = sentences.some((s) => s.section === 'responsibilities');
  for (const m of mentions) {
    while (si + 1 < sentences.length && sentences[si + 1]!.start <= m.start) si++;
    const s = sentences[si];
    const section = s?.section ?? 'other';
    if (section === 'about' || section === 'benefits') continue;
    let a = acc.get(m.skillId);
    if (!a) {
      a = {
        skillId: m.skillId,
        count: 0,
        required: false,
        preferred: false,
        inTitle: titleIds.has(m.skillId),
        inRequirements: false,
        forms: new Map(),
      };
      acc.set(m.skillId, a);
    }
    a.count++;
    const form = norm.slice(m.start, m.end);
    a.forms.set(form, (a.forms.get(form) ?? 0) + 1);
    const preferredHere = section === 'preferred' || s?.cue === 'preferred';
    if (section === 'required') a.inRequirements = true;
    if (preferredHere && !/\bmust\b/i.test(s?.text ?? '')) a.preferred = true;
    else if (
      section === 'required' ||
      section === 'responsibilities' ||
      s?.cue === 'required' ||
      !hasRequirements ||
      (section === 'other' && !hasResponsibilities)
    )
      a.required = true;
    else a.preferred = true;
  }
  for (const id of titleIds) {
    const a = acc.get(id);
    if (a) a.required = true;
  }
  const out: JobSkill[] = [];
  for (const a of acc.values()) {
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
    out.push({
      skillId: a.skillId,
      name: skill.name,
      category: skill.category,
      jobTerm,
      required: a.required,
      weight: Math.round(weight * 100) / 100,
      count: a.count,
      inTitle: a.inTitle,
      inRequirements: a.inRequirements,
    });
  }
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
