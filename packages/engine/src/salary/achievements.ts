/**
 * The user's achievements as they typed them: one per line, bullet or semicolon (or sentence,
 * for a single paragraph), each kept in the user's words, with what kind of evidence it is.
 */

export interface Achievement {
  /** the user's words, trimmed (cut at a word boundary past 240 characters) */
  text: string;
  kind: 'measured' | 'leadership' | 'ownership' | 'savings' | 'growth' | 'recognition' | 'delivery';
}

const MAX_ITEMS = 8;
const MAX_CHARS = 240;

function cut(text: string): string {
  if (text.length <= MAX_CHARS) return text;
  const slice = text.slice(0, MAX_CHARS);
  const space = slice.lastIndexOf(' ');
  return `${slice.slice(0, space > 120 ? space : MAX_CHARS).replace(/[\s,;:]+$/, '')}...`;
}

/** People a person can lead, manage, train or hire. */
const PEOPLE =
  '(?:people|persons?|staff|team(?:s|mates)?|crews?|employees|hires|interns|engineers|developers|nurses|rns|aides|assistants|technicians|analysts|designers|associates|agents|reps|representatives|volunteers|students|teachers|workers|colleagues|managers|cashiers|cooks|drivers|electricians|apprentices|specialists|scientists|accountants|clerks|officers|residents)';
/**
 * Responsibility for people: a team of N, direct reports, people managed, mentored, coached,
 * supervised, trained or hired. Leading or managing work (a migration, a project, a budget) is
 * ownership of the work, not people leadership.
 */
const PEOPLE_LEADERSHIP = new RegExp(
  [
    '\\b(?:team|crew|staff|group|squad)s? of (?:\\d+|[a-z]+)\\b',
    '\\b\\d+\\s+(?:direct\\s+)?reports\\b',
    '\\bdirect reports\\b',
    '\\b(?:mentor(?:ed|ing|s)?|coach(?:ed|ing|es)?|supervis(?:ed|ing|es|e)|precept(?:ed|ing|s)?|hired|hiring|recruited|onboarded)\\b',
    `\\b(?:led|lead|leading|leads|managed|managing|manages|manage|run|runs|ran|running|trained|training|trains|train|grew|built|building)\\s+(?:a\\s+|an\\s+|the\\s+|my\\s+|our\\s+)?(?:[\\w/-]+,?\\s+){0,6}${PEOPLE}\\b`,
    `\\b(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen)\\s+(?:\\w+\\s+)?${PEOPLE}\\s+(?:reporting|who report)\\b`,
  ].join('|'),
);
/** Leading or owning a piece of work: a migration, a launch, a project. */
const OWNERSHIP =
  /\b(led|lead|leading|owned|own|drove|driving|spearheaded|headed|managed|managing|architected|designed|launched|delivered|shipped|migrated|rolled out|ran)\b/;

function kindOf(text: string): Achievement['kind'] {
  const t = text.toLowerCase();
  if (PEOPLE_LEADERSHIP.test(t)) return 'leadership';
  if (/\b(saved|sav(?:ing|ings)|reduc\w*|cut|lower\w*|decreas\w*|halved)\b/.test(t))
    return 'savings';
  if (/\b(grew|grow\w*|increas\w*|revenue|sales|won|boost\w*|rais\w*)\b/.test(t)) return 'growth';
  if (OWNERSHIP.test(t)) return 'ownership';
  if (
    /\b(award\w*|recogni[sz]\w*|promot\w*|certif\w*|employee of|president'?s club|top \d+%?)\b/.test(
      t,
    )
  )
    return 'recognition';
  if (/\d/.test(t)) return 'measured';
  return 'delivery';
}

/** The achievements in a free text, in the order written. */
export function parseAchievements(text: string | null | undefined): Achievement[] {
  if (!text) return [];
  const source = text.slice(0, 5000).replace(/\r\n?/g, '\n');
  let parts = source
    // a semicolon separates achievements only when the next one starts with a capital or a
    // digit: "Mentored four engineers; two now lead their own teams" is one achievement
    .split(/\n+|;\s+(?=[A-Z0-9$£€])|\s[•·▪‣]\s+/)
    // a leading bullet, dash, star or number ("- ", "* ", "2. ", "3) ")
    .map((s) => s.replace(/^\s*(?:[•·▪‣*-]|\d{1,2}[.)])\s+/, '').trim())
    .filter(Boolean);
  if (parts.length === 1 && parts[0]!.length > 160) {
    // one paragraph: its sentences (a full stop followed by a space and a capital)
    parts = parts[0]!.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim());
  }
  const seen = new Set<string>();
  const out: Achievement[] = [];
  for (const raw of parts) {
    const clean = raw.replace(/^[\s,.;:]+|[\s,;:]+$/g, '').replace(/\s+/g, ' ');
    if (clean.length < 3 || !/[A-Za-z]/.test(clean)) continue;
    const key = clean.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: cut(clean), kind: kindOf(clean) });
    if (out.length >= MAX_ITEMS) break;
  }
  return out;
}

const WHY: Record<Achievement['kind'], string> = {
  measured: 'a measured result: lead with the number',
  leadership: 'responsibility for people beyond the job description',
  ownership: 'ownership of a piece of work from start to finish: say what it changed',
  savings: 'money or time saved: it helps pay for the raise',
  growth: 'growth you brought in: tie your ask to it',
  recognition: 'recognition others gave you: proof you did not have to argue for',
  delivery: 'concrete evidence of what you deliver',
};

/** "You wrote: "..." (a measured result: lead with the number)". */
export function justification(a: Achievement): string {
  return `"${a.text.replace(/\.$/, '')}": ${WHY[a.kind]}.`;
}
