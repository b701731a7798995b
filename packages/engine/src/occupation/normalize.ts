/**
 * Job-title normalisation shared by the occupation data build and the matcher: fold case and
 * accents, expand the abbreviations people type ("Sr. Frontend Dev"), fold plurals, and tell
 * seniority words (senior, lead, II) apart from the words that name the work.
 */

/** Longest input the matcher reads; titles are short, anything beyond is noise. */
export const MAX_TITLE_CHARS = 200;
/** Most words of one title the matcher reads. */
export const MAX_TITLE_TOKENS = 12;

/** Abbreviations and spelling variants, expanded the same way in the data and in a query. */
const ABBREVIATIONS = new Map<string, string>(
  Object.entries({
    sr: 'senior',
    snr: 'senior',
    jr: 'junior',
    jnr: 'junior',
    dev: 'developer',
    devs: 'developer',
    eng: 'engineer',
    engr: 'engineer',
    engg: 'engineering',
    mgr: 'manager',
    mngr: 'manager',
    mgmt: 'management',
    mgt: 'management',
    asst: 'assistant',
    assoc: 'associate',
    admin: 'administrator',
    exec: 'executive',
    coord: 'coordinator',
    dir: 'director',
    spec: 'specialist',
    tech: 'technician',
    techs: 'technician',
    rep: 'representative',
    reps: 'representative',
    acct: 'accountant',
    acctg: 'accounting',
    ops: 'operations',
    svcs: 'services',
    svc: 'service',
    prog: 'programmer',
    frontend: 'front end',
    backend: 'back end',
    fullstack: 'full stack',
    webdev: 'web developer',
    vp: 'vice president',
    svp: 'senior vice president',
    evp: 'executive vice president',
    avp: 'assistant vice president',
    rn: 'registered nurse',
    lpn: 'licensed practical nurse',
    lvn: 'licensed vocational nurse',
    cna: 'certified nursing assistant',
    np: 'nurse practitioner',
    emt: 'emergency medical technician',
    cpa: 'certified public accountant',
    swe: 'software engineer',
    sde: 'software development engineer',
    sre: 'site reliability engineer',
    mlops: 'machine learning operations',
    devsecops: 'devops security',
    qa: 'quality assurance',
    hr: 'human resources',
    it: 'information technology',
    ml: 'machine learning',
    ai: 'artificial intelligence',
    bi: 'business intelligence',
    dba: 'database administrator',
    ux: 'user experience',
    ui: 'user interface',
    gm: 'general manager',
    ceo: 'chief executive officer',
    cfo: 'chief financial officer',
    cto: 'chief technology officer',
    coo: 'chief operating officer',
    cio: 'chief information officer',
    csr: 'customer service representative',
  }),
);

/** Seniority and grade words: they say how senior, not what the work is. */
const SENIORITY = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'associate',
  'distinguished',
  'entry',
  'level',
  'mid',
  'experienced',
  'trainee',
  'intern',
  'internship',
  'graduate',
  'apprentice',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
]);

/** Words that qualify a posting, not the work: contract terms and work places. */
const NOISE = new Set([
  'remote',
  'hybrid',
  'onsite',
  'temporary',
  'permanent',
  'fulltime',
  'parttime',
  'ft',
  'pt',
  'prn',
  'hire',
  'urgent',
  'hiring',
  'immediate',
]);

/** Function words left out of keys so word order and "of" do not matter. */
const STOP = new Set(['and', 'of', 'the', 'for', 'in', 'to', 'a', 'an', 'with', 'at', 'on', 'or']);

/** Plural endings kept as they are: these words are not plurals. */
const NOT_PLURAL = /(?:ss|us|is|ics|ous|ps|ys|ws|js)$/;

/** Singular of a title word: "developers" -> "developer", "nurses" -> "nurse", "analytics" stays. */
export function singular(w: string): string {
  if (w.length <= 3 || NOT_PLURAL.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** Lower case, accents removed, "&" as "and", everything but letters, digits, + and # folded to spaces. */
export function foldTitle(text: string): string {
  return text
    .slice(0, MAX_TITLE_CHARS * 2)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\.net\b/g, ' dotnet ')
    .replace(/[^a-z0-9+# ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a title: folded, abbreviations expanded, plurals singular, noise words dropped. */
export function titleWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of foldTitle(text).split(' ')) {
    if (!raw || NOISE.has(raw)) continue;
    const expanded = ABBREVIATIONS.get(raw);
    if (expanded) for (const w of expanded.split(' ')) out.push(singular(w));
    else out.push(singular(raw));
    if (out.length >= MAX_TITLE_TOKENS) break;
  }
  return out;
}

export const isSeniority = (w: string): boolean => SENIORITY.has(w);
export const isStopWord = (w: string): boolean => STOP.has(w);

/**
 * Content words in reading order: "X of Y" as "Y X" ("Professor of History" = "History
 * Professor"), "Head of X" as "X director" (a manager, not a head cook), function words and
 * repeats out. Titles are keyed by these words.
 */
export function contentWords(words: readonly string[]): string[] {
  let ws: readonly string[] = words;
  const i = words.indexOf('of');
  if (i > 0 && i < words.length - 1) {
    const before = words.slice(0, i);
    if (before[before.length - 1] === 'head') before[before.length - 1] = 'director';
    ws = [...words.slice(i + 1), ...before];
  }
  const out: string[] = [];
  for (const w of ws) if (!STOP.has(w) && !out.includes(w)) out.push(w);
  return out;
}

/**
 * The words that name the work: content words without seniority and grade words ("Senior",
 * "II"). A title made only of them ("Principal", "Lead") has no core words; it can still
 * match as written.
 */
export function coreWords(words: readonly string[]): string[] {
  const content = contentWords(words);
  // a seniority word that is the title's head noun names the work ("Assistant Principal",
  // "Sales Associate"); elsewhere it says how senior ("Principal Engineer")
  return content.filter(
    (w, i) => !SENIORITY.has(w) || (i === content.length - 1 && HEAD_SENIORITY.has(w)),
  );
}

/** Seniority words that are also the name of a job when they end a title. */
const HEAD_SENIORITY = new Set(['principal', 'associate']);

/** School grades as the school they are taught in: "Third Grade Teacher" teaches elementary. */
const GRADE_SCHOOL: Array<[RegExp, string]> = [
  [
    /\b(?:pre-?k|pre-?kindergarten|kindergarten|k|first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|[1-5])(?:\s*(?:-|–|to|and)\s*(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|[1-5]))?[- ]grade\b/i,
    'Elementary School',
  ],
  [
    /\b(?:sixth|seventh|eighth|6th|7th|8th|[6-8])(?:\s*(?:-|–|to|and)\s*(?:seventh|eighth|7th|8th|[7-8]))?[- ]grade\b/i,
    'Middle School',
  ],
  [
    /\b(?:ninth|tenth|eleventh|twelfth|9th|10th|11th|12th|9|1[0-2])(?:\s*(?:-|–|to|and)\s*(?:tenth|eleventh|twelfth|10th|11th|12th|1[0-2]))?[- ]grade\b/i,
    'High School',
  ],
];

/** A crude stem for comparing a head noun with an occupation's name: "manager" ~ "management". */
export function stem5(w: string): string {
  return w.length >= 6 ? w.slice(0, 5) : w;
}

/** Lookup key of arranged words; order counts ("data engineering analyst" is not "engineering data analyst"). */
export function titleKey(words: readonly string[]): string {
  return words.join(' ');
}

/**
 * Readings of one typed title, most literal first: the whole title, its parts split at
 * " - ", "|", "," and "/" (the first part preferred), a trailing ", X" moved to the front
 * ("Director, Data Science" -> "Data Science Director"), and parentheses removed.
 */
export interface TitleReading {
  text: string;
  /** confidence taken off for reading only a part of the title */
  penalty: number;
  /** how much it costs to leave words of the title out of this reading (0 none .. 1 in full) */
  coverageWeight: number;
  /** the reading still holds the title's parenthesised text */
  keepsParentheses: boolean;
}

export function titleReadings(text: string): TitleReading[] {
  const t = text.slice(0, MAX_TITLE_CHARS).trim();
  const out: TitleReading[] = [];
  const seen = new Set<string>();
  const add = (s: string, penalty: number, coverageWeight: number, keepsParentheses = false) => {
    const k = s.trim();
    if (!k || seen.has(k) || out.length >= 6) return;
    seen.add(k);
    out.push({ text: k, penalty, coverageWeight, keepsParentheses });
  };
  const noParens = t.replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ').replace(/\s+/g, ' ');
  add(t, 0, 0, noParens.trim() !== t);
  // "Third Grade Dual-Language Teacher" is an elementary school teacher
  const school = GRADE_SCHOOL.find(([re]) => re.test(noParens));
  if (school) add(noParens.replace(school[0], school[1]), 0.02, 0);
  add(noParens, 0, 0);
  // a deputy does the work of the post: "Assistant Principal", "Vice Principal", "Deputy Head"
  const deputy = /^(?:assistant|vice|deputy)[\s-]+(\S+(?:\s+\S+){0,2})$/i.exec(noParens.trim());
  if (deputy) add(deputy[1]!, 0.1, 0.3);
  const parts = noParens
    .split(/\s[-–—|:]\s|\s*[|;–—]\s*|\s-(?=\s)|(?<=\S)\s*\/\s*(?=\S)|\s+at\s+|\s*@\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  // the first part is usually the title, the rest a team, place or specialty
  const first = parts[0] ?? noParens;
  if (parts.length > 1) add(first, 0.03, 0.3);
  const comma = first.split(/\s*,\s*/).filter(Boolean);
  if (comma.length > 1) {
    add(`${comma.slice(1).join(' ')} ${comma[0]}`, 0.03, 0.3);
    add(comma[0]!, 0.06, 0.6);
  }
  parts.slice(1).forEach((p, i) => add(p, 0.08 + 0.02 * i, 0.6));
  return out;
}

/** A field named where a title names a person: "Software Engineering (Intern)" = software engineer. */
const AGENT = new Map(
  Object.entries({
    engineering: 'engineer',
    development: 'developer',
    programming: 'programmer',
    accounting: 'accountant',
    nursing: 'nurse',
    designing: 'designer',
    design: 'designer',
    testing: 'tester',
    teaching: 'teacher',
    consulting: 'consultant',
    management: 'manager',
    analytics: 'analyst',
    analysis: 'analyst',
    administration: 'administrator',
    marketing: 'marketer',
    research: 'researcher',
    writing: 'writer',
    editing: 'editor',
    photography: 'photographer',
    recruiting: 'recruiter',
    banking: 'banker',
    auditing: 'auditor',
    bookkeeping: 'bookkeeper',
  }),
);
/** Titles of managers say the same thing several ways: "VP Engineering" ~ "Engineering Director". */
const MANAGERIAL = new Set(['director', 'manager', 'head', 'vice', 'president']);

/**
 * Other ways to say a title's core words, tried when they match no title as they are: the
 * person for a field ("software engineering" -> "software engineer") and, for managers,
 * "director" and "manager" for one another and for "VP" and "head".
 */
export function coreVariants(core: readonly string[], isRole: (w: string) => boolean): string[][] {
  const out: string[][] = [];
  const last = core[core.length - 1];
  const agent = last ? AGENT.get(last) : undefined;
  // only when no other word names the person: "Scientist, Method Development" is a scientist
  if (agent && core.length > 1 && !core.slice(0, -1).some(isRole))
    out.push([...core.slice(0, -1), agent]);
  if (core.some((w) => MANAGERIAL.has(w))) {
    const rest = core.filter((w) => !MANAGERIAL.has(w));
    if (rest.length) {
      for (const role of ['director', 'manager']) {
        const v = [...rest, role];
        if (v.join(' ') !== core.join(' ')) out.push(v);
      }
    }
  }
  return out;
}
