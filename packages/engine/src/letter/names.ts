/**
 * How a cover letter names the people, places and things of the resume: the name it signs with
 * ("王小明 (Xiaoming Wang), RN, BSN" -> "Xiaoming Wang"), the employer without its city
 * ("Allegro, Poznań, Poland" -> "Allegro"), the job title without its qualifier ("Charge Nurse,
 * Medical-Surgical/Telemetry" -> "Charge Nurse"), a role's header split into title and employer,
 * and a credential as it reads in a sentence. Words are dropped, never invented.
 */
import { degreeLevelOf, HEADING_LOOKUP, TITLE_HEADS, headingKey } from '../text/lexicon';
import { GLYPH } from './voice';

/** Letters of the Latin script (with accents). */
const LATIN = /[A-Za-zÀ-ÖØ-öø-ɏ]/;
const NAME_WORD =
  /^(?:[\p{Lu}][\p{L}'’.-]*|de|del|della|der|den|di|da|das|do|dos|du|van|von|la|le|bin|binti|al|el|y|e|ibn)$/u;
const SUFFIX = /^(?:Jr\.?|Sr\.?|II|III|IV)$/;
/** A credential after a name: "RN", "BSN", "CPA", "PhD", "SHRM-SCP", "P.E.". */
const CREDENTIAL =
  /^(?:[A-Z][A-Za-z.]*[A-Z.][A-Za-z.]*|[A-Z]{2,}(?:-[A-Z]{2,})*|Ph\.?D\.?|M\.?D\.?|Esq\.?)$/;
const NOT_A_NAME_LINE = /[@:/\d|]|https?|www\./i;

function titleCase(word: string): string {
  if (SUFFIX.test(word)) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}

/** A name line's name: credentials after it dropped, the Latin-script form when it gives one. */
export function nameFromLine(line: string): string {
  let s = line
    .trim()
    .split(/\s+[|•·]\s+|\t/)[0]!
    .trim();
  if (!s || s.length > 80) return '';
  // "王小明 (Xiaoming Wang), RN, BSN": credentials after the first comma
  const parts = s.split(/\s*,\s*/);
  s = parts[0]!;
  for (const p of parts.slice(1)) {
    if (SUFFIX.test(p)) s = `${s}, ${p}`;
    else if (!CREDENTIAL.test(p)) break;
  }
  s = s.trim();
  // a name in another script with its Latin-script form in parentheses
  const paren = /^([^()]*)\(([^()]+)\)([^()]*)$/.exec(s);
  if (paren) {
    const outside = `${paren[1]}${paren[3]}`.trim();
    if (!LATIN.test(outside) && LATIN.test(paren[2]!)) s = paren[2]!.trim();
    else if (!outside) return '';
  }
  if (NOT_A_NAME_LINE.test(s)) return '';
  const words = s.split(/\s+/);
  if (!LATIN.test(s)) {
    // a name written in another script only: as written (one or two words)
    return words.length <= 3 && /^[\p{L}\p{M}·・\s'-]+$/u.test(s) ? s : '';
  }
  const plain = words.filter((w) => !/^\(.*\)$/.test(w)).map((w) => w.replace(/,$/, ''));
  if (plain.length < 2 || plain.length > 5) return '';
  if (!plain.every((w) => NAME_WORD.test(w) || SUFFIX.test(w))) return '';
  // a title, a heading or a company is no name ("Senior Backend Engineer", "PROFESSIONAL SUMMARY")
  const last = plain[plain.length - 1]!.toLowerCase().replace(/[^a-z]/g, '');
  if (TITLE_HEADS.has(last) || HEADING_LOOKUP.has(headingKey(s))) return '';
  if (/\b(?:inc|llc|ltd|corp|university|school|hospital|resume|curriculum|vitae)\b/i.test(s))
    return '';
  // a degree is no name ("B. Com", "M.Sc")
  if (degreeLevelOf(s) || /^[A-Z]\.\s?[A-Z][a-z]{1,4}$/.test(s)) return '';
  // written in capitals ("PRIYA NAIR"): signed in the usual case
  if (s === s.toUpperCase() && /\p{Lu}{2}/u.test(s)) return words.map(titleCase).join(' ');
  return s;
}

/**
 * The name a letter signs with: the resume's first line when it is a name (after a "Resume" or
 * "CV" heading), else the parser's name when it stands near the top; '' when the resume shows none.
 */
export function signatureName(resume: string, parsedName: string): string {
  const top = resume
    .slice(0, 3000)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 6);
  let first = top[0] ?? '';
  if (/^(?:resume|résumé|cv|curriculum vitae)$/i.test(first)) first = top[1] ?? '';
  const fromLine = nameFromLine(first);
  if (fromLine) return fromLine;
  const n = parsedName.trim();
  if (n && top.slice(0, 5).some((l) => l.includes(n))) return nameFromLine(n);
  return '';
}

/** Segments after the employer that name a place ("Poznań, Poland", "Remote", "Houston, TX"). */
const COMPANY_WORD =
  /\b(?:inc|llc|ltd|limited|corp|corporation|co|company|gmbh|ag|plc|llp|lp|sa|s\.a|bv|b\.v|nv|pty|group|holdings|partners|bank|university|college|school|schools|hospital|health|institute|foundation|academy|labs?|studios?|software|systems|technologies|services|solutions|consulting)\b/i;
const PLACE_SEGMENT =
  /^(?:[Rr]emote|[Hh]ybrid|[Oo]n-?site|[A-Z]{2}|\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})$/u;

/**
 * An organisation named for what it is "of" takes "the" inside a sentence: "at the University of
 * Colorado Denver", "the Biomedical Research Foundation of the Academy of Athens", "the City of
 * Toronto"; a brand does not ("Bank of America").
 */
const OF_INSTITUTION =
  /^(?:\p{Lu}[\p{L}'’&.-]*\s+){0,4}(?:University|Institute|College|School|Academy|Faculty|Laborator(?:y|ies)|Foundation|Museum|Library|Department|Ministry|Centre|Center|Council|Office|Bureau|City|County|State|Government|Hospital|Society|Association|Commonwealth|Province)\s+of\s/u;
export const inProse = (org: string): string =>
  OF_INSTITUTION.test(org) && !/^the\s/i.test(org) ? `the ${org}` : org;

/**
 * A degree as a sentence names it: "MSc Computer Science" and "M.S. Mechanical Engineering" are
 * "MSc in Computer Science" and "M.S. in Mechanical Engineering"; "Bachelor of Science in
 * Nursing", "BSc (Hons) Statistics" and "MBA" stay as written.
 */
export function degreeInProse(degree: string): string {
  const m =
    /^((?:[A-Z]\.){1,4}(?:[A-Z][a-z]{0,2}\.?)?|B\.?Sc|M\.?Sc|BA|MA|BS|MS|PhD|Ph\.D\.|DPhil|MBA|BBA|BCom|MCom|BEng|MEng|LLB|LLM|MPH|MPA|MFA|BFA|AAS|AS|AA|EdD|MEd|BEd|MSW|BSN|MSN|DNP|MRes|MPhil)\s+(\p{Lu}[\p{L}'’-]*(?:\s.*)?)$/u.exec(
      degree.trim(),
    );
  if (!m || /^(?:in|of|Hons|Honours|Honors)\b/i.test(m[2]!)) return degree.trim();
  return `${m[1]} in ${m[2]}`;
}

/** The employer as a letter names it: without the city and country the resume writes after it. */
export function employerName(company: string, location = ''): string {
  let c = company.trim();
  const loc = location.trim();
  if (loc && c.endsWith(loc) && c.length > loc.length)
    c = c.slice(0, -loc.length).replace(/[\s,|–—-]+$/, '');
  const segs = c.split(/\s*,\s+/);
  if (segs.length > 1) {
    const rest = segs.slice(1);
    if (rest.every((s) => PLACE_SEGMENT.test(s) && !COMPANY_WORD.test(s))) c = segs[0]!;
  }
  // "(Remote)", "(612 rooms)": said of the employer, not part of its name
  return inProse(
    c
      .replace(/\s*\([^()]*\)$/, '')
      .replace(/\s+[–—-]\s+(?:remote|hybrid)$/i, '')
      .trim(),
  );
}

/** The job title as a sentence names it: without its qualifier ("Registered Nurse, Telemetry Unit"). */
export function roleName(title: string): string {
  let t = title.trim();
  const then = /,\s*then\s+(.+)$/i.exec(t);
  if (then) t = then[1]!;
  t = t.replace(/\s*\([^)]*\)/g, '').trim();
  const comma = t.split(/\s*,\s*/)[0]!;
  return (comma.split(/\s+[–—]\s+/)[0] ?? comma).trim() || title.trim();
}

/**
 * A role's header split into title and employer ("Front Office Manager | Waikīkī Shores Resort,
 * Honolulu, HI | Apr 2021 – Present", "Third Grade Teacher, Valverde Elementary, Denver Public
 * Schools"), when its first part is a job title.
 */
export function splitHeader(header: string): { title: string; employer: string } | null {
  const isTitle = (s: string) =>
    s
      .toLowerCase()
      .split(/[\s/]+/)
      .some((w) => TITLE_HEADS.has(w.replace(/[^a-z-]/g, '')));
  const dated = (s: string) => /\b(?:19|20)\d{2}\b|^(?:present|current)$/i.test(s);
  const bars = header
    .split(/\s+\|\s+/)
    .map((s) => s.trim())
    .filter((s) => s && !dated(s));
  if (bars.length >= 2 && isTitle(bars[0]!)) return { title: bars[0]!, employer: bars[1]! };
  const segs = header
    .split(/\s*,\s+|\s+[|–—]\s+/)
    .map((s) => s.trim())
    .filter((s) => s && !dated(s));
  if (segs.length < 2 || !isTitle(segs[0]!)) return null;
  const rest = segs.slice(1);
  const employer =
    rest.find(
      (s) => COMPANY_WORD.test(s) || /universit|école|escuela|elementary|district/i.test(s),
    ) ??
    rest.find((s) => /\s/.test(s) && !/^(?:[A-Z][a-z]+-)+[A-Z][a-z]+$/.test(s)) ??
    rest[0]!;
  return { title: segs[0]!, employer };
}

/* ---------- credentials ---------- */

/**
 * A certification or license line as a sentence names it: without its date, number, status and
 * issuer ("BLS and ACLS (American Heart Association), current" -> "BLS and ACLS").
 */
export function credentialName(line: string): string {
  const text = line
    .replace(GLYPH, '')
    .replace(/\s*#\s*[A-Z]*\s*\d[\w-]*/g, '')
    .trim();
  const segs = text.split(/\s*,\s*/);
  let name = segs[0]!;
  // parentheses that are not an abbreviation of the credential ("(Illinois)", "(AHA)") go
  name = name.replace(/\s*\(([^)]*)\)/g, (m, inner: string) =>
    /^[A-Z][A-Z0-9-]{1,9}$/.test(inner) ? m : '',
  );
  name = name.replace(/\s*\b(?:19|20)\d\d\b.*$/, '').trim();
  // "Registered Nurse, Texas Board of Nursing, ..." is a license to practise
  if (
    /licen[cs]e|\bboard\b/i.test(text) &&
    !/licen[cs]e|certific|\(/i.test(name) &&
    TITLE_HEADS.has(name.split(' ').pop()!.toLowerCase())
  )
    name = `${name} license`;
  return name;
}
