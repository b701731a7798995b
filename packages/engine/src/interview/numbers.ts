/**
 * The measures an answer gives: amounts, percentages, counts, durations, ratios ("40%", "3
 * weeks", "AED 410M", "from 12 to 6", "two nights", "9/10"). A number that names something
 * rather than measures it is not one:
 *  - part of a name or a code ("S/4HANA", "COVID-19", "4th-grade", "5G");
 *  - the version, edition, standard or grade after a name ("Windows 11", "Python 3",
 *    "ISO 9001", "IFRS 16", "NEC 2020", "Level 2", "year 4", "tier 1");
 *  - an always-on phrase or a one-to-one ("24/7", "1:1");
 *  - a date or a clock time ("in 2022", "1 March", "at 11 pm"): those set a scene (`dated`)
 *    but measure nothing.
 * Every pattern is linear in the length of the text.
 */
import { lookupSkill } from '../taxonomy';
import { wordSet } from '../text/words';

const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|hundreds of|a dozen|dozens of';
const UNITS =
  '%|percent|per cent|x\\b|times\\b|hours?\\b|hrs?\\b|h\\b|days?\\b|nights?\\b|weeks?\\b|months?\\b|years?\\b|minutes?\\b|mins?\\b|seconds?\\b|ms\\b|users?\\b|customers?\\b|people\\b|patients?\\b|clients?\\b|engineers?\\b|students?\\b|pupils?\\b|points?\\b|k\\b|m\\b|bn\\b|million\\b|thousand\\b|billion\\b';

const NUMBER = new RegExp(
  [
    // a ratio or a score out of something ("9/10", "4.8/5")
    '\\b\\d+(?:\\.\\d+)?\\/\\d+(?:\\/\\d+)?\\b',
    // an amount of money
    '[$£€]\\s?\\d+(?:[.,]\\d+)*(?:\\s?(?:k|m|bn|million|thousand|billion)\\b)?',
    // a number, with its unit when it has one
    `\\b\\d+(?:[.,]\\d+)*(?:\\s?(?:${UNITS}))?`,
    '\\b(?:half|halved|doubled|tripled|twice|thrice|zero)\\b',
    '\\bno (?:\\w+ )?(?:errors|defects|incidents|complaints|failures|outages|injuries|falls|escalations|findings|missed \\w+)\\b',
    '\\b(?:one|two|three|four|five)[- ]star\\b',
    // a number word with its unit or its count noun ("two nights", "three grade levels")
    `\\b(?:${NUMBER_WORD})\\s+(?:(?!of\\b|and\\b|or\\b|to\\b|in\\b|on\\b|at\\b|for\\b|the\\b)[a-z-]+\\s+)?(?:%|percent|hours?|days?|weeks?|months?|years?|minutes?|seconds?|shifts?|times|(?!(?:this|thus|does|was|has|is|its|ours|yours|theirs|hers|his)\\b)[a-z]{3,}s)\\b`,
    `\\bone\\s+(?:(?:more|extra|full|whole)\\s+)?(?:hour|day|week|month|year|minute|shift|point)\\b`,
    `\\bfrom (?:${NUMBER_WORD}|\\d+)\\b[^.,;]{0,20}?\\bto (?:${NUMBER_WORD}|zero|\\d+)\\b`,
  ].join('|'),
  'gi',
);

/** Lower-case words a number after them names, not measures ("level 2", "year 4", "type 2"). */
const NAMING_WORDS = new Set(
  (
    'level grade year tier phase band stage step version release edition section chapter article ' +
    'clause rule room floor ward bay gate terminal platform lane route block zone sprint season wave ' +
    'round priority severity sev class category type form model series gen generation item line ' +
    'station pod wing suite bed unit building key v ' +
    // names and standards a spoken answer gives in lower case ("windows 11", "iso 9001")
    'windows office iso ifrs ias nec osha haccp covid'
  ).split(' '),
);

/** Words after which a capitalised word is not a name: the opening of a sentence or a clause. */
const FUNCTION_WORDS = wordSet(
  'a an the and or but so of to in on at by for with from as into over under about around ' +
    'nearly almost roughly approximately only just some all every each another than within after ' +
    'before since until up down to more less fewer exactly maybe now still even then also both ' +
    'we i our my they their it he she you its this that these those there here was were is are ' +
    'had has have top',
);

const MONTHS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;

/** Three-letter currency codes, which come before an amount ("AED 410M", "USD 600M"). */
const CURRENCY = wordSet(
  'usd eur gbp aed sar qar kwd omr bhd cad aud nzd jpy cny inr chf sgd hkd zar sek nok dkk mxn brl',
);

const WORD_BEFORE = /([A-Za-z][A-Za-z0-9.+#’'-]*)\s+$/;
const WORD_AFTER = /^\s*([A-Za-z][A-Za-z']*)/;

export interface Measures {
  /** the measures, as the text writes them */
  measures: string[];
  /** whether the text gives a date or a time (a year, a month and day, a clock time) */
  dated: boolean;
}

/** The measures of a text and whether it is dated (see the top of this file). */
export function measuresOf(text: string): Measures {
  const measures: string[] = [];
  let dated = false;
  NUMBER.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NUMBER.exec(text))) {
    const token = m[0].trim();
    const at = m.index;
    const end = at + m[0].length;
    const kind = judge(text, token, at, end);
    if (kind === 'date') dated = true;
    else if (kind === 'measure') measures.push(token);
  }
  return { measures, dated };
}

function judge(text: string, token: string, at: number, end: number): 'measure' | 'date' | 'name' {
  if (!/^\d/.test(token)) return 'measure';
  const before = text.slice(Math.max(0, at - 40), at);
  const after = text.slice(end, end + 24);
  const bare = /^\d+$/.test(token);

  // ratios: "24/7" is a phrase, "03/2021" and "12/05/2022" are dates
  if (token.includes('/')) {
    if (/^24\/7(?:\/365)?$/.test(token)) return 'name';
    if (/^\d{1,2}\/\d{4}$|^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(token)) return 'date';
    return 'measure';
  }
  // inside a name or a code: "S/4HANA", "COVID-19", "4th", "5G", "2FA"
  if (/[A-Za-z][/-]$|[A-Za-z]$/.test(before) || /^[A-Za-z]/.test(after)) return 'name';
  // "1:1", clock times ("11:30", "at 5 pm")
  if (/^:\d/.test(after) || /\d:$/.test(before)) return token === '1' ? 'name' : 'date';
  if (bare && /^\s?(?:am|pm|a\.m\.|p\.m\.|o'clock)(?![A-Za-z])/i.test(after)) return 'date';

  const prev = WORD_BEFORE.exec(before)?.[1];
  const next = WORD_AFTER.exec(after)?.[1];
  // dates: a month next to the number, or a year on its own
  if (bare && ((prev && MONTHS.test(prev)) || (next && MONTHS.test(next)))) return 'date';
  if (bare && /^(?:19|20)\d\d$/.test(token) && !(next && /^[a-z]{3,}s$/.test(next)))
    return prev && isName(prev, before) ? 'name' : 'date';

  // a version, edition or grade after a name: "Windows 11", "ISO 9001", "level 2", "Python 3"
  if (bare && prev && isName(prev, before)) return 'name';
  return 'measure';
}

/** Whether a word before a number names the thing the number belongs to. */
function isName(word: string, before: string): boolean {
  const lower = word.toLowerCase().replace(/[.’']+$/, '');
  if (CURRENCY.has(lower) || MONTHS.test(lower) || FUNCTION_WORDS.has(lower)) return false;
  if (NAMING_WORDS.has(lower)) return true;
  // an acronym or a name with inner capitals, wherever it stands ("ISO", "IFRS", "iPhone")
  if (/^[A-Z0-9]{2,}$/.test(word) || /^[a-z]*[A-Z].*[A-Z]/.test(word) || /^[a-z]+[A-Z]/.test(word))
    return true;
  // a capitalised word inside a sentence (at its start, a capital says nothing)
  const head = before.replace(WORD_BEFORE, '');
  const opening = /(?:^|[.!?:;"“(]\s*)$/.test(head);
  if (/^[A-Z]/.test(word) && !opening) return true;
  // a tool or a language the skills taxonomy knows ("python 3", "excel 2016" in a spoken answer)
  const category = lower.length > 2 ? lookupSkill(lower)?.category : undefined;
  return category === 'tool' || category === 'language';
}
