/**
 * Finding the STAR parts of an answer, sentence by sentence. A part is found when it is labelled
 * ("Situation:", "S:", "**Task** -", and the sentences after a label until the next one), named
 * in the sentence ("The task was", "My goal was", "As a result") or implied: a sentence that sets
 * the scene (a time, a place, a problem), states a goal or a responsibility, has "I" doing
 * something, or gives an outcome. A label is never part of the sentence the feedback quotes.
 * Every pattern here is linear in the length of the answer.
 */
import { normalizeText, splitSentences } from '../text/normalize';
import type { StarPart } from './types';

export const STAR_PARTS: readonly StarPart[] = ['situation', 'task', 'action', 'result'];

export interface StarSentence {
  /** the sentence as the answer says it, without its part label */
  text: string;
  lower: string;
  words: number;
  numbers: string[];
  /** the part its label (its own, or the last one before it) names */
  label: StarPart | null;
  /** how strongly it shows each part */
  evidence: Record<StarPart, number>;
  /** the parts it shows (a sentence can set the scene and act at once) */
  parts: Set<StarPart>;
  /** the part it shows most */
  best: StarPart | null;
  /** actions with "I" as their subject ("I added X, found Y and moved Z" is three) */
  iActions: number;
  weActions: number;
}

/* ---------- labels ---------- */

const LABEL_WORDS: Record<string, StarPart> = {
  situation: 'situation',
  context: 'situation',
  background: 'situation',
  challenge: 'situation',
  problem: 'situation',
  setting: 'situation',
  s: 'situation',
  task: 'task',
  tasks: 'task',
  goal: 'task',
  goals: 'task',
  objective: 'task',
  aim: 'task',
  'my task': 'task',
  'my role': 'task',
  'my goal': 'task',
  responsibility: 'task',
  t: 'task',
  action: 'action',
  actions: 'action',
  approach: 'action',
  'what i did': 'action',
  'steps taken': 'action',
  'actions taken': 'action',
  a: 'action',
  result: 'result',
  results: 'result',
  outcome: 'result',
  outcomes: 'result',
  impact: 'result',
  'the result': 'result',
  r: 'result',
};

/** A label opening a sentence: "Situation:", "**Task** -", "(S)", "R:"; single letters need a colon or a bracket. */
const LABEL =
  /^[*_\s(#]*(situation|context|background|challenge|problem|setting|tasks?|goals?|objective|aim|my task|my role|my goal|responsibility|actions?|approach|what i did|steps taken|actions taken|results?|outcomes?|impact|the result|[star])(?:[*_]*\s*[:：]|\)[*_]*\s*[:：]?|[*_]*\s+[-–—](?=\s))[*_]*\s*/i;

/** A label inside a line, where an answer runs its parts together ("... in 2023. Task: I had to ..."). */
const INLINE_LABEL =
  /(?<!\b(?:my|the|our|a|an|this|that))\s+(?=(?:\*\*)?(?:situation|context|background|task|goal|action|actions|approach|result|results|outcome|impact)(?:\*\*)?\s*[:：])/gi;

function readLabel(sentence: string): { part: StarPart; rest: string } | null {
  const m = LABEL.exec(sentence);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  // A lone letter is a label only with a colon or a bracket ("S:", "(S)"), never "A - " mid-prose.
  if (word.length === 1 && !/[:：)]/.test(m[0])) return null;
  const part = LABEL_WORDS[word];
  return part ? { part, rest: sentence.slice(m[0].length).trim() } : null;
}

/* ---------- cues ---------- */

/** Phrases that name a part in the sentence itself ("The task was", "My goal", "As a result"). */
const NAMED: Record<StarPart, RegExp> = {
  situation:
    /^(?:(?:so|well|okay|ok),?\s+)?(?:the|our) (?:situation|context|background|problem|challenge) (?:was|is)\b|\b(?:to set the scene|for context|for some context)\b/,
  task: /\b(?:(?:the|my|our) (?:task|goal|aim|objective|brief|mandate|assignment|mission|job|role|responsibility|target)s? (?:was|were|is)|my (?:task|goal|job|role|responsibility|objective)\b|i was (?:responsible|accountable|in charge|tasked|asked|charged|hired|brought in)|i (?:owned|took ownership)|it was (?:my|on me) (?:job|responsibility)|(?:it|this) fell to me)\b/,
  action:
    /\b(?:what i did (?:was|is)|my approach was|the steps i took|i started by|my first step)\b/,
  result:
    /\b(?:as a result|the (?:result|outcome|upshot|impact)s? (?:was|were|is)|in the end|ultimately|the end result|because of (?:this|that)|thanks to (?:this|that))\b/,
};

const SITUATION =
  /\b(?:when i was|at my (?:last|previous|current|first|old) (?:job|role|company|employer|team|school|hospital|store|firm)|in my (?:last|previous|current|first) (?:role|job|position|team)|there (?:was|were)|the (?:company|team|client|customer|project|situation|problem|context|challenge|issue|system|product|school|class|ward|unit|site|store|business|department|patient|account) (?:was|had|were|needed|kept)|at the time|last (?:year|quarter|month|spring|summer|autumn|fall|winter|week|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)|(?:in|during|by) (?:january|february|march|april|june|july|august|september|october|november|december)|(?:in|during) (?:19|20)\d\d|while (?:i was )?working|i was working|working (?:at|as|on)|a (?:few|couple of) (?:years|months|weeks) ago|(?:two|three|four|five|\d+) (?:years|months|weeks) ago|our (?:team|company|client|system|product|service|app|site|ward|unit|store|school|class|department|clinic|shop|crew|office) (?:was|had|were|needed|kept)|we (?:had|were) (?:a|an|some|about|around|only|\d)|faced|background|early in my|(?:on|in) (?:my|our|the) (?:team|department|unit|ward|shift|class|site)|had never|(?:was|were) (?:struggling|losing|missing|failing|growing|behind|short|late|down|stuck|falling)|at (?:the|a|an) (?:time|start|beginning)|during (?:a|an|the|my|our))\b/;

/** Words of a problem or a state of affairs: the scene a story opens on. */
const PROBLEM =
  /\b(?:problems?|issues?|slow(?:er|ly)?|late|behind|short-?staffed|understaffed|short of|struggl\w*|missing|losing|lost|failing|failed|broken|complain\w*|lowest|highest|worst|backlog|outages?|crash\w*|tripp\w*|declin\w*|overdue|angry|unhappy|upset|frustrat\w*|conflicts?|disagree\w*|errors?|defects?|bugs?|risks?|pressure|shortage|delays?|delayed|kept \w+ing|stuck)\b/;

const TASK =
  /\b(?:my (?:goal|task|job|role|responsibility|objective|assignment|brief) (?:was|is)|i (?:was|were) (?:asked|tasked|responsible|expected|assigned|in charge|hired|accountable)|i (?:needed|had|wanted|set out|decided|was supposed) to|the (?:goal|task|aim|objective|ask|requirement|target|priority) (?:was|is)|we needed to|needed to|had to|have to|deadline|the aim was|to make sure|so that we could|(?:before|by) (?:the )?(?:end of|deadline|launch|go-live|friday|monday|tuesday|wednesday|thursday|the weekend|morning|next)|my part was|i owned)\b/;

const RESULT =
  /\b(?:as a result|the result|resulted|in the end|ultimately|outcome|which (?:meant|led|cut|reduced|saved|raised|increased|improved)|led to|reduced|increased|improved|saved|cut|grew|raised|lowered|dropped|doubled|tripled|halved|shipped|launched|delivered|achieved|won|finished|completed|on time|learned|learnt|lesson|since then|afterwards|after that the|now (?:the|we|it|she|he|they)|praised|promoted|adopted|rose|fell|went (?:up|down|live|from)|(?:was|were|is|are) (?:down|up) (?:by|to|from|\d)|passed|exceeded|beat|reached|hit (?:our|the|my)|stopped|no longer|has not|hasn't|have not|haven't|never (?:again|missed|failed)|zero|renewed|retained|thanked|recogni[sz]ed|closed (?:the|\d|at|out)|signed|went from|from \d[^ ]* to \d|within (?:a|an|\d|two|three|four|five|six) \w+|by the end)\b/;

const NUMBER =
  /(?:[$£€]\s?\d+(?:[.,]\d+)*(?:\s?(?:k|m|million|thousand|billion))?|\b\d+(?:[.,]\d+)*\s?(?:%|percent|per cent|x\b|times\b|hours?\b|days?\b|weeks?\b|months?\b|years?\b|minutes?\b|seconds?\b|ms\b|users?\b|customers?\b|people\b|patients?\b|clients?\b|engineers?\b|students?\b|pupils?\b|points?\b|k\b|million\b|thousand\b)?|\b(?:half|halved|doubled|tripled|twice|thrice|zero)\b|\bno (?:\w+ )?(?:errors|defects|incidents|complaints|failures|outages|injuries|falls|escalations|missed \w+)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|hundreds of|a dozen|dozens of)\s+(?:(?:more|extra|fewer|working|full|straight|whole)\s+)?(?:%|percent|hours?|days?|weeks?|months?|years?|minutes?|seconds?|shifts?|users?|customers?|people|patients?|clients?|students?|pupils?|accounts?|deals?|points?|times|reports?|tickets?|calls?|defects?|jobs?|sites?)\b|\bfrom (?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b[^.,;]{0,20}?\bto (?:one|two|three|four|five|six|seven|eight|nine|ten|zero|\d+)\b)/gi;

const IRREGULAR = new Set(
  (
    'built wrote led ran made took set began chose drew brought sought taught spoke met put found gave held kept sent ' +
    'dug broke split cut rebuilt rewrote did got went told showed stood sat let drove grew paid sold spent won fed ' +
    'fought bought caught laid lent read rode saw shook shot shut slept stuck swept threw woke withdrew undertook ' +
    'oversaw overcame froze hid hit rang rose sped sank struck swore tore upheld wound rang dealt meant rewired ' +
    'rebuilt redid reran retook stepped sought spun thought-through'
  ).split(' '),
);
/** Words ending in "ed" that are not past tenses. */
const NOT_PAST = new Set(
  'need feed seed speed bleed breed proceed exceed succeed shed bed red wed embed indeed'.split(
    ' ',
  ),
);
/** Verbs after "I" that are not doing ("I was", "I felt"). */
const NOT_ACTIONS = new Set(
  'was were am had have think thought feel felt guess believe hope wanted needed liked loved knew mean meant realized realised joined seemed tried wished enjoyed hated used'.split(
    ' ',
  ),
);
/** Present-tense words after "I" that are not a plan or a habit of doing ("I think", "I love"). */
const NOT_PRESENT_ACTIONS = new Set(
  'am usually always often typically normally generally really just think believe guess feel know like love want need hope mean enjoy prefer have had was were'.split(
    ' ',
  ),
);
/** Verbs an approach is told with ("I would check ..., compare ... and ask ..."). */
const BASE_ACTIONS = new Set(
  (
    'add ask assess audit build call change check clarify collect compare confirm contact cut define design ' +
    'document escalate estimate explain find fix flag follow gather get give go identify interview isolate ' +
    'list listen log look make map measure meet monitor move plan prioritise prioritize profile propose put ' +
    'read record reduce remove replace reproduce rerun review roll run schedule segment send set share sit ' +
    'sketch split start stop talk teach test trace track train try update use validate verify walk watch ' +
    'write'
  ).split(' '),
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

/** An approach opens on its assumptions and constraints, names what must hold, and says how it would know. */
const ASSUMPTION =
  /\b(?:assum\w*|clarify|clarifying|constraints?|let's say|let us say|say (?:\d|we|that|a|the)|given (?:that|a|the)|at (?:a|this|that) scale|expected (?:load|traffic|volume)|the scale|requirements? (?:is|are|would be)|i would (?:first )?ask (?:about|what|how|who|whether))\b/;
const MUST_HOLD =
  /\b(?:the (?:goal|requirement|aim|priority|constraint) (?:is|would be)|(?:must|should) (?:never|always|not)|never (?:loses?|drops?|misses?|double)|at least once|exactly once|so that|to make sure|to ensure)\b/;
const VERIFY =
  /\b(?:measure|alert(?:s|ing)?|metrics?|success (?:would|means|is)|dashboards?|would know|to confirm|to check (?:that|whether)|track(?:ing)?|a\/b|experiment|compare (?:the|conversion|before)|break-even|if (?:it|conversion|the \w+) (?:fell|rose|drops|rises|falls))\b/;

/* ---------- sentences ---------- */

function splitAnswer(answer: string): { text: string; label: StarPart | null; own: boolean }[] {
  const out: { text: string; label: StarPart | null; own: boolean }[] = [];
  let current: StarPart | null = null;
  let pending: StarPart | null = null;
  for (const rawLine of normalizeText(answer).split('\n')) {
    // one space between words keeps every pattern below linear on hostile spacing
    const line = rawLine.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const chunks = line.replace(INLINE_LABEL, '\n').split('\n');
    for (const chunk of chunks) {
      for (const raw of splitSentences(chunk)) {
        for (const piece of spokenPieces(raw)) {
          const found = readLabel(piece);
          if (found) {
            current = found.part;
            pending = null;
            if (!/[A-Za-z0-9]/.test(found.rest)) {
              // a label alone on its line ("Situation:"): it names the sentences that follow
              pending = found.part;
              continue;
            }
            out.push({ text: found.rest, label: found.part, own: true });
            continue;
          }
          if (pending) {
            out.push({ text: piece, label: pending, own: true });
            pending = null;
            continue;
          }
          out.push({ text: piece, label: current, own: false });
        }
      }
    }
  }
  return out;
}

/** Where a run-on answer names its next part ("..., and my task was ...", "so what I did was ..."). */
const PART_JOINT =
  /(?:,\s*|\s+)(?:(?:and|so|then)\s+)?(?=(?:(?:my|the|our) (?:task|goal|aim|job|role|result|outcome|situation)s? (?:was|were|is)\b|what i did was\b|as a result\b|in the end\b))/gi;
/** Where a long spoken run breaks: the joints people say aloud. */
const SPOKEN_JOINT =
  /,?\s+(?=(?:and then|so then|after that|as a result|in the end|then i|so i|and so)\b)/i;

/** Spoken answers come without full stops: a run is broken where it names a part, and long runs at spoken joints. */
function spokenPieces(s: string): string[] {
  const out: string[] = [];
  for (const piece of s
    .replace(PART_JOINT, (m, offset: number) => (offset > 0 ? '\n' : m))
    .split('\n')) {
    const p = piece.trim();
    if (!p) continue;
    if (p.split(/\s+/).length <= 45) out.push(p);
    else for (const q of p.split(SPOKEN_JOINT)) if (q.trim()) out.push(q.trim());
  }
  return out;
}

/** The answer's sentences with the STAR parts each one shows. */
export function starSentences(answer: string, hypothetical: boolean): StarSentence[] {
  const raw = splitAnswer(answer);
  const labelledParts = new Set(raw.filter((r) => r.label).map((r) => r.label!));
  const n = raw.length;
  return raw.map(({ text, label }, i) => {
    const lower = text.toLowerCase();
    const numbers = text.match(NUMBER)?.map((x) => x.trim()) ?? [];
    const pos = n > 1 ? i / (n - 1) : 0.5;
    const iActs = iActionCount(lower, hypothetical);
    const weActs = weActionCount(lower);
    const named = (p: StarPart) => NAMED[p].test(lower);
    const sit = SITUATION.test(lower);
    const problem = PROBLEM.test(lower);
    const tsk = TASK.test(lower);
    const res = RESULT.test(lower);
    const seq = SEQUENCE.test(lower);
    const assumes = hypothetical && ASSUMPTION.test(lower);
    const holds = hypothetical && MUST_HOLD.test(lower);
    const verifies = hypothetical && pos > 0.4 && VERIFY.test(lower);
    const evidence: Record<StarPart, number> = {
      situation:
        (named('situation') ? 3 : 0) +
        (sit && pos < 0.6 ? 2 : 0) +
        (assumes ? 1.5 : 0) +
        // a problem told as a state of affairs, not as something I did
        (problem && !iActs ? 1.2 : 0) +
        (pos < 0.34 ? 0.5 : 0) +
        (i === 0 && !iActs && !tsk ? 0.6 : 0),
      task: (named('task') ? 3 : 0) + (tsk ? 2 : 0) + (holds ? 1.5 : 0) + (pos < 0.5 ? 0.3 : 0),
      action:
        (named('action') ? 3 : 0) + iActs * 1.2 + (weActs ? 0.8 : 0) + (seq && iActs ? 0.6 : 0),
      result:
        (named('result') ? 3 : 0) +
        (res ? 2 : 0) +
        (verifies ? 1.5 : 0) +
        // a number late in the answer reads as an outcome unless the sentence is "I" doing things
        (numbers.length && pos > 0.5 && (res || !iActs) ? 1 : 0) +
        (pos > 0.66 && !iActs ? 0.5 : 0),
    };
    if (label) evidence[label] += 4;
    const ranked = STAR_PARTS.map((p) => [p, evidence[p]] as const).sort((a, b) => b[1] - a[1]);
    const best = ranked[0]![1] >= 1.2 ? ranked[0]![0] : null;
    const parts = new Set<StarPart>();
    if (label) parts.add(label);
    if (best) parts.add(best);
    // Beyond its label, a sentence shows only parts the answer does not label anywhere.
    const open = (p: StarPart) => !label || !labelledParts.has(p);
    if (
      open('situation') &&
      (named('situation') || assumes || ((sit || (problem && !iActs)) && pos < 0.6))
    )
      parts.add('situation');
    if (open('task') && (tsk || named('task') || holds)) parts.add('task');
    if (open('action') && (iActs > 0 || weActs > 0 || named('action'))) parts.add('action');
    if (open('result') && (res || named('result') || verifies)) parts.add('result');
    return {
      text,
      lower,
      words: text.split(/\s+/).filter(Boolean).length,
      numbers,
      label,
      evidence,
      parts,
      best: label ?? best,
      iActions: iActs,
      weActions: weActs,
    };
  });
}

/** Lead-in words that only name the part ("The task was to", "As a result,"), for short summaries. */
const LEAD_IN =
  /^(?:(?:so|and|well|basically),?\s+)?(?:(?:the|my|our) (?:situation|context|background|problem|challenge|task|goal|aim|objective|brief|job|role|responsibility|approach|result|outcome|impact)s? (?:was|were|is)(?: that| to)?|what i did was(?: to)?|as a result|in the end|ultimately)[,:\s]+/i;

/** A sentence without the words that only name its part: "The task was to lift reading" -> "lift reading". */
export function withoutLeadIn(text: string): string {
  const t = text.replace(LEAD_IN, '');
  return t.length >= 8 ? t : text;
}
