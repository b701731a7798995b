/**
 * Stronger openings for weak bullets, only where the result is grammatical: "Worked on moving
 * nightly batch jobs" becomes "Moved nightly batch jobs", "Responsible for the billing API"
 * becomes "Owned the billing API"; "Participated in on-call rotation" and "Helped maintain a
 * Django app" stay as written, because no swap of their verb reads right.
 */

/** Gerunds and nominalisations whose past tense is safe to open a bullet with. */
const PAST: Record<string, string> = {
  analyzing: 'Analyzed',
  analysing: 'Analysed',
  automating: 'Automated',
  building: 'Built',
  coordinating: 'Coordinated',
  creating: 'Created',
  debugging: 'Debugged',
  defining: 'Defined',
  delivering: 'Delivered',
  deploying: 'Deployed',
  designing: 'Designed',
  developing: 'Developed',
  documenting: 'Documented',
  implementing: 'Implemented',
  improving: 'Improved',
  integrating: 'Integrated',
  leading: 'Led',
  maintaining: 'Maintained',
  managing: 'Managed',
  migrating: 'Migrated',
  monitoring: 'Monitored',
  moving: 'Moved',
  optimizing: 'Optimized',
  optimising: 'Optimised',
  organizing: 'Organized',
  organising: 'Organised',
  overseeing: 'Oversaw',
  planning: 'Planned',
  preparing: 'Prepared',
  processing: 'Processed',
  rebuilding: 'Rebuilt',
  redesigning: 'Redesigned',
  reducing: 'Reduced',
  refactoring: 'Refactored',
  reviewing: 'Reviewed',
  running: 'Ran',
  scheduling: 'Scheduled',
  supervising: 'Supervised',
  supporting: 'Supported',
  testing: 'Tested',
  training: 'Trained',
  troubleshooting: 'Troubleshot',
  upgrading: 'Upgraded',
  writing: 'Wrote',
};

/** "the development of X" -> "Developed X". */
const NOMINAL: Record<string, string> = {
  administration: 'Administered',
  analysis: 'Analyzed',
  coordination: 'Coordinated',
  creation: 'Created',
  delivery: 'Delivered',
  deployment: 'Deployed',
  design: 'Designed',
  development: 'Developed',
  implementation: 'Implemented',
  maintenance: 'Maintained',
  management: 'Managed',
  migration: 'Migrated',
  planning: 'Planned',
  preparation: 'Prepared',
  testing: 'Tested',
};

/** Words that open a noun phrase: the swap "Responsible for the X" -> "Owned the X" reads right. */
const DETERMINER =
  /^(?:the|a|an|all|our|their|its|his|her|each|every|both|several|multiple|two|three|four|five|\d[\d,.%]*)\b/i;

/** People one collaborates with. */
const PEOPLE =
  /^(?:(?:the|a|an|our|other|cross-functional|senior|junior|external|internal|product|design|data|sales|marketing|engineering|clinical|business)\s+){0,3}(?:teams?|engineers?|designers?|managers?|stakeholders?|clients?|customers?|developers?|colleagues?|partners?|vendors?|departments?|analysts?|scientists?|researchers?|staff|nurses?|physicians?|doctors?|leadership|executives?)\b/i;

const OPENERS = [
  /^(?:was\s+)?responsible\s+for\s+/i,
  /^worked\s+on\s+/i,
  /^involved\s+in\s+/i,
  /^participated\s+in\s+/i,
  /^tasked\s+with\s+/i,
  /^in\s+charge\s+of\s+/i,
  /^(?:my\s+)?(?:duties|responsibilities)\s+(?:included|include)\s*:?\s+/i,
  /^helped\s+with\s+/i,
  /^assisted\s+(?:with|in)\s+/i,
];

export interface VerbSwap {
  text: string;
  /** the words replaced, as written ("Worked on moving") */
  from: string;
  /** what replaced them ("Moved") */
  to: string;
}

/** A stronger opening for a bullet when one reads right, else null. */
export function strongerOpening(bullet: string): VerbSwap | null {
  const b = bullet.trim();
  const util = /^(utili[sz]ed)\b/i.exec(b);
  if (util) return { text: `Used${b.slice(util[0].length)}`, from: util[1]!, to: 'Used' };
  const worked = /^worked\s+(?:closely\s+)?with\s+/i.exec(b);
  if (worked) {
    const rest = b.slice(worked[0].length);
    if (!PEOPLE.test(rest)) return null;
    return {
      text: `Collaborated with ${rest}`,
      from: worked[0].trim(),
      to: 'Collaborated with',
    };
  }
  for (const re of OPENERS) {
    const m = re.exec(b);
    if (!m) continue;
    const opener = m[0];
    const rest = b.slice(opener.length);
    const word = /^([A-Za-z]+)\b/.exec(rest)?.[1] ?? '';
    // "Worked on moving X" -> "Moved X"
    const past = PAST[word.toLowerCase()];
    if (past) {
      const tail = rest.slice(word.length);
      return { text: `${past}${tail}`, from: `${opener}${word}`.trim(), to: past };
    }
    // "Responsible for the development of X" -> "Developed X"
    const nom = /^(?:the\s+)?([a-z]+)\s+of\s+/i.exec(rest);
    const verb = nom && NOMINAL[nom[1]!.toLowerCase()];
    if (nom && verb) {
      const tail = rest.slice(nom[0].length);
      if (!tail) return null;
      return { text: `${verb} ${tail}`, from: `${opener}${nom[0]}`.trim(), to: verb };
    }
    if (/ing$/i.test(word)) return null; // a gerund we do not know: leave it
    if (!DETERMINER.test(rest)) return null; // "Participated in on-call rotation": no swap reads right
    let to = '';
    if (/^(?:was\s+)?responsible|^in\s+charge/i.test(opener)) to = 'Owned';
    else if (/^(?:worked|involved|participated)/i.test(opener)) to = 'Contributed to';
    else if (/^(?:helped|assisted)/i.test(opener)) to = 'Supported';
    if (!to) return null;
    return { text: `${to} ${rest}`, from: opener.trim(), to };
  }
  return null;
}

/** Bullet openings a verb swap must never leave behind ("Owned moving", "Supported maintain"). */
const BASE_VERBS =
  /^(?:maintain|build|develop|create|design|implement|manage|support|write|run|lead|test|deploy|improve|migrate|move|plan|organi[sz]e|analy[sz]e|coordinate|prepare|review|train|monitor|handle|help|assist|ensure|make|do|set|keep|get|use|work)\b/i;

/**
 * Whether a changed bullet opening reads wrong: a verb followed by a gerund or a bare verb
 * ("Owned moving nightly batch jobs", "Supported maintain a Django application"), or
 * "Supported"/"Contributed to" followed by a bare singular noun ("Supported on-call rotation").
 * Used by the evaluation to count ungrammatical swaps.
 */
export function ungrammaticalOpening(original: string, changed: string): boolean {
  if (original.trim() === changed.trim()) return false;
  const m =
    /^(Owned|Supported|Developed|Contributed to|Collaborated with|Managed|Handled|Delivered|Directed|Led|Built|Maintained)\s+(\S+)(?:\s+(\S+))?/.exec(
      changed.trim(),
    );
  if (!m) return false;
  const next = m[2]!.toLowerCase();
  if (/ing$/.test(next) && next.length > 4 && !/^(?:building|thing|string|ring)$/.test(next))
    return true;
  if (BASE_VERBS.test(next) && !/^(?:work|use|design|test|plan|run|set|review)s?$/.test(next))
    return true;
  if (/^(?:Supported|Contributed to)$/.test(m[1]!) && /^on-call$/.test(next)) return true;
  return false;
}
