import type { ParsedResume, SectionInfo, OtherSection } from '../types';
import { normalizeText } from '../text/normalize';
import { joinWrappedLines } from '../text/hyphen';
import { extractContact } from './contact';
import { parseEducation } from './education';
import { parseExperience, classifyEntryLine } from './experience';
import { linesOf, toLines, mergeContinuations, splitInlineBullets, type Line } from './lines';
import { parseCertifications, parseProjects, parseSkills } from './lists';
import { detectHeading, splitSections, type Section } from './sections';
import { EMAIL_RE, URL_RE, findPhone } from './fields';

export { toLines, mergeContinuations, splitSections, detectHeading, classifyEntryLine };

function isContactLine(text: string, name: string): boolean {
  if (name && text.includes(name)) return true;
  if (EMAIL_RE.test(text)) return true;
  URL_RE.lastIndex = 0;
  if (URL_RE.test(text)) return true;
  if (findPhone(text)) return true;
  return false;
}

/** Summary: the summary section, or the prose lines of the header (after the contact lines). */
function summaryFrom(sections: Section[], header: Line[], name: string): string {
  const s = sections.find((x) => x.kind === 'summary');
  if (s)
    return joinWrappedLines(s.lines.map((l) => l.text))
      .replace(/\s+/g, ' ')
      .trim();
  const prose = header.filter(
    (l, i) => i > 0 && !isContactLine(l.text, name) && l.text.split(/\s+/).length >= 8,
  );
  return joinWrappedLines(prose.map((l) => l.text))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Parse resume text into a typed resume. Pipeline: lines -> wrapped-line joins -> sections by heading ->
 * per-section field extraction with feature scoring. Deterministic and tolerant of odd layouts.
 */
export function parseResume(text: string): ParsedResume {
  return parseNormalized(normalizeText(text));
}

/** parseResume for text already passed through normalizeText. */
export function parseNormalized(normalized: string): ParsedResume {
  const rawLines = linesOf(normalized);
  const lines = mergeContinuations(rawLines, (l) => detectHeading(l) !== null);
  const sections = splitSections(lines);
  const header = sections[0]!.lines;
  const contact = extractContact(header, normalized);

  const result: ParsedResume = {
    contact,
    summary: summaryFrom(sections, header, contact.name),
    experience: [],
    education: [],
    skills: [],
    skillGroups: [],
    certifications: [],
    projects: [],
    sections: [],
    otherSections: [],
  };
  for (const s of sections) {
    if (s.kind === 'header') continue;
    result.sections.push({
      kind: s.kind,
      heading: s.heading,
      line: s.headingLine,
    } satisfies SectionInfo);
    switch (s.kind) {
      case 'experience':
        result.experience.push(...parseExperience(s.lines));
        break;
      case 'education':
        result.education.push(...parseEducation(s.lines));
        break;
      case 'skills': {
        const { skills, groups } = parseSkills(s.lines);
        for (const sk of skills)
          if (!result.skills.some((x) => x.toLowerCase() === sk.toLowerCase()))
            result.skills.push(sk);
        result.skillGroups.push(...groups);
        break;
      }
      case 'certifications':
        result.certifications.push(...parseCertifications(s.lines));
        break;
      case 'projects':
        result.projects.push(...parseProjects(s.lines));
        break;
      case 'summary':
      case 'contact':
        break;
      default: {
        const lines: string[] = [];
        const bullets: boolean[] = [];
        for (const l of s.lines) {
          // a line of items ("Python • Tableau • R") is items; any other line stays a line of its
          // own (an entry's header: "Mentor | Code Club | 2019 - 2021")
          const items = l.bullet ? [l.text] : splitInlineBullets(l.text);
          for (const item of items) {
            lines.push(item);
            bullets.push(l.bullet || items.length > 1);
          }
        }
        const other: OtherSection = { kind: s.kind, heading: s.heading, lines, bullets };
        if (other.lines.length) result.otherSections.push(other);
      }
    }
  }
  return result;
}
