/**
 * Actions in a sentence: "I" doing something (each verb coordinated with it counts: "I added X,
 * found Y and moved Z" is three), "we" doing something, and the words of a sequence of steps.
 * A plan ("I would check ...") or a habit ("I test ...") is an action only in an approach.
 */
import { wordSet } from '../text/words';

const IRREGULAR = wordSet(
  'built wrote led ran made took set began chose drew brought sought taught spoke met put found gave held kept sent ' +
    'dug broke split cut rebuilt rewrote did got went told showed stood sat let drove grew paid sold spent won fed ' +
    'fought bought caught laid lent read rode saw shook shot shut slept stuck swept threw woke withdrew undertook ' +
    'oversaw overcame froze hid hit rang rose sped sank struck swore tore upheld wound rang dealt meant rewired ' +
    'rebuilt redid reran retook stepped sought spun thought-through',
);
/** Words ending in "ed" that are not past tenses. */
const NOT_PAST = wordSet(
  'need feed seed speed bleed breed proceed exceed succeed shed bed red wed embed indeed',
);
/** Verbs after "I" that are not doing ("I was", "I felt"). */
const NOT_ACTIONS = wordSet(
  'was were am had have think thought feel felt guess believe hope wanted needed liked loved knew mean meant realized realised joined seemed tried wished enjoyed hated used',
);
/** Present-tense words after "I" that are not a plan or a habit of doing ("I think", "I love"). */
const NOT_PRESENT_ACTIONS = wordSet(
  'am usually always often typically normally generally really just think believe guess feel know like love want need hope mean enjoy prefer have had was were',
);
/** Verbs an approach is told with ("I would check ..., compare ... and ask ..."). */
const BASE_ACTIONS = wordSet(
  'add ask assess audit build call change check clarify collect compare confirm contact cut define design ' +
    'document escalate estimate explain find fix flag follow gather get give go identify interview isolate ' +
    'list listen log look make map measure meet monitor move plan prioritise prioritize profile propose put ' +
    'read record reduce remove replace reproduce rerun review roll run schedule segment send set share sit ' +
    'sketch split start stop talk teach test trace track train try update use validate verify walk watch ' +
    'write',
);
const ADVERB =
  '(?:then|also|first|quickly|personally|immediately|eventually|always|usually|often|finally|next|later|carefully|simply|basically|actually|directly|calmly|gently|proactively|each|still)';
const I_VERB = new RegExp(
  `\\bi(?:'d|’d|'ll|’ll)?\\s+(?:${ADVERB}\\s+){0,2}(?:(would|will|could|should|might|can)\\s+(?:${ADVERB}\\s+)?)?([a-z]+(?:-[a-z]+)?)`,
  'g',
);
/** Where a clause of "I ..." ends: another subject or a subordinate clause. */
const CLAUSE_END =
  /\b(?:i|we|he|she|they|which|who|because|but|so|when|while|until|since|although|though|if|whose)\b|[;:]/;
const COORDINATED =
  /(?:,\s*|\s+)(?:and\s+|or\s+)?(?:then\s+|also\s+|finally\s+)?([a-z]+(?:-[a-z]+)?)\b/g;
const WE_VERB =
  /\bwe\s+(?:then\s+|also\s+|all\s+|together\s+)?(?:[a-z]+ed|built|wrote|made|ran|took|set|chose|did|got|decided|shipped|fixed|found|put|sold|went|held|kept|taught|grew|cut)\b/g;
export const SEQUENCE =
  /\b(?:first|then|next|after that|finally|second|third|to start|once that|step one|afterwards)\b/;

const isPast = (w: string) =>
  (w.length > 4 && w.endsWith('ed') && !NOT_PAST.has(w)) || IRREGULAR.has(w);

/** Actions with "I" as the subject: each "I <verb>" and the verbs coordinated with it. */
export function iActionCount(lower: string, hypothetical: boolean): number {
  let n = 0;
  I_VERB.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = I_VERB.exec(lower))) {
    const modal = m[1];
    const verb = m[2]!;
    let plan = false;
    if (modal || m[0].includes('’d') || m[0].includes("'d")) {
      // "I would check": a plan, an answer to an approach question; in a story about a time
      // something happened, "I would" does nothing. "I could not" is never one.
      if (!hypothetical || verb === 'not' || NOT_PRESENT_ACTIONS.has(verb)) continue;
      plan = true;
    } else if (NOT_ACTIONS.has(verb)) continue;
    else if (!isPast(verb)) {
      // An approach question is answered in the present too ("I test ...", "I check ...").
      if (!hypothetical || NOT_PRESENT_ACTIONS.has(verb)) continue;
      plan = true;
    }
    n++;
    // The verbs coordinated with it, up to the end of the clause: "..., found Y, and moved Z".
    const restStart = m.index + m[0].length;
    const rest = lower.slice(restStart, restStart + 400);
    const end = CLAUSE_END.exec(rest);
    const clause = end ? rest.slice(0, end.index) : rest;
    COORDINATED.lastIndex = 0;
    let c: RegExpExecArray | null;
    while ((c = COORDINATED.exec(clause))) {
      const sep = c[0].slice(0, c[0].length - c[1]!.length);
      // a verb counts only right after a comma or "and" ("..., moved it and rewrote the copy")
      if (!sep.includes(',') && !/\b(?:and|or)\b/.test(sep)) continue;
      const w = c[1]!;
      if (plan ? BASE_ACTIONS.has(w) : isPast(w) && !NOT_ACTIONS.has(w)) n++;
    }
  }
  return n;
}

export const weActionCount = (lower: string) => (lower.match(WE_VERB) ?? []).length;
