/**
 * The LinkedIn About optimizer: a rewrite of the user's own About, and two scores.
 *
 * The rewrite (never inventing: every sentence about the candidate is one of theirs, trimmed of
 * filler words, and points to the sentence it came from in `claims`):
 *   1. a hook: who they are, from their own "I am" line or profile line ("Registered nurse with
 *      nine years on telemetry units", put in the first person) with its years of experience and
 *      credentials (identity.ts), the role they are seeking (named as sought, never as held),
 *      then their strongest result, inside the first 300 characters (what LinkedIn shows before
 *      "see more") when they fit; years and credentials are never cut to make them fit, and a
 *      sentence naming a credential is kept whatever the length;
 *   2. their other results (sentences with figures or outcome verbs), strongest first;
 *   3. what they do and how they work, from their own sentences;
 *   4. the skills and keywords their text shows (a keyword it does not show goes to
 *      `suggestions`, never into the About);
 *   5. a call to action for target-role opportunities.
 * Within 150-300 words when the source allows; a short source gives a short result and
 * suggestions, never padding. The truthfulness check (document 'prose') runs on the result
 * against the About (plus the target role and industry the user typed, which the About may name
 * as sought) and repairs it by removing any sentence that carries an invented fact.
 *
 * Scores (integers 0-100; each part 0-100, combined as the weighted mean of its parts):
 *   engagementScore =
 *     0.25 hook         first 300 characters: target role named 40, a figure 30, first person 15,
 *                       a first sentence of 30 words or fewer 15
 *     0.15 readability  mean sentence length: 100 at 8-22 words, falling linearly to 0 at 40
 *                       (and below 8 to 50 at 3), less 50 x the share of sentences over 35 words
 *     0.10 voice        share of sentences in the first person, 100 at half or more
 *     0.15 cta          100 when a call to action is present, else 0
 *     0.15 length       100 within 150-300 words; below, words/150 x 100; above,
 *                       100 - (words - 300)/3
 *     0.20 specificity  sentences with a figure (3 or more: 70) + with an outcome verb
 *                       (3 or more: 30), less 6 per buzzword (at most 30)
 *   recruiterAppeal =
 *     0.35 keywords     share of the wanted keywords (the user's, else the role's typical skills,
 *                       else 5 skills of any kind) shown by the About and present in the scored
 *                       text, matched as the ATS matches (keywords.ts: a skill by its skill, read
 *                       in context; another term by the stems of its words)
 *     0.15 industry     industry terms present, 100 at 3 (the part is left out without an industry)
 *     0.30 achievements sentences with a figure, 100 at 3
 *     0.20 role clarity target role in the first 300 characters 60, anywhere 20, an "I am" line 20
 * Deterministic; linear in the input (the About is read at most 50,000 characters deep).
 */
import { findSkills, getSkill } from '../taxonomy';
import { normalizeText } from '../text/normalize';
import { repairTruthfulness } from '../truth';
import { identityOf, isProfile, profileFacts } from './identity';
import { findSupport, keywordMatcher, keywordOf, roleSkills, type Keyword } from './keywords';
import { roleIn, scoreAbout } from './score';
import { CTA, EMAIL, FIRST_PERSON, OUTCOME_VERBS, WORK_WORDS } from './terms';
import {
  aboutSentences,
  article,
  buzzCount,
  cleanSentence,
  countWords,
  figuresOf,
  HOOK_CHARS,
  inName,
  joinList,
  loose,
  MAX_INPUT,
  MAX_KEYWORDS,
  MAX_SENTENCES,
  short,
  traceClaims,
} from './text';
import type { AboutClaim, AboutInput, AboutOptions, AboutResult } from './types';

export type { AboutClaim, AboutInput, AboutOptions, AboutResult, AboutScorePart } from './types';
export { scoreAbout } from './score';
export { cleanSentence, countWords } from './text';

/* ---------- the rewrite ---------- */

interface Sentence {
  index: number;
  /** exactly as the user wrote it */
  source: string;
  clean: string;
  words: number;
  figures: string[];
  outcome: boolean;
  buzz: number;
  cta: boolean;
  firstPerson: boolean;
  work: boolean;
  /** it tells years of experience or a credential */
  profile: boolean;
  keywordHits: number;
}

function strength(s: Sentence): number {
  return (
    Math.min(3, s.figures.length) * 3 +
    (s.outcome ? 2 : 0) +
    Math.min(2, s.keywordHits) -
    (s.words > 45 ? 3 : 0) -
    s.buzz
  );
}

/**
 * Rewrite a LinkedIn About for a target role, never adding a fact the user did not write, and
 * score it (see the top of this file). Never throws; deterministic.
 */
export function optimizeAbout(input: AboutInput, options: AboutOptions = {}): AboutResult {
  const minWords = options.minWords ?? 150;
  const maxWords = options.maxWords ?? 300;
  const about = normalizeText(String(input?.currentAbout ?? '').slice(0, MAX_INPUT));
  const role = String(input?.targetRole ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const industry = String(input?.industry ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const userKeywords: string[] = [];
  const seenKw = new Set<string>();
  for (const k of Array.isArray(input?.keywords) ? input.keywords : []) {
    const t = String(k ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    if (!t || seenKw.has(loose(t))) continue;
    seenKw.add(loose(t));
    userKeywords.push(t);
    if (userKeywords.length >= MAX_KEYWORDS) break;
  }

  // the About's sentences, each once
  const rawSentences: string[] = [];
  const seenS = new Set<string>();
  for (const s of aboutSentences(about)) {
    const k = loose(s);
    if (!k || seenS.has(k)) continue;
    seenS.add(k);
    rawSentences.push(s);
    if (rawSentences.length >= MAX_SENTENCES) break;
  }
  const mentionsBySentence = rawSentences.map((s) => {
    const m = new Map<number, string>();
    for (const x of findSkills(s)) if (!m.has(x.skillId)) m.set(x.skillId, x.text);
    return m;
  });

  // keywords: the user's, then the role's typical skills; each with where the About shows it
  const keywords: Keyword[] = [];
  const kwSeen = new Set<string>();
  const addKw = (label: string, origin: Keyword['origin']) => {
    const k = keywordOf(label, origin);
    const key = k.skillId !== undefined ? `#${k.skillId}` : (k.keys ?? '');
    if (!key || kwSeen.has(key)) return;
    kwSeen.add(key);
    const sup = findSupport(k, rawSentences, mentionsBySentence);
    keywords.push(sup ? { ...k, surface: sup.surface, source: sup.source } : k);
  };
  for (const k of userKeywords) addKw(k, 'user');
  for (const k of roleSkills(role)) addKw(k, 'role');

  const sentences: Sentence[] = rawSentences.map((source, index) => {
    const clean = cleanSentence(source);
    const has = keywordMatcher(clean);
    return {
      index,
      source,
      clean,
      words: countWords(clean),
      figures: figuresOf(clean),
      outcome: OUTCOME_VERBS.test(clean),
      buzz: buzzCount(clean),
      cta: CTA.test(clean),
      firstPerson: FIRST_PERSON.test(clean),
      work: WORK_WORDS.test(clean),
      profile: isProfile(clean),
      keywordHits: keywords.filter((k) => k.surface && has(k)).length,
    };
  });
  const usable = sentences.filter(
    (s) => s.clean && s.words >= 3 && s.words <= 60 && !s.cta && !EMAIL.test(s.clean),
  );
  const filler = usable.filter((s) => s.buzz >= 2 && !s.figures.length && !s.keywordHits);
  const content = usable.filter((s) => !filler.includes(s));
  const achievements = content
    .filter((s) => s.figures.length > 0 || (s.outcome && s.firstPerson))
    .sort((a, b) => strength(b) - strength(a) || a.index - b.index);
  const withFigures = achievements.filter((s) => s.figures.length > 0);
  const identity = identityOf(content);
  const identityIndex = identity
    ? (content.find((s) => s.source === identity.source)?.index ?? -1)
    : -1;

  // 1. the hook: who they are (with their years and credentials), the role sought, and the
  // strongest result inside the first 300 characters
  const seeking = role ? `I'm looking for ${article(role)} ${role} role.` : '';
  const lookingFor = role ? `, looking for ${article(role)} ${role} role.` : '.';
  const top = withFigures[0] ?? achievements[0];
  const topText = top && top.index === identityIndex ? identity!.sentence : top?.clean;
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
  const used = new Set<number>();
  const claims: AboutClaim[] = [];
  const hook: string[] = [];
  if (opener) {
    hook.push(opener);
    if (identity && opener.includes(identity.phrase)) {
      claims.push({ sentence: opener, source: identity.source });
      if (identityInHook) used.add(identityIndex);
    }
  }
  if (top && topText) {
    hook.push(topText);
    used.add(top.index);
    claims.push({ sentence: topText, source: top.source });
  }

  // 2. results, 3. what I do and how I work
  const results = achievements.filter((s) => !used.has(s.index)).slice(0, 5);
  for (const s of results) used.add(s.index);
  // the years and credentials the hook does not carry are kept, whatever the length, and the
  // languages the person speaks ("Fluent in Mandarin and English"): postings ask for them
  const speaksLanguages = (i: number) =>
    [...(mentionsBySentence[i]?.keys() ?? [])].some(
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

  // 4. skills the About shows: the wanted keywords first, then other hard skills it names
  const skillNames: { surface: string; source: string }[] = [];
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

  // 5. the call to action
  const email = EMAIL.exec(about)?.[0];
  const where = industry ? ` in ${industry.toLowerCase()}` : '';
  const cta = role
    ? `I'm open to ${role} opportunities${where}. If you are hiring or would like to compare notes, send me a message${email ? ` or email me at ${email}` : ''}.`
    : `I'm open to new opportunities${where}. If you would like to talk, send me a message${email ? ` or email me at ${email}` : ''}.`;

  // assemble within the word guide: drop the weakest extras until it fits
  const compose = (res: Sentence[], wk: Sentence[], skills: typeof skillNames) => {
    const paras: string[] = [];
    if (hook.length) paras.push(hook.join(' '));
    if (res.length) paras.push(res.map((s) => s.clean).join(' '));
    const whatIDo = wk.map((s) => s.clean);
    if (skills.length) whatIDo.push(`Skills I bring: ${joinList(skills.map((s) => s.surface))}.`);
    if (whatIDo.length) paras.push(whatIDo.join(' '));
    paras.push(cta);
    return paras.join('\n\n');
  };
  let res = results;
  let wk = work;
  let sk = skillNames;
  let text = compose(res, wk, sk);
  // below the guide: more of the user's own first-person sentences, never invented ones
  const extra = content.filter(
    (s) => !used.has(s.index) && s.firstPerson && !/\b(?:hi|hello|thanks)\b/i.test(s.clean),
  );
  // sentences about the work first; a personal line, if any, closes the paragraph
  extra.sort((a, b) => Number(b.work) - Number(a.work) || a.index - b.index);
  while (countWords(text) < minWords && extra.length) {
    wk = [...wk, extra.shift()!];
    text = compose(res, wk, sk);
  }
  while (countWords(text) > maxWords) {
    const drop = wk.map((s) => s.index).findLastIndex((i) => !keep.has(i));
    if (drop >= 0) wk = wk.filter((_, j) => j !== drop);
    else if (sk.length > 3) sk = sk.slice(0, 3);
    else if (res.length) res = res.slice(0, -1);
    else break;
    text = compose(res, wk, sk);
  }
  const kept = new Set([...res, ...wk].map((s) => s.index));
  for (const s of [...res, ...wk].sort((a, b) => a.index - b.index))
    claims.push({ sentence: s.clean, source: s.source });
  const skillLine = sk.length ? `Skills I bring: ${joinList(sk.map((s) => s.surface))}.` : '';
  for (const source of new Set(sk.map((s) => s.source)))
    claims.push({ sentence: skillLine, source });

  const external = typeof options.rewrite === 'string';
  if (external) {
    text = normalizeText(options.rewrite!.slice(0, MAX_INPUT)).trim();
    claims.splice(0, claims.length, ...traceClaims(text, rawSentences));
  }

  // the truthfulness check: the target role and industry may be named, as what is sought
  const allowed = [about, role, industry].filter(Boolean).join('\n');
  const repaired = repairTruthfulness(allowed, text, { document: 'prose' });
  text = repaired.text.trim();
  // a rewrite the check still cannot trace is refused: the user's About is given back as written
  const refused = repaired.report.ok ? null : repaired.report.violations;
  if (refused) text = about.trim();
  const truth = refused
    ? repairTruthfulness(allowed, text, { document: 'prose' }).report
    : repaired.report;
  const finalClaims = refused ? [] : claims.filter((c) => text.includes(c.sentence));

  // scores, for the rewrite and the original
  const scoreIn = { role, industry, keywords, minWords, maxWords };
  const after = scoreAbout({ ...scoreIn, text });
  const before = scoreAbout({ ...scoreIn, text: about });
  // the keywords the final text has, matched as the ATS matches them (and shown by the About)
  const has = keywordMatcher(text);
  const keywordsUsed = keywords.filter((k) => k.surface && has(k)).map((k) => k.label);

  // what changed (a rewrite from elsewhere says its own; only the length and the check are told here)
  const improvements: string[] = [];
  const own = !external;
  const origHead = about.slice(0, HOOK_CHARS);
  if (own && top && top.figures.length && !origHead.includes(top.source))
    improvements.push(
      `Moved your strongest result (${short(top.clean)}) into the first 300 characters, the part LinkedIn shows before "see more".`,
    );
  if (own && role && !roleIn(origHead, role) && roleIn(text.slice(0, HOOK_CHARS), role))
    improvements.push(
      `Named the role you are looking for (${role}) in the first 300 characters, the part LinkedIn shows before "see more".`,
    );
  if (own && res.length)
    improvements.push(
      `Grouped ${res.length + (top ? 1 : 0)} of your results together near the top, strongest first.`,
    );
  const trimmed = [...(top ? [top] : []), ...res, ...wk].filter(
    (s) => s.clean.replace(/[.!?]$/, '') !== s.source.replace(/[.!?]$/, ''),
  );
  if (own && trimmed.length)
    improvements.push(
      `Trimmed filler words from ${trimmed.length} sentence${trimmed.length > 1 ? 's' : ''} (for example "${short(trimmed[0]!.source)}").`,
    );
  if (own && filler.length)
    improvements.push(
      `Dropped ${filler.length} buzzword-heavy sentence${filler.length > 1 ? 's' : ''} that a recruiter cannot check (for example "${short(filler[0]!.source)}").`,
    );
  const left = content.filter(
    (s) =>
      !kept.has(s.index) &&
      s.index !== top?.index &&
      // the profile line is used, in the first person
      s.index !== identityIndex &&
      !text.includes(s.clean),
  );
  const unused = left.length;
  if (own && unused) {
    const example = left[0]!;
    improvements.push(
      `Left out ${unused} sentence${unused > 1 ? 's' : ''} that show${unused > 1 ? '' : 's'} no result, skill or way of working (for example "${short(example.source)}").`,
    );
  }
  if (own && sk.length)
    improvements.push(
      `Named the skills your text shows in one line: ${joinList(sk.map((s) => s.surface))}.`,
    );
  if (own && !sentences.some((s) => s.cta))
    improvements.push('Added a call to action inviting recruiters to get in touch.');
  const wordsBefore = countWords(about);
  const wordsAfter = countWords(text);
  if (wordsBefore !== wordsAfter)
    improvements.push(
      `Length: ${wordsBefore} to ${wordsAfter} words (LinkedIn guide: ${minWords} to ${maxWords}).`,
    );
  if (repaired.removed.length)
    improvements.push(
      `Removed ${repaired.removed.length} sentence${repaired.removed.length > 1 ? 's' : ''} the truthfulness check could not trace to your About.`,
    );

  if (refused)
    improvements.splice(
      0,
      improvements.length,
      `Kept your About as written: the rewrite named something your About does not say (${refused
        .map((v) => `"${v.value}"`)
        .join(', ')}), so it was not used.`,
    );

  // suggestions: what only the user can add
  const suggestions: string[] = [];
  for (const k of keywords.filter((k) => !k.surface)) {
    if (k.origin === 'user')
      suggestions.push(
        `Add "${k.label}" in these words if it is true for you: searches match the words, and your About does not use them yet, so they were not added.`,
      );
  }
  const roleMissing = keywords.filter((k) => k.origin === 'role' && !k.surface).slice(0, 3);
  if (roleMissing.length)
    suggestions.push(
      `${role} roles often ask for ${joinList(roleMissing.map((k) => k.label))}: if you use any of them, say where and with what result.`,
    );
  if (wordsAfter < minWords)
    suggestions.push(
      `Your About is ${wordsAfter} words; ${minWords} to ${maxWords} is recommended. Add a result with a figure, the kind of problems you solve, or how you work with others, in your own words.`,
    );
  if (withFigures.length < 2)
    suggestions.push(
      'Add a result with a figure (time saved, revenue, users, a percentage): figures are what recruiters remember.',
    );
  if (!identity)
    suggestions.push(
      'Add one line saying who you are today (for example "I am a ... with ... years in ..."), so the hook can use it.',
    );
  if (industry && !after.parts.some((p) => p.id === 'industry' && p.score >= 100))
    suggestions.push(
      `Mention the ${industry.toLowerCase()} work you have done (its products, customers or terms), if any.`,
    );

  return {
    optimizedAbout: text,
    engagementScore: after.engagementScore,
    recruiterAppeal: after.recruiterAppeal,
    scoreParts: after.parts,
    original: {
      engagementScore: before.engagementScore,
      recruiterAppeal: before.recruiterAppeal,
      words: wordsBefore,
    },
    improvements,
    keywordsUsed,
    suggestions,
    claims: finalClaims,
    truth,
  };
}
