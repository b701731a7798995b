/**
 * One requirement line read as the interviewer reads it: its kind (a duty, a topic, an activity,
 * a domain, a soft skill or a credential), the phrase a question quotes, its core and the list
 * of details it gives. Each reading is a step of its own, tried in order; the first that fits
 * the line answers.
 */
import { ACTION_VERBS_PRESENT } from '../text/lexicon';
import { wordSet } from '../text/words';
import type { ItemKind } from './posting';

/** Verbs a duty line may start with (base forms), beyond the lexicon's action verbs. */
const DUTY_VERBS = wordSet(
  'act administer advise analyse analyze answer apply architect assess assist audit automate balance bring build ' +
    'calculate care carry check clean close coach collaborate collect communicate compile complete conduct configure ' +
    'contribute cook coordinate create debug define deliver deploy design develop diagnose direct document draft ' +
    'drive educate enforce engage ensure establish estimate evaluate evolve execute facilitate file flag follow ' +
    'forecast foster gather generate greet grow guide handle help hire hold identify implement improve inspect ' +
    'install integrate interpret interview investigate keep launch lay lead liaise load maintain make manage ' +
    'measure mentor migrate model monitor motivate negotiate onboard operate optimise optimize orient organise ' +
    'organize oversee own pack partner perform pick plan precept prepare present prioritise prioritize process ' +
    'produce promote prospect provide publish read recommend reconcile recruit reduce refactor repair replace ' +
    'report represent research resolve respond review run schedule scope secure sell serve set shape ship solve ' +
    'source spec stock streamline supervise support take teach test track train translate triage troubleshoot ' +
    'tune understand update use validate wire work write learn adapt demonstrate embrace participate attend ' +
    'obtain protect uphold welcome visit assemble sort ship deliver collect prep cook clean drive join share roll ' +
    'co-plan co-teach co-lead co-design co-facilitate titrate interpret recognise recognize ' +
    'cite-check proofread redline summarize summarise transcribe e-file',
);

/** Words that make a line a credential or a condition, not a subject for a question. */
const CREDENTIAL =
  /\b(?:licen[cs]e[ds]?|licensure|certifi(?:ed|cation|cations|cate)|accreditation|degree|diploma|bachelor'?s?|master'?s?|ph\.?\s?d|doctorate|mba|ged|high school|driver'?s|transportation|authori[sz](?:ed|ation) to work|work permit|visa|eligib\w*|clearance|background check|drug (?:test|screen)|fluen(?:t|cy)|native|near-native|bilingual|language skills|spoken and written|written and spoken|designation|qualification|availability|available to|willing(?:ness)?|interest in pursuing|able to (?:lift|stand|work)|lift(?:ing)? (?:up to )?\d|relocat\w*|travel(?:ling)? (?:up to|about|\d)|weekends|holidays|night shifts?|on-site|onsite|commute|portfolio link|salary|pay range|endorsement|BLS|ACLS|PALS|CPR|NRP|TNCC|OSHA \d+|per (?:hour|year|month|annum)|bonus|401\(?k|403\(?b|pension)\b|[$€£]\s?\d|\b(?:bs|ba|bsc|msc|ms|ma)\s+(?:with|in|degree|or)\b|\b(?:b|m)\.(?:s|a|sc)\.|\bgpa\b|\brater\b|\brecognition\b|president'?s club|^qualified\b/i;
/** A certificate's name: a capital, then at least one more capital or a digit ("PCCN", "SHRM-CP", "DipIFR"). */
const ACRONYM = /^[A-Z](?=[A-Za-z&/+.-]*[A-Z0-9])[A-Za-z0-9&/+.-]*$/;
/** A line that is a list of certificate names ("SHRM-CP, SHRM-SCP, PHR or SPHR"). */
const isAcronymList = (text: string) =>
  text
    .split(/\s*,\s*|\s+(?:or|and)\s+|\s+/)
    .filter(Boolean)
    .every((t) => ACRONYM.test(t));
const LANGUAGES =
  /^(?:(?:fluent|excellent|good|strong|native|professional|working|business)\s+)?(?:english|french|spanish|german|dutch|arabic|mandarin|cantonese|chinese|japanese|korean|vietnamese|portuguese|italian|polish|russian|hindi|tagalog|other languages?)\b/i;

const SOFT =
  /\b(?:communication|interpersonal|team ?player|teamwork|critical thinking|analytical skills|analytics skills|organi[sz]ational|attention to detail|detail[- ]oriented|problem[- ]solving|self[- ]starter|self[- ]motivated|time management|work independently|fast[- ]paced|positive attitude|customer service skills|people skills|writing skills|written and verbal|verbal and written|collaborative|enthusias\w*|passion\w*|eager\w*|curios\w*|motivat\w*|desire to|willing\w*|professional with|team-oriented|personable|energetic|proactive|flexib\w*|adaptab\w*)\b/i;

/** Fields of business a "domain" line names ("payments or fintech", "healthcare, insurance or other regulated industry"). */
const DOMAIN =
  /\b(?:industry|industries|sector|payments|fintech|banking|healthcare|health care|insurance|retail|hospitality|manufacturing|logistics|e-commerce|ecommerce|saas|public sector|government|non-?profit|regulated|startup|agency|distribution centers?|industrial projects|groups|icu|picu|nicu|step-down|pcu|med-surg|emergency department|operating room|oncology|pediatrics?)\b/i;

/** -ing words that name a field, not an activity ("experience in accounting"). */
const GERUND_NOUNS =
  /^(?:accounting|engineering|marketing|manufacturing|nursing|banking|pricing|training|computing|programming|consulting|plumbing|housekeeping|bookkeeping|merchandising|publishing|advertising|fundraising|lending|underwriting|auditing|recruiting|staffing|catering|printing|shipping|trucking|mining|farming|teaching|learning|licensing|scheduling|testing|modelling|modeling|forecasting|budgeting|reporting|planning|writing|cleaning|nothing|something)$/i;

export const QUALIFIERS =
  /^(?:(?:very|highly|demonstrated|demonstrable|proven|successful|deep|strong|solid|sound|good|excellent|expert|advanced|extensive|thorough|hands-on|working|practical|basic|some|prior|previous|relevant|professional|clear|current|recent|broad|in-depth|significant|substantial|a strong|a solid|a proven|a deep)\s+)+/i;
const HEADS =
  /^(?:(?:an?\s+)?(?:track\s+)?record of|(?:an?\s+)?(?:deep\s+|working\s+|strong\s+|domain\s+)?(?:experience|knowledge|understanding|familiarity|expertise|proficiency|background|grounding|command|mastery|skills?|exposure|comfort|fluency|competence)(?:\s+(?:and|&)\s+(?:experience|knowledge|familiarity|comfort|understanding))?\s+(?:with|in|of|using|on|across|to))\s+/i;
const TRAILING =
  /\s*(?:,?\s*(?:is|are|would be)\s+(?:an?\s+)?(?:strong\s+|big\s+|real\s+|definite\s+)?(?:plus|bonus|asset|advantage|preferred|desirable|welcome|required|essential|nice to have|must)|,?\s*(?:preferred|required|desired|desirable|a plus|is an asset|welcome|essential|mandatory|strongly preferred|nice to have|(?:is\s+)?a must)|\s+etc)\.?$/i;
const YEARS =
  /^(?:(?:at least|minimum(?: of)?|min\.?|over|more than)\s+)?\d{1,2}\s*(?:\+|or more|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)(?:'|’)?(?:\s+of)?\s+/i;

/** A word is a verb a duty can start with. */
export function isDutyVerb(word: string): boolean {
  const w = word.toLowerCase();
  return DUTY_VERBS.has(w) || (ACTION_VERBS_PRESENT.has(w) && !w.endsWith('s'));
}

/** "Lead the shift" -> "lead the shift"; names and acronyms keep their capitals ("Epic", "SQL"). */
function lowerLead(text: string, keep: (word: string) => boolean): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (/^[A-Z]{2,}|[A-Z].*[A-Z]|\d/.test(first) || keep(first)) return text;
  return first.toLowerCase() + text.slice(first.length);
}

/** At most `max` words, cut before a trailing modifier ("... close and consolidation | for 30+ entities in the UAE"). */
export function shorten(phrase: string, max = 16): string {
  const words = phrase.split(/\s+/);
  if (words.length <= max) return phrase;
  const PREP =
    /^(?:for|in|across|with|including|through|using|on|at|from|within|by|via|while|so|to ensure|\(.*)$/i;
  let cut = -1;
  for (let i = max - 1; i >= 6; i--) {
    if (PREP.test(words[i]!)) {
      cut = i;
      break;
    }
  }
  if (cut < 0)
    for (let i = 7; i < max; i++)
      if (words[i - 1]!.endsWith(',')) {
        cut = i;
        break;
      }
  let head = words.slice(0, cut < 0 ? max : cut).join(' ');
  // never leave a bracket open
  const open = head.lastIndexOf('(');
  if (open > 0 && head.indexOf(')', open) < 0) head = head.slice(0, open);
  let prev = '';
  while (prev !== head) {
    prev = head;
    head = head
      .replace(/[,;:(\s]+$/, '')
      .replace(
        /\s+(?:and|or|the|a|an|of|to|with|as|such as|in|for|on|at|by|from|into|that|which|their|its|our|your)$/i,
        '',
      );
  }
  return head;
}

interface Parsed {
  kind: ItemKind;
  phrase: string;
  core: string;
  details: string[];
}

/** A list of short names ("falls, CAUTI, CLABSI or HAPI", "A/B and geo tests"). */
function listOf(text: string): string[] {
  return text
    .split(/\s*(?:,|;|\bor\b|\band\b|\/(?=\s))\s*/)
    .map((s) => s.trim())
    .filter((s) => s && s.split(/\s+/).length <= 5);
}

/** A phrase starts with a verb of doing in its -ing form ("selling to enterprise accounts", "leading crews"). */
const startsWithGerund = (t: string) => {
  const w = /^[a-z]+ing\b/i.exec(t)?.[0];
  return (
    !!w &&
    !GERUND_NOUNS.test(w) &&
    !/^(?:thing|string|ring|king|spring|morning|evening|ceiling|working|during|pending|leading-edge|cutting-edge|outstanding|existing|emerging|growing|ongoing|understanding|including|following|offering|according|interesting|exciting|demanding|challenging|amazing|rewarding)$/i.test(
      w,
    )
  );
};

type Keep = (word: string) => boolean;
type IsSkill = (text: string) => boolean;

/** The line without its lead-in ("You will", "Must have"), trailing words and end punctuation. */
function tidyLine(raw: string): string | null {
  const text = raw
    .replace(
      /^(?:you will|you'll|you’ll|will|responsible for|in this role,? you will|you are responsible for|(?:must|should) (?:have|be|possess)|you (?:have|possess|bring)|(?:the )?ideal candidate (?:has|will have)|we (?:need|want|expect))\s+/i,
      '',
    )
    .replace(TRAILING, '')
    .replace(/\s*,\s*(?:basic|intermediate|advanced|expert)(?: level)?\.?$/i, '')
    .replace(/[.;:!,]+$/, '')
    .trim();
  if (!text || /^(?:this|that|it|which|these|those|please|we|our)\b/i.test(text)) return null;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return null;
  if (text.length > 260) return null;
  return text;
}

/** Bracketed lists become details; bracketed asides ("(please share your numbers)") go. */
function withoutBrackets(text: string, details: string[]): string {
  return text
    .replace(/\s*\(([^()]{1,90})\)/g, (_, inner: string) => {
      if (
        !/^(?:or|and|e\.?g\.?|i\.?e\.?|please|required|preferred|ideally|optional|if|which|verified|may|can|at least|min|max|up to)\b/i.test(
          inner,
        ) &&
        inner.split(/\s+/).length <= 8
      )
        details.push(...listOf(inner));
      return '';
    })
    .replace(/\s{2,}/g, ' ')
    .replace(TRAILING, '')
    .replace(/[.;:!,]+$/, '')
    .trim();
}

/** A line split at its colon: "Lead the shift: make patient assignments ...", "Solid statistics: regression, ...". */
interface Line {
  text: string;
  head: string;
  afterColon: string;
  /** what follows the colon is a list, kept as details and quoted after the head */
  afterIsList: boolean;
  details: string[];
}

function splitAtColon(text: string, details: string[]): Line {
  let head = text;
  let afterColon = '';
  const colon = /^([^:]{3,60}):\s+(.+)$/.exec(text);
  if (colon) {
    head = colon[1]!.trim();
    afterColon = colon[2]!.trim();
  }
  const afterIsList =
    afterColon !== '' && listOf(afterColon).length >= 2 && !isDutyVerb(afterColon.split(/\s+/)[0]!);
  if (afterIsList) details.push(...listOf(afterColon));
  return { text, head, afterColon, afterIsList, details };
}

const withList = (line: Line, h: string) => (line.afterIsList ? `${h} (${line.afterColon})` : h);

const ADJECTIVE_NOUNS: Record<string, string> = {
  proficient: 'proficiency',
  skilled: 'skill',
  experienced: 'experience',
  familiar: 'familiarity',
  comfortable: 'comfort',
  fluent: 'fluency',
  knowledgeable: 'knowledge',
  versed: 'knowledge',
  competent: 'competence',
  adept: 'skill',
  confident: 'confidence',
};

/** "Proficient with X" is "proficiency with X": the line to read again, or null. */
function asNounPhrase(text: string): string | null {
  const adjective =
    /^(?:highly\s+|very\s+)?(proficient|skilled|experienced|familiar|comfortable|fluent|knowledgeable|versed|competent|adept|confident)\s+(with|in|at|using|on)\s+(.+)$/i.exec(
      text,
    );
  if (!adjective) return null;
  const prep = adjective[2]!.toLowerCase() === 'using' ? 'with' : adjective[2]!.toLowerCase();
  return `${ADJECTIVE_NOUNS[adjective[1]!.toLowerCase()]} ${prep} ${adjective[3]}`;
}

/** A duty: "ability to X", a line opening with a duty verb, or "be the X". Undefined when it is none. */
function dutyOf(line: Line): Parsed | null | undefined {
  const { text, head, afterColon, afterIsList, details } = line;
  const ability = /^(?:(?:the|be|being)\s+)?(?:ability|able|capacity)\s+to\s+(.+)$/i.exec(text);
  if (ability) {
    const v = ability[1]!;
    if (!isDutyVerb(v.split(/\s+/)[0] ?? '')) return null;
    return { kind: 'duty', phrase: shorten(lowerLead(v, () => false)), core: v, details };
  }
  const first = head.split(/[\s,]+/)[0] ?? '';
  const nounish =
    /^(?:\S+\s+){0,3}?(?:experience|knowledge|skills?|background|expertise|understanding|familiarity)\b/i.test(
      head,
    );
  if (isDutyVerb(first) && !nounish && /^[A-Z]?[a-z]/.test(first)) {
    // a duty; after a colon, the specific duty ("lead the shift: make patient assignments ...")
    const specific =
      afterColon && !afterIsList && isDutyVerb(afterColon.split(/\s+/)[0]!) ? afterColon : '';
    const phrase = shorten(lowerLead(specific || withList(line, head), () => false));
    return { kind: 'duty', phrase, core: lowerLead(head, () => false), details };
  }
  if (/^be\s+(?:the|a|an|our|your)\s+/i.test(text)) {
    // "Be the competent person on site": a duty told with "be"
    return { kind: 'duty', phrase: shorten(lowerLead(text, () => false)), core: text, details };
  }
  return undefined;
}

/**
 * Tenure ("7+ years of commercial electrical experience, including 2+ years leading crews"):
 * only what comes after "including" or "with" is a subject.
 */
function tenureOf(line: Line, keep: Keep, isSkill: IsSkill): Parsed | null {
  const rest = line.text.replace(YEARS, '');
  const sub =
    /,\s+(?:including|with|of which)\s+(?:at least\s+)?(?:\d{1,2}\s*\+?\s*(?:years?|yrs?)?\s+)?(?:of\s+)?(.+)$/i.exec(
      rest,
    );
  const main = (sub ? rest.slice(0, sub.index) : rest).replace(/,\s+(?:in|as|at)\s+.*$/i, '');
  const doing = /^(?:(?:\S+\s+){0,2})?(?:experience|background)\s+(.+)$/i.exec(main)?.[1];
  if (doing && startsWithGerund(doing) && doing.split(/\s+/).length >= 3)
    return {
      kind: 'activity',
      phrase: shorten(doing),
      core: shorten(doing),
      details: line.details,
    };
  if (!sub || /^(?:in|at|as|on|within)\b/i.test(sub[1]!)) return null;
  return parseItem(sub[1]!, keep, isSkill);
}

/** An activity: "Experience selling six-figure ARR deals ...", "leading crews". */
function activityOf(line: Line, keep: Keep): Parsed | undefined {
  const act =
    /^(?:(?:\S+\s+){0,2})?(?:experience|background|track record|record)\s+(?:of\s+|in\s+)?(.+)$/i.exec(
      line.head,
    );
  const gerund =
    act && startsWithGerund(act[1]!) ? act[1]! : startsWithGerund(line.head) ? line.head : '';
  if (!gerund || gerund.split(/\s+/).length < 2) return undefined;
  const g = shorten(lowerLead(gerund, keep));
  return { kind: 'activity', phrase: g, core: g, details: line.details };
}

/** A topic, a domain or a soft skill: the noun phrase, and its core without "experience with", "strong knowledge of". */
function topicOf(line: Line, keep: Keep): Parsed | null {
  const { head, details } = line;
  let core = head
    .replace(QUALIFIERS, '')
    .replace(HEADS, '')
    .replace(QUALIFIERS, '')
    .replace(
      /\s+(?:skills?|knowledge)\s+(?:and|&)\s+(?:experience|knowledge)\s+(?:with|in|of)\s+/gi,
      ' and ',
    )
    .replace(/\s+(?:skills?|experience|knowledge|expertise|proficiency|background)$/i, '')
    .replace(/^(?:and|or|with|in|of)\s+/i, '')
    .trim();
  if (!core || core.split(/\s+/).length > 14) return null;
  // headings and fluff ("Job Description**", "Desired level of experience", "Seasoned professional ...")
  if (
    /\*\*|^(?:job description|desired|required|preferred|qualifications?|requirements?|responsibilities|duties|skills|level of|years of|minimum|education)\b/i.test(
      core,
    ) ||
    /\b(?:professional|candidate|individual|person|self-starter|team player|go-getter)\b/i.test(
      core,
    )
  )
    return null;
  core = core.replace(/\s*,\s*(?:basic|intermediate|advanced|expert)(?: level)?$/i, '');
  // "Clinical background" keeps its noun: "clinical" alone is not a subject
  if (!/\s/.test(core) && /(?:al|ive|ic|ory|ed)$/i.test(core)) core = head.replace(QUALIFIERS, '');
  core = lowerLead(core, keep);
  const phrase = shorten(lowerLead(withList(line, head), keep));
  if (SOFT.test(line.text.toLowerCase())) return { kind: 'soft', phrase, core, details };
  if (DOMAIN.test(core) && !/\b(?:models?|systems?|tools?|software|platforms?)\b/i.test(core))
    return { kind: 'domain', phrase, core, details };
  return { kind: 'topic', phrase, core, details };
}

/** One requirement line read, or null when it is not one a question can ask about. */
export function parseItem(raw: string, keep: Keep, isSkill: IsSkill): Parsed | null {
  const tidy = tidyLine(raw);
  if (tidy === null) return null;
  const details: string[] = [];
  const text = withoutBrackets(tidy, details);
  // a line the posting cuts off ("Advanced and proven ability to", "... dashboards for") is not asked about
  if (!text || /\b(?:to|and|or|of|with|the|a|an|for|in|on|such as|including|along)$/i.test(text))
    return null;
  const lower = text.toLowerCase();
  if (CREDENTIAL.test(lower) || LANGUAGES.test(lower))
    return { kind: 'credential', phrase: text, core: text, details };
  if (isAcronymList(text) && !isSkill(text))
    return { kind: 'credential', phrase: text, core: text, details };
  if (text.split(/\s+/).length < 2 && !isSkill(text) && !/^[A-Z]/.test(text)) return null;

  const line = splitAtColon(text, details);
  const noun = asNounPhrase(text);
  if (noun !== null) return parseItem(noun, keep, isSkill);
  const duty = dutyOf(line);
  if (duty !== undefined) return duty;
  if (YEARS.test(text)) return tenureOf(line, keep, isSkill);
  return activityOf(line, keep) ?? topicOf(line, keep);
}
