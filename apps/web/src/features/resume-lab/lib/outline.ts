/**
 * A light reading of resume text for the confirm step: sections by their headings, roles as
 * header lines with their dates and the bullets under them, education lines and skills. It
 * follows the same line rules as the server's parser (a bullet is a line that starts with a
 * bullet mark; a line after bullets that is not one starts the next role), so what the person
 * checks here is how the text is laid out for tailoring. It never changes the text.
 */

export interface OutlineRole {
  title: string;
  /** company, place and any other header parts, as written */
  details: string[];
  dates: string;
  bullets: string[];
}

export interface OutlineSection {
  heading: string;
  lines: string[];
}

export interface Outline {
  /** the first line of the resume (usually the name) */
  name: string;
  summary: string;
  roles: OutlineRole[];
  education: OutlineSection['lines'];
  skills: string[];
  /** other sections by heading (projects, certifications, …), with their line counts */
  other: OutlineSection[];
  /** where the experience heading is missing */
  hasExperienceHeading: boolean;
}

type Kind = 'summary' | 'experience' | 'education' | 'skills' | 'other';

const HEADINGS: Array<[RegExp, Kind]> = [
  [
    /^(?:professional |career |executive )?(?:summary|profile|objective|about(?: me)?|overview)$/,
    'summary',
  ],
  [
    /^(?:(?:relevant |professional |work |employment |career )?(?:experience|history)|employment|work|experience & internships|experience and internships|internships?)$/,
    'experience',
  ],
  [/^(?:education(?: & training| and training)?|academic background|qualifications)$/, 'education'],
  [
    /^(?:(?:technical |core |key |relevant )?(?:skills|competencies|expertise)(?: & tools| and tools)?|technologies|tools|tech stack)$/,
    'skills',
  ],
  [
    /^(?:projects?|personal projects|selected projects|certifications?|certificates|licenses(?: & certifications)?|awards|honors|achievements|volunteer(?:ing| experience)?|publications|languages|interests|references)$/,
    'other',
  ],
];

const BULLET = /^\s*(?:[•●○◦▪▫■□◆◇►▶➢➤→✓✔❖❑⁃∙·*]|[-–—](?=\s))\s*/;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = `(?:(?:${MONTH}\\s*)?(?:19|20)\\d\\d|(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d\\d)`;
const RANGE = new RegExp(
  `${DATE}\\s*(?:[-–—~]+|to|until|through)\\s*(?:${DATE}|present|current|now|today)|${DATE}`,
  'i',
);

function heading(line: string): { kind: Kind; heading: string; rest: string } | null {
  const plain = line.replace(/^[#=*_\s|-]+|[#=*_\s|:-]+$/g, '').trim();
  if (plain && plain.length <= 40 && plain.split(/\s+/).length <= 5) {
    const key = plain.toLowerCase();
    for (const [re, kind] of HEADINGS) if (re.test(key)) return { kind, heading: plain, rest: '' };
  }
  // "Skills: Go, Python"
  const m = /^([A-Za-z][A-Za-z &]{1,30}):\s*(.+)$/.exec(line.trim());
  if (m) {
    const key = m[1]!.trim().toLowerCase();
    for (const [re, kind] of HEADINGS)
      if (re.test(key)) return { kind, heading: m[1]!.trim(), rest: m[2]!.trim() };
  }
  return null;
}

/** Splits a role's header lines into title, the other parts and the dates. */
function readHeader(lines: string[]): Pick<OutlineRole, 'title' | 'details' | 'dates'> {
  let dates = '';
  const parts: string[] = [];
  for (const line of lines) {
    let rest = line;
    const m = RANGE.exec(line);
    if (m && !dates) {
      dates = m[0].trim();
      rest = line.slice(0, m.index) + ' | ' + line.slice(m.index + m[0].length);
    }
    for (const seg of rest.split(/\s+\|\s+|\s*\|\s*|\s+[–—]\s+|\s{3,}|\t/)) {
      const s = seg.replace(/^[\s,;:()–—-]+|[\s,;:()–—-]+$/g, '').trim();
      if (s) parts.push(s);
    }
  }
  let title = parts.shift() ?? '';
  // "Title, Company" or "Title at Company" in one part
  const at = /^(.+?)(?:,\s+|\s+at\s+|\s+@\s+)(.+)$/.exec(title);
  if (at) {
    title = at[1]!;
    parts.unshift(at[2]!);
  }
  return { title, details: parts, dates };
}

function splitSkills(lines: string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const body = line.replace(/^[A-Za-z][A-Za-z &/+-]{1,40}:\s*/, '');
    let depth = 0;
    let cur = '';
    const push = () => {
      const s = cur.replace(BULLET, '').trim();
      cur = '';
      if (s && s.length <= 60 && !seen.has(s.toLowerCase())) {
        seen.add(s.toLowerCase());
        out.push(s);
      }
    };
    for (const ch of body) {
      if (ch === '(') depth++;
      if (ch === ')') depth = Math.max(0, depth - 1);
      if (depth === 0 && /[,;|•·▪]/.test(ch)) push();
      else cur += ch;
    }
    push();
  }
  return out;
}

export function outlineResume(text: string): Outline {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  const outline: Outline = {
    name: '',
    summary: '',
    roles: [],
    education: [],
    skills: [],
    other: [],
    hasExperienceHeading: false,
  };
  let kind: Kind | 'header' = 'header';
  const summary: string[] = [];
  const skills: string[] = [];
  let other: OutlineSection | null = null;
  let header: string[] = [];
  let role: OutlineRole | null = null;
  const closeHeader = () => {
    if (!header.length) return;
    role = { ...readHeader(header), bullets: [] };
    outline.roles.push(role);
    header = [];
  };
  for (const raw of lines) {
    if (!raw.trim()) continue;
    const bullet = BULLET.test(raw);
    const line = raw.replace(BULLET, '').trim();
    if (!line) continue;
    let h = bullet ? null : heading(raw);
    // inside skills, "Languages: Python, Go" is a group of skills, not a new section
    if (h?.rest && kind === 'skills' && (h.kind === 'other' || h.kind === 'skills')) h = null;
    if (h) {
      closeHeader();
      role = null;
      kind = h.kind;
      if (kind === 'experience') outline.hasExperienceHeading = true;
      if (kind === 'other') {
        other = { heading: h.heading, lines: [] };
        outline.other.push(other);
      }
      if (h.rest) {
        if (kind === 'skills') skills.push(h.rest);
        else if (kind === 'summary') summary.push(h.rest);
        else if (kind === 'education') outline.education.push(h.rest);
        else if (other) other.lines.push(h.rest);
      }
      continue;
    }
    switch (kind) {
      case 'header':
        if (!outline.name) outline.name = line;
        break;
      case 'summary':
        summary.push(line);
        break;
      case 'skills':
        skills.push(line);
        break;
      case 'education':
        outline.education.push(bullet ? `• ${line}` : line);
        break;
      case 'other':
        other?.lines.push(line);
        break;
      case 'experience': {
        // prose under a role (a long sentence, or a line in lower case) belongs to the role
        const prose = !bullet && (/^[a-z]/.test(line) || line.split(/\s+/).length > 14);
        if (bullet || (prose && (role || header.length))) {
          closeHeader();
          const current = role as OutlineRole | null;
          if (current) current.bullets.push(line);
          else {
            role = { title: '', details: [], dates: '', bullets: [line] };
            outline.roles.push(role);
          }
        } else {
          // a header line; a second dated one starts the next role even with no bullets between
          if (RANGE.test(line) && header.some((l) => RANGE.test(l))) closeHeader();
          header.push(line);
        }
        break;
      }
    }
  }
  closeHeader();
  outline.summary = summary.join(' ').replace(/\s+/g, ' ').trim();
  outline.skills = splitSkills(skills);
  return outline;
}
