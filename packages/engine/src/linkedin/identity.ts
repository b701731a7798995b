/**
 * Who the About says the person is: their own "I am a ..." line, or a resume-style profile line
 * ("Registered nurse with nine years on telemetry units", "Qualified accountant (US CPA) with 12
 * years in audit"), with the facts a recruiter looks for first: years of experience and
 * credentials (certifications, licences, degrees). Nothing is added: a profile line is only put
 * in the first person ("I'm a registered nurse with nine years ...").
 */
import { findSkills, getSkill } from '../taxonomy';
import { TITLE_HEADS } from '../text/lexicon';
import { article, buzzCount, countWords, figuresOf } from './text';

export interface Identity {
  /** "a registered nurse", "a qualified accountant (US CPA)" */
  phrase: string;
  /** the About sentence it comes from, as written */
  source: string;
  /** that sentence, whole, in the first person */
  sentence: string;
  /** the phrase with its experience clause ("a registered nurse with nine years on telemetry units"), '' without one */
  withYears: string;
}

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty';

/** Years of experience: "12 years", "nine years", "15+ years", "over a decade", "since 2016". */
export const YEARS = new RegExp(
  `\\b(?:(?:\\d{1,2}\\+?|${NUMBER_WORDS}|(?:twenty|thirty)-\\w+)\\+?\\s+(?:years?|yrs)\\b|(?:a|over a|more than a|nearly a) decade\\b|since (?:19|20)\\d\\d\\b)`,
  'i',
);

/** Words of a credential: a certification, a licence, a chartered or registered title, a degree. */
const CREDENTIAL_WORDS =
  /\b(?:certified|certification|certificate|licen[cs]ed|licen[cs]e|chartered|accredited|board[- ]certified|diploma|bachelor'?s?|master'?s?|mba|phd|b\.?sc|m\.?sc)\b/i;

/** The credentials a sentence names: taxonomy certifications and bracketed acronyms ("(CRDE)"). */
export function credentialsOf(sentence: string): string[] {
  const out: string[] = [];
  for (const m of findSkills(sentence))
    if (getSkill(m.skillId).category === 'certification') out.push(sentence.slice(m.start, m.end));
  for (const m of sentence.matchAll(/\(([A-Z][A-Za-z]{0,3}\s)?([A-Z]{2,6})\)/g)) out.push(m[2]!);
  const w = CREDENTIAL_WORDS.exec(sentence);
  if (w) out.push(w[0]);
  return [...new Set(out)];
}

/** The facts of a profile line that must reach the rewrite: its years, credentials and figures. */
export function profileFacts(sentence: string): string[] {
  const years = YEARS.exec(sentence);
  return [...(years ? [years[0]] : []), ...credentialsOf(sentence), ...figuresOf(sentence)];
}

/** Whether a sentence tells years of experience or a credential. */
export function isProfile(sentence: string): boolean {
  return YEARS.test(sentence) || credentialsOf(sentence).length > 0;
}

const IDENTITY_RE = /\bI(?:'|’)?m[ \t]+|\bI[ \t]+am[ \t]+/i;
const PHRASE_END = /[ \t]+(?:with|who|and|based|at|for|that|from|in|living|currently|by)\b/i;
/** Heads a profile line names the person by, besides the job titles ("Front office leader"). */
const EXTRA_HEADS = new Set(['leader', 'professional', 'practitioner', 'manager', 'nurse']);

/** "with nine years on medical-surgical units" from the rest of a sentence, up to its next break. */
function yearsClause(rest: string): string {
  const m = /^[ \t]*((?:with|of)[ \t][^,;:.!?]*)/i.exec(rest);
  if (!m || !YEARS.test(m[1]!)) return '';
  // a list cut at its first comma ("for schools, hospitals and offices") would say less
  const after = rest.slice(m[0].length);
  return /^,[ \t]*[^,;:.!?]{1,60}?[ \t](?:and|or)[ \t]/.test(after) ? '' : m[1]!.trim();
}

/** First letter lower-case in a sentence-case phrase ("Registered nurse"), kept in a name ("Certified Public Accountant", "UX designer"). */
function inSentence(phrase: string): string {
  const words = phrase.split(/\s+/);
  const titleCase = words.slice(1).some((w) => /^[A-Z][a-z]/.test(w));
  if (titleCase || /^[A-Z]{2,}/.test(words[0]!) || /[A-Z]/.test(words[0]!.slice(1))) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

function phraseOk(phrase: string): boolean {
  const n = countWords(phrase);
  return n >= 2 && n <= 7 && !/\d/.test(phrase) && !buzzCount(phrase);
}

/** The user's own "I am a ..." line, else a profile line opening one of the first sentences. */
export function identityOf(sentences: { source: string; clean: string }[]): Identity | undefined {
  for (const s of sentences.slice(0, 12)) {
    const m = IDENTITY_RE.exec(s.clean);
    if (!m) continue;
    const rest = s.clean.slice(m.index + m[0].length);
    const am = /^(an?[ \t]+[^,.;:!?()]{2,80})/i.exec(rest);
    if (!am) continue;
    const phrase = am[1]!.split(PHRASE_END)[0]!.trim();
    if (!phraseOk(phrase)) continue;
    const clause = yearsClause(rest.slice(phrase.length));
    return {
      phrase,
      source: s.source,
      sentence: s.clean,
      withYears: clause ? `${phrase} ${clause}` : '',
    };
  }
  // "Qualified accountant (US CPA) with 12 years in ...": a title, then years or a credential
  for (const s of sentences.slice(0, 3)) {
    if (IDENTITY_RE.test(s.clean) || /^(?:I|my|we|our)\b/i.test(s.clean)) continue;
    const m =
      /^((?:an?[ \t]+)?[A-Za-z][^,.;:!?]{2,80}?)(?=[ \t]+(?:with|since|who|of(?=[ \t]+\S+[ \t]+years?\b))\b|,)/.exec(
        s.clean,
      );
    if (!m) continue;
    const bare = m[1]!.replace(/^an?[ \t]+/i, '');
    const head = bare
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .split(/\s+/)
      .pop()!
      .toLowerCase();
    if (!TITLE_HEADS.has(head) && !EXTRA_HEADS.has(head)) continue;
    const rest = s.clean.slice(m[0].length);
    if (!isProfile(s.clean) || !phraseOk(bare)) continue;
    const phrase = `${article(bare)} ${inSentence(bare)}`;
    const clause = yearsClause(rest);
    return {
      phrase,
      source: s.source,
      sentence: `I'm ${phrase}${rest}`,
      withYears: clause ? `${phrase} ${clause}` : '',
    };
  }
  return undefined;
}
