/**
 * What the cover letter analysis tells the writer, from the measures (measures.ts): the
 * strengths, the areas to improve, and the rewrite suggestions, each a sentence of the letter
 * (or "(missing)") with a rewrite that adds no fact the user did not give; where only the user
 * can add something (an example of their own), a bracketed instruction says what.
 */
import { parseResume } from '../parser';
import type { JobSkill } from '../types';
import { GENERIC, HEDGE, type LetterMeasures } from './measures';
import {
  listNames,
  NAMED_THINGS,
  resumeNames,
  sayable,
  skillsOf,
  standInText,
  type ResumeMention,
} from './named-skills';
import { words } from './shape';
import { signatureName } from './names';

export type LetterSection = 'opening' | 'body' | 'closing' | 'overall';
export type LetterPriority = 'high' | 'medium' | 'low';

export interface LetterRecommendation {
  section: LetterSection;
  priority: LetterPriority;
  /** the letter's own sentence, or "(missing)" */
  current: string;
  /**
   * a rewrite that adds no fact the user did not give; where only the user can add something (an
   * example of their own), a bracketed instruction says what
   */
  improved: string;
  reasoning: string;
}

/** How each hedge is cut: "I believe I might be able to add" -> "I can add"; "I think I would" -> "I would". */
function unhedge(sentence: string): string {
  const out = sentence
    .replace(/\bI (?:think|believe|feel|guess)(?: that)? I (?:might|may) be able to\b/gi, 'I can')
    .replace(/\b(?:might|may) be able to\b/gi, 'can')
    .replace(/\bI might\b/gi, 'I can')
    .replace(/\bI (?:would like to think|think|believe|feel|guess)(?: that)?\s+/gi, '')
    .replace(/,?\s*\b(?:maybe|perhaps|hopefully|somewhat|if possible)\b,?/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out.replace(/^[a-z]/, (c) => c.toUpperCase());
}

function quote(s: string): string {
  return s.length > 400 ? `${s.slice(0, 397)}...` : s;
}

/** What the letter does well. */
export function strengthAreas(m: LetterMeasures): string[] {
  const { shape, coverage, opening, closing, specificity, tone, voice } = m;
  const out: string[] = [];
  if (!coverage.none && coverage.cov.named.length > 0) out.push(coverage.line);
  for (const c of coverage.cov.standIns)
    out.push(`${standInText(c)}, which the posting accepts in its place.`);
  if (shape.wordCount >= 250 && shape.wordCount <= 400)
    out.push(`A good length: ${shape.wordCount} words between the greeting and the sign-off.`);
  if (opening.role && opening.company) out.push('The opening names the role and the company.');
  if (closing.cta && shape.hasSignOff) out.push('Ends with a call to action and a sign-off.');
  const figures = specificity.figures.length;
  if (figures > 0) out.push(`Backs claims with ${figures} figure${figures > 1 ? 's' : ''}.`);
  if (!(tone.hedges.length > 0) && tone.markers.length > 0 && shape.wordCount > 0)
    out.push('Confident, enthusiastic tone without hedging.');
  if (!voice.manyI && voice.firstPerson && voice.openers >= 4)
    out.push('Varied sentence openings.');
  return out;
}

/** The job's skills the letter leaves out or names only in other words. */
function skillGaps(m: LetterMeasures): string[] {
  const { cov } = m.coverage;
  const out: string[] = [];
  const topMissing = cov.missing
    .slice()
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3);
  for (const s of topMissing)
    out.push(
      `Does not mention ${s.jobTerm}, which the posting ${s.required ? 'requires' : 'asks for'}.`,
    );
  // in other words than the posting's: its own words are what a keyword search looks for
  for (const c of cov.reworded
    .slice()
    .sort((a, b) => b.skill.weight - a.skill.weight)
    .slice(0, 2))
    out.push(
      `Says ${listNames(c.via.map((v) => `"${v}"`))} where the posting says "${c.skill.jobTerm}"; its own words help a keyword search.`,
    );
  // shown only through a narrower skill: naming it outright is what a keyword filter looks for
  for (const c of cov.implied
    .slice()
    .sort((a, b) => b.skill.weight - a.skill.weight)
    .slice(0, 2))
    out.push(
      `Does not name ${c.skill.jobTerm}, which the posting ${c.skill.required ? 'requires' : 'asks for'}; ${listNames(c.via)} only impl${c.via.length > 1 ? 'y' : 'ies'} it.`,
    );
  return out;
}

/** What the letter should do better: skills first, then length, opening, closing and wording. */
export function improvementAreas(m: LetterMeasures): string[] {
  const { shape, opening, closing, specificity, tone, voice } = m;
  const out = skillGaps(m);
  if (shape.wordCount < 250)
    out.push(
      `Short: ${shape.wordCount} words between the greeting and the sign-off, where 250-400 reads best.`,
    );
  else if (shape.wordCount > 400)
    out.push(
      `Long: ${shape.wordCount} words between the greeting and the sign-off, where 250-400 reads best.`,
    );
  if (!(opening.role && opening.company) && shape.sentences.length > 0)
    out.push(
      `The opening does not name the ${[!opening.role ? 'role' : '', !opening.company ? 'company' : ''].filter(Boolean).join(' or the ')}.`,
    );
  if (opening.cliche) out.push(`Opens with the cliché "${opening.cliche}".`);
  if (!closing.cta) out.push('The closing does not ask for a conversation or interview.');
  if (!shape.hasSignOff) out.push('No sign-off such as "Sincerely".');
  if (!(specificity.figures.length > 0) && shape.wordCount > 0)
    out.push('No figures: results are not measured.');
  const { generic } = specificity;
  if (generic.length > 0)
    out.push(
      `Generic phrases: ${listNames([...new Set(generic.map((g) => `"${g.toLowerCase()}"`))])}.`,
    );
  if (tone.hedges.length > 0)
    out.push(
      `Hedges weaken it: ${listNames([...new Set(tone.hedges.map((h) => `"${h.toLowerCase()}"`))])}.`,
    );
  if (voice.manyI)
    out.push(`${voice.startI} of ${voice.openers} sentences start with "I"; vary the openings.`);
  return out;
}

/**
 * A sentence stating what the resume lists, in the letter writer's words: "I also work with
 * Salesforce and HubSpot CRM." for tools, "I also hold ..." for certificates, "I also bring
 * experience in A/B testing." for practices.
 */
function resumeSentences(found: ResumeMention[]): string {
  const groups: Record<'work' | 'hold' | 'bring', string[]> = { work: [], hold: [], bring: [] };
  for (const { text: surface, category } of found) {
    const g = category === 'certification' ? 'hold' : NAMED_THINGS.has(category) ? 'work' : 'bring';
    // a practice written at the start of a resume line reads mid-sentence in lower case
    // ("Linear regression" -> "linear regression"); names keep their capitals
    const said =
      g === 'bring' && /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}-]*)+$/u.test(surface)
        ? surface.charAt(0).toLowerCase() + surface.slice(1)
        : surface;
    if (!Object.values(groups).some((l) => l.includes(said))) groups[g].push(said);
  }
  return [
    groups.work.length ? `I also work with ${listNames(groups.work)}.` : '',
    groups.hold.length ? `I also hold ${listNames(groups.hold)}.` : '',
    groups.bring.length ? `I also bring experience in ${listNames(groups.bring)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The opening rewritten to name the role and the company, keeping the user's own first sentence. */
function openingRec(m: LetterMeasures, roleText: string, companyText: string) {
  const { shape, opening } = m;
  if (opening.role && opening.company && !opening.cliche) return [];
  // keep the user's own first sentence unless it is a stock opener or another application line
  const rest = shape.openingSentence;
  const keepRest =
    !opening.cliche && !/\b(?:apply|applying|application)\b/i.test(rest) && words(rest).length >= 5;
  const rec: LetterRecommendation = {
    section: 'opening',
    priority: 'high',
    current: quote(shape.openingSentence),
    improved: `I am applying for the ${roleText} role at ${companyText}.${keepRest ? ` ${quote(rest)}` : ''}`,
    reasoning:
      'The first sentence should say which role at which company you want, without a stock phrase; readers and ATS filters look for both.',
  };
  return [rec];
}

/**
 * The required skills the letter leaves out: what the resume shows becomes a sentence from it;
 * the rest, a prompt for the writer's own example (named tools and languages first: they are
 * what an example can show).
 */
function missingSkillRecs(m: LetterMeasures, resumeText: string): LetterRecommendation[] {
  const recs: LetterRecommendation[] = [];
  const hard = m.job.skills.filter((s) => s.category !== 'soft');
  const concrete = (s: JobSkill) => (s.category === 'tool' || s.category === 'language' ? 0 : 1);
  const hardMissing = m.coverage.cov.missing
    .filter((s) => hard.includes(s))
    .sort((a, b) => concrete(a) - concrete(b) || b.weight - a.weight);
  const resumeSkills = resumeText.trim() ? skillsOf(resumeText) : null;
  const fromResume: { skill: JobSkill; found: ResumeMention }[] = [];
  const toAsk: JobSkill[] = [];
  for (const s of hardMissing) {
    const named = resumeSkills ? resumeNames(s, resumeSkills) : undefined;
    if (!named || !sayable(s, named)) toAsk.push(s);
    else if (fromResume.length < 4) fromResume.push({ skill: s, found: named });
  }
  if (fromResume.length) {
    const terms = listNames(fromResume.map((f) => f.skill.jobTerm));
    const required = fromResume.some((f) => f.skill.required);
    recs.push({
      section: 'body',
      priority: required ? 'high' : 'medium',
      current: '(missing)',
      improved: resumeSentences(fromResume.map((f) => f.found)),
      reasoning: `The posting ${required ? 'requires' : 'asks for'} ${terms} and your resume lists ${listNames([...new Set(fromResume.map((f) => f.found.text))])}, but the letter never names ${fromResume.length > 1 ? 'them' : 'it'}; an example of where you used ${fromResume.length > 1 ? 'them' : 'it'} says even more.`,
    });
  }
  for (const s of toAsk.slice(0, fromResume.length ? 1 : 2))
    recs.push({
      section: 'body',
      priority: s.required ? 'high' : 'medium',
      current: '(missing)',
      improved: `[only if you have it: your example of ${s.jobTerm}, where you used it and the result]`,
      reasoning: `The posting ${s.required ? 'requires' : 'asks for'} ${s.jobTerm} and the letter never names it.`,
    });
  return recs;
}

/**
 * Generic phrases and hedges, a sentence each, until there are eight suggestions in all; gives
 * the sentences it suggested rewriting.
 */
function phraseRecs(m: LetterMeasures, recs: LetterRecommendation[]): Set<string> {
  const seen = new Set<string>();
  for (const s of m.shape.sentences) {
    if (recs.length >= 8) break;
    GENERIC.lastIndex = 0;
    HEDGE.lastIndex = 0;
    const hasGeneric = GENERIC.test(s);
    GENERIC.lastIndex = 0;
    const hasHedge = HEDGE.test(s);
    HEDGE.lastIndex = 0;
    if ((!hasGeneric && !hasHedge) || seen.has(s)) continue;
    seen.add(s);
    const fixed = hasGeneric
      ? '[replace with one specific example from your own work that shows this]'
      : unhedge(s);
    recs.push({
      section: 'body',
      priority: hasGeneric ? 'medium' : 'low',
      current: quote(s),
      improved: fixed,
      reasoning: hasGeneric
        ? 'Generic self-descriptions are skipped by readers; an example of your own says more.'
        : 'Hedges make a claim sound unsure; state it plainly.',
    });
  }
  return seen;
}

/** A call to action and a sign-off, signed with the letter's own name, else the resume's. */
function closingRec(m: LetterMeasures, roleText: string, resumeText: string) {
  const { shape } = m;
  const { cta } = m.closing;
  if (cta && shape.hasSignOff) return [];
  // without a name, the sign-off word alone (never a placeholder)
  const signer =
    shape.signedName ||
    (resumeText.trim() ? signatureName(resumeText, parseResume(resumeText).contact.name) : '');
  const signOff = signer ? `Sincerely,\n${signer}` : 'Sincerely,';
  const rec: LetterRecommendation = {
    section: 'closing',
    priority: cta ? 'low' : 'medium',
    current: quote(shape.closingSentence),
    improved: `${cta ? quote(shape.closingSentence) : `I would welcome the chance to discuss the ${roleText} role with you.`}${shape.hasSignOff ? '' : `\n\n${signOff}`}`,
    reasoning: shape.hasSignOff
      ? 'End by asking for the next step, so the reader knows what to do.'
      : `End by asking for the next step and sign off${signer ? '' : ' above your name'}, so the reader knows what to do and who wrote it.`,
  };
  return [rec];
}

/** Most sentences open with "I": one led by its context instead ("At X, I led ..."). */
function rhythmRec(m: LetterMeasures, seen: Set<string>): LetterRecommendation[] {
  if (!m.voice.manyI) return [];
  const move = /^I ([^,]{3,200}?) ((?:at|in|during|for|with|on) [^,.;]{2,80})\.$/;
  const s = m.shape.sentences.find((x, i) => i > 0 && !seen.has(x) && move.test(x));
  const found = s ? move.exec(s) : null;
  if (!s || !found) return [];
  return [
    {
      section: 'overall',
      priority: 'low',
      current: quote(s),
      improved: `${found[2]![0]!.toUpperCase()}${found[2]!.slice(1)}, I ${found[1]}.`,
      reasoning: 'Most sentences start with "I"; leading with the context varies the rhythm.',
    },
  ];
}

/** A sentence over 40 words split where it joins two ("..., and ...", "...; ..."). */
function longSentenceRec(m: LetterMeasures): LetterRecommendation[] {
  if (!(m.readability.long > 0)) return [];
  const long = m.shape.sentences.find((x) => words(x).length > 40 && /, and |; /.test(x));
  if (!long) return [];
  const at = long.search(/, and |; /);
  const a = long.slice(0, at).trim();
  const b = long
    .slice(at)
    .replace(/^(?:, and |; )/, '')
    .trim();
  return [
    {
      section: 'overall',
      priority: 'low',
      current: quote(long),
      improved: `${a}. ${b.charAt(0).toUpperCase()}${b.slice(1)}`,
      reasoning: 'Sentences over 40 words are hard to follow; two shorter ones read faster.',
    },
  ];
}

/** The rewrite suggestions, most important first within each kind. */
export function recommendationsFor(m: LetterMeasures, resumeText: string): LetterRecommendation[] {
  const { shape } = m;
  const roleText = m.role || '[the role]';
  const companyText = m.company || '[the company]';
  if (shape.sentences.length === 0)
    return [
      {
        section: 'overall',
        priority: 'high',
        current: '(missing)',
        improved: `I am applying for the ${roleText} role at ${companyText}. [Two or three short paragraphs, each pairing one of the posting's requirements with your own example.] [A closing line asking for a conversation.]`,
        reasoning: 'There is no letter text to analyse yet.',
      },
    ];
  const recs = [...openingRec(m, roleText, companyText), ...missingSkillRecs(m, resumeText)];
  const seen = phraseRecs(m, recs);
  recs.push(...closingRec(m, roleText, resumeText), ...rhythmRec(m, seen), ...longSentenceRec(m));
  if (shape.wordCount > 0 && shape.wordCount < 150)
    recs.push({
      section: 'overall',
      priority: 'medium',
      current: '(missing)',
      improved:
        "[a paragraph pairing one of the posting's requirements with your own example and its result]",
      reasoning: `At ${shape.wordCount} words the letter is too short to show fit; 250-400 words reads best.`,
    });
  return recs;
}
