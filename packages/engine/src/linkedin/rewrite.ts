/**
 * The writing half of the About optimizer: the hook, the results, what the person does, the
 * skills line and the call to action, assembled within the word guide. Every sentence about the
 * candidate is one of theirs; `used` records the sentences already placed, so none is placed
 * twice.
 */
import { getSkill } from '../taxonomy';
import { profileFacts } from './identity';
import type { Keyword } from './keywords';
import type { AboutRequest, AboutText, Sentence, SortedSentences } from './sentences';
import { EMAIL } from './terms';
import { article, countWords, HOOK_CHARS, inName, joinList, loose } from './text';
import type { AboutClaim } from './types';

export interface Hook {
  lines: string[];
  claims: AboutClaim[];
  /** the strongest result, placed in the hook */
  top: Sentence | undefined;
}

export interface SkillName {
  surface: string;
  source: string;
}

/** The parts the rewrite is assembled from. */
export interface Parts {
  hook: string[];
  results: Sentence[];
  work: Sentence[];
  skills: SkillName[];
  cta: string;
}

/**
 * The opening line: the person's own line whole when it fits with the strongest result in the
 * first 300 characters, else a shorter form; years and credentials are never cut to fit.
 */
function openerOf(sorted: SortedSentences, role: string, top: Sentence | undefined, topText = '') {
  const { identity, identityIndex } = sorted;
  const seeking = role ? `I'm looking for ${article(role)} ${role} role.` : '';
  const lookingFor = role ? `, looking for ${article(role)} ${role} role.` : '.';
  const fits = (o: string) => !topText || o.length + 1 + topText.length <= HOOK_CHARS;
  let opener = seeking;
  let identityInHook = false;
  if (identity && top?.index !== identityIndex) {
    // the years and credentials of the line must reach the rewrite, in the hook or after it
    const facts = profileFacts(identity.sentence);
    const whole = [identity.sentence, seeking].filter(Boolean).join(' ');
    const compact = identity.withYears ? `I'm ${identity.withYears}${lookingFor}` : '';
    const phrase = `I'm ${identity.phrase}${lookingFor}`;
    const words = countWords(identity.sentence);
    if (fits(whole) && words <= 25) opener = whole;
    else if (compact && fits(compact) && facts.every((f) => compact.includes(f))) opener = compact;
    else if (!facts.length && fits(phrase)) opener = phrase;
    else if (facts.length && words <= 40) opener = whole;
    else if (fits(phrase)) opener = phrase;
    identityInHook = opener !== seeking && (!facts.length || opener !== phrase);
  }
  return { opener, identityInHook };
}

/** 1. The hook: who they are (with their years and credentials), the role sought, the strongest result. */
export function hookOf(sorted: SortedSentences, role: string, used: Set<number>): Hook {
  const { identity, identityIndex } = sorted;
  const top = sorted.withFigures[0] ?? sorted.achievements[0];
  const topText = top && top.index === identityIndex ? identity!.sentence : top?.clean;
  const { opener, identityInHook } = openerOf(sorted, role, top, topText);
  const claims: AboutClaim[] = [];
  const lines: string[] = [];
  if (opener) {
    lines.push(opener);
    if (identity && opener.includes(identity.phrase)) {
      claims.push({ sentence: opener, source: identity.source });
      if (identityInHook) used.add(identityIndex);
    }
  }
  if (top && topText) {
    lines.push(topText);
    used.add(top.index);
    claims.push({ sentence: topText, source: top.source });
  }
  return { lines, claims, top };
}

/**
 * 2. Results and 3. what I do and how I work. The years and credentials the hook does not carry
 * are kept whatever the length (`keep`), and so are the languages the person speaks ("Fluent in
 * Mandarin and English"): postings ask for them.
 */
export function bodyOf(sorted: SortedSentences, text: AboutText, used: Set<number>) {
  const { content, identity, identityIndex } = sorted;
  const results = sorted.achievements.filter((s) => !used.has(s.index)).slice(0, 5);
  for (const s of results) used.add(s.index);
  const speaksLanguages = (i: number) =>
    [...(text.mentionsBySentence[i]?.keys() ?? [])].some(
      (id) => getSkill(id).category === 'spoken-language',
    );
  const kept0 = content
    .filter(
      (s) =>
        !used.has(s.index) && (s.profile || s.index === identityIndex || speaksLanguages(s.index)),
    )
    .map((s) => (s.index === identityIndex ? { ...s, clean: identity!.sentence } : s));
  const keep = new Set(kept0.map((s) => s.index));
  for (const s of kept0) used.add(s.index);
  const work = [
    ...kept0,
    ...content
      .filter((s) => !used.has(s.index) && (s.work || s.keywordHits > 0) && s.firstPerson)
      .sort((a, b) => b.keywordHits - a.keywordHits || a.buzz - b.buzz || a.index - b.index)
      .slice(0, 3),
  ].sort((a, b) => a.index - b.index);
  for (const s of work) used.add(s.index);
  return { results, work, keep };
}

/** 4. Skills the About shows: the wanted keywords first, then other hard skills it names. */
export function skillsShown(
  keywords: Keyword[],
  text: AboutText,
  sorted: SortedSentences,
): SkillName[] {
  const { rawSentences, mentionsBySentence } = text;
  const { identity } = sorted;
  const skillNames: SkillName[] = [];
  const skillSeen = new Set<string>();
  const addSkill = (surface: string, source: string) => {
    const k = loose(surface);
    if (!k || skillSeen.has(k) || skillNames.length >= 8) return;
    skillSeen.add(k);
    skillNames.push({ surface, source });
  };
  for (const k of keywords) if (k.surface && k.source) addSkill(k.surface, k.source);
  for (let i = 0; i < rawSentences.length && skillNames.length < 8; i++)
    for (const [id, surface] of mentionsBySentence[i]!) {
      const cat = getSkill(id).category;
      // a capitalised name or a phrase, not an ordinary word the taxonomy also lists ("act")
      // and not the user's own job title ("I'm a registered nurse" names no skill)
      if (
        cat !== 'soft' &&
        cat !== 'spoken-language' &&
        /[A-Z]|\S\s+\S/.test(surface) &&
        !(identity && ` ${loose(identity.phrase)} `.includes(` ${loose(surface)} `)) &&
        !inName(surface, rawSentences[i]!)
      )
        addSkill(surface, rawSentences[i]!);
    }
  return skillNames;
}

/** 5. The call to action, with the e-mail address the About gives, if any. */
export function callToAction({ about, role, industry }: AboutRequest): string {
  const email = EMAIL.exec(about)?.[0];
  const where = industry ? ` in ${industry.toLowerCase()}` : '';
  return role
    ? `I'm open to ${role} opportunities${where}. If you are hiring or would like to compare notes, send me a message${email ? ` or email me at ${email}` : ''}.`
    : `I'm open to new opportunities${where}. If you would like to talk, send me a message${email ? ` or email me at ${email}` : ''}.`;
}

export const skillLine = (skills: SkillName[]) =>
  skills.length ? `Skills I bring: ${joinList(skills.map((s) => s.surface))}.` : '';

/** The rewrite's paragraphs: hook, results, what I do with the skills line, call to action. */
export function compose(parts: Parts): string {
  const paras: string[] = [];
  if (parts.hook.length) paras.push(parts.hook.join(' '));
  if (parts.results.length) paras.push(parts.results.map((s) => s.clean).join(' '));
  const whatIDo = parts.work.map((s) => s.clean);
  if (parts.skills.length) whatIDo.push(skillLine(parts.skills));
  if (whatIDo.length) paras.push(whatIDo.join(' '));
  paras.push(parts.cta);
  return paras.join('\n\n');
}

/**
 * The parts fitted to the word guide: below it, more of the user's own first-person sentences
 * (never invented ones); above it, the weakest extras dropped until it fits.
 */
export function fitToGuide(
  parts: Parts,
  sorted: SortedSentences,
  fit: { used: Set<number>; keep: Set<number>; minWords: number; maxWords: number },
): Parts & { text: string } {
  let { results: res, work: wk, skills: sk } = parts;
  let text = compose(parts);
  const extra = sorted.content.filter(
    (s) => !fit.used.has(s.index) && s.firstPerson && !/\b(?:hi|hello|thanks)\b/i.test(s.clean),
  );
  // sentences about the work first; a personal line, if any, closes the paragraph
  extra.sort((a, b) => Number(b.work) - Number(a.work) || a.index - b.index);
  const now = () => ({ ...parts, results: res, work: wk, skills: sk });
  while (countWords(text) < fit.minWords && extra.length) {
    wk = [...wk, extra.shift()!];
    text = compose(now());
  }
  while (countWords(text) > fit.maxWords) {
    const drop = wk.map((s) => s.index).findLastIndex((i) => !fit.keep.has(i));
    if (drop >= 0) wk = wk.filter((_, j) => j !== drop);
    else if (sk.length > 3) sk = sk.slice(0, 3);
    else if (res.length) res = res.slice(0, -1);
    else break;
    text = compose(now());
  }
  return { ...now(), text };
}

/** Each sentence of the rewrite with the About sentence it comes from. */
export function claimsOf(hook: Hook, fitted: Parts): AboutClaim[] {
  const claims = [...hook.claims];
  for (const s of [...fitted.results, ...fitted.work].sort((a, b) => a.index - b.index))
    claims.push({ sentence: s.clean, source: s.source });
  const line = skillLine(fitted.skills);
  for (const source of new Set(fitted.skills.map((s) => s.source)))
    claims.push({ sentence: line, source });
  return claims;
}
