/**
 * The headline: the line a resume has under the name ("Registered Nurse, BSN | Telemetry &
 * Med-Surg", "Financial Reporting Manager"), what the builder keeps in its headline field and
 * prints under the name. The parser reads the name and contact details of the header but has no
 * field for this line, so it is read here from the header lines the parser splits off.
 */
import { detectHeading, mergeContinuations, splitSections, toLines } from '../parser';
import { EMAIL_RE, URL_RE, findPhone, isLocation, splitSegments } from '../parser/fields';
import type { ParsedResume } from '../types';

/** The longest headline kept (the builder's headline field holds a title-length line). */
const MAX_HEADLINE = 150;
/** A line of prose (a summary sentence written in the header), never a headline. */
const MAX_WORDS = 14;
/** The parser reads a header line of this many words as the summary when it has no heading. */
const SUMMARY_WORDS = 8;
/** A link written without a scheme ("marta.dev", "janedoe.com/work"). */
const BARE_LINK = /^(?:[a-z][a-z ]{1,20}:\s*)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;

/** A part of a header line that is a contact detail: an address, a phone, a link, a place. */
function isContactPart(part: string, p: ParsedResume): boolean {
  URL_RE.lastIndex = 0;
  return (
    EMAIL_RE.test(part) ||
    URL_RE.test(part) ||
    BARE_LINK.test(part) ||
    Boolean(findPhone(part)) ||
    isLocation(part) ||
    part === p.contact.location ||
    /^(?:phone|tel|mobile|e-?mail|location|address|linkedin|github|portfolio|website)\b/i.test(part)
  );
}

/**
 * The headline of a resume: the parts of the first header line after the name that are not
 * contact details (several parts joined with " | "), or of the name line itself when the name
 * shares it ("Dana Smith | Backend Engineer"). Empty when the header has no such line.
 */
export function headlineOf(text: string, p: ParsedResume): string {
  const name = p.contact.name;
  if (!name) return '';
  const lines = mergeContinuations(toLines(text), (l) => detectHeading(l) !== null);
  const header = splitSections(lines)[0]?.lines ?? [];
  const at = header.findIndex((l) => l.text.includes(name));
  if (at < 0) return '';
  const summary = p.summary.toLowerCase();
  const candidates = [
    header[at]!.text.replace(name, ' | '),
    ...header.slice(at + 1, at + 4).map((l) => l.text),
  ];
  for (const [i, line] of candidates.entries()) {
    if (!line.trim() || detectHeading({ ...header[at]!, text: line.trim() })) continue;
    const all = splitSegments(line, false);
    const parts = all.filter((s) => !isContactPart(s, p));
    // a line of its own is kept as written; the parts left of a line with contact details are
    // joined as the builder prints them
    const headline = i > 0 && parts.length === all.length ? line.trim() : parts.join(' | ');
    if (!headline) continue;
    // a sentence, or the prose the parser read as the summary: the header holds no headline
    const words = headline.split(/\s+/).length;
    if (
      words > MAX_WORDS ||
      /[.!?]$/.test(headline) ||
      (words >= SUMMARY_WORDS && summary.includes(headline.toLowerCase()))
    )
      return '';
    return headline.length <= MAX_HEADLINE ? headline : '';
  }
  return '';
}
