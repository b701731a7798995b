import { HEADING_LOOKUP, headingKey, type SectionKind } from '../text/lexicon';
import type { Line } from './lines';

/** Step 3: lines grouped under their section heading. The lines before the first heading are the header. */
export interface Section {
  kind: SectionKind | 'header';
  heading: string;
  headingLine: number;
  lines: Line[];
}

const MAJOR: ReadonlySet<SectionKind> = new Set([
  'experience',
  'education',
  'projects',
  'summary',
  'certifications',
  'skills',
  'awards',
  'volunteer',
  'publications',
  'references',
  'interests',
]);

function lookupHeading(text: string): SectionKind | undefined {
  const key = headingKey(text);
  if (!key || key.split(' ').length > 6) return undefined;
  const exact = HEADING_LOOKUP.get(key);
  if (exact) return exact;
  const words = key.split(' ');
  // "relevant professional experience" -> "professional experience"
  for (let i = 1; i < words.length && words.length - i >= 1; i++) {
    const k = HEADING_LOOKUP.get(words.slice(i).join(' '));
    if (k && words.length <= 4) return k;
  }
  // "experience & internships", "skills and tools"
  const first = key.split(/ (?:&|and) /)[0];
  if (first && first !== key) return HEADING_LOOKUP.get(first);
  return undefined;
}

export interface HeadingHit {
  kind: SectionKind;
  heading: string;
  /** text after an inline heading ("Skills: Python, SQL") */
  rest: string;
}

/** Is this line a section heading? Either a whole-line heading or an inline "Heading: content". */
const headingCache = new WeakMap<Line, HeadingHit | null>();

export function detectHeading(line: Line): HeadingHit | null {
  if (line.bullet) return null;
  const cached = headingCache.get(line);
  if (cached !== undefined) return cached;
  const hit = detectHeadingUncached(line);
  headingCache.set(line, hit);
  return hit;
}

/** Rules and marks around a heading ("== SKILLS ==", "### Experience:"). */
const LEAD_MARKS = /[#=*_\s|-]/;
const TRAIL_MARKS = /[#=*_\s|:-]/;

/**
 * The line without the marks at its two ends. Walked by hand: the pattern /[...]+$/ retries
 * every start inside a long run of spaces that ends in a word, quadratic in the run's length.
 */
function stripMarks(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && LEAD_MARKS.test(text[a]!)) a++;
  while (b > a && TRAIL_MARKS.test(text[b - 1]!)) b--;
  return text.slice(a, b);
}

function detectHeadingUncached(line: Line): HeadingHit | null {
  const t = stripMarks(line.text).trim();
  if (!t) return null;
  // a lowercase sentence fragment is not a heading ("experience with Python")
  if (
    t.length <= 60 &&
    (/^[A-Z]/.test(t) || t === t.toUpperCase()) &&
    !/[@]|\d{3,}/.test(t) &&
    t.split(/\s+/).length <= 6
  ) {
    const kind = lookupHeading(t);
    if (kind) return { kind, heading: t, rest: '' };
  }
  if (!/^[A-Z]/.test(line.text)) return null;
  const m = /^([A-Za-z][A-Za-z &/]{1,40}?)\s*(?::|\s[•*|–-]\s|•)\s*(.+)$/.exec(line.text);
  if (m) {
    const k = lookupHeading(m[1]!);
    if (k && /^[A-Z]/.test(m[1]!)) return { kind: k, heading: m[1]!.trim(), rest: m[2]!.trim() };
  }
  return null;
}

export function splitSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: '', headingLine: -1, lines: [] }];
  for (const line of lines) {
    const current = sections[sections.length - 1]!;
    const hit = detectHeading(line);
    if (hit) {
      // inside a skills section, "Languages: Python, Java" is a group label, not a new section
      const inline = hit.rest !== '';
      if (inline && current.kind === 'skills' && !MAJOR.has(hit.kind)) {
        current.lines.push(line);
        continue;
      }
      if (inline && current.kind === 'skills' && hit.kind === 'skills') {
        current.lines.push(line);
        continue;
      }
      const section: Section = {
        kind: hit.kind,
        heading: hit.heading,
        headingLine: line.index,
        lines: [],
      };
      if (inline) section.lines.push({ ...line, text: hit.rest, blankBefore: false });
      sections.push(section);
      continue;
    }
    current.lines.push(line);
  }
  return sections;
}
