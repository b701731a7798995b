import { dateRange, formatMonth, type ResumeDocument } from '@careerforge/contract';

/**
 * What the check step shows of the server's reading of a resume (the engine's parser, the one
 * scoring and tailoring use, through `builder.parse`): every entry as the parser read it, so what
 * the person checks is what tailoring will work from. Nothing here reads the text itself.
 */

export interface ReadRole {
  title: string;
  employer: string;
  location: string;
  /** "Mar 2021 – Present", '' when the parser found none */
  dates: string;
  bullets: string[];
}

export interface ReadSection {
  heading: string;
  count: number;
  unit: 'line' | 'item';
}

export interface Reading {
  name: string;
  summary: string;
  roles: ReadRole[];
  bulletCount: number;
  /** one line per entry: "B.Sc. Computer Science, TU Berlin · 2014 – 2018" */
  education: string[];
  skills: string[];
  /** the other sections found (certifications, projects, volunteer work, …) with their sizes */
  other: ReadSection[];
}

export function readingOf(doc: ResumeDocument): Reading {
  const roles = doc.experience.map((e) => ({
    title: e.title.trim(),
    employer: e.company.trim(),
    location: e.location.trim(),
    dates: dateRange(e.startDate, e.endDate, e.current),
    bullets: e.bullets.filter((b) => b.trim()),
  }));
  const education = doc.education.map((e) => {
    const what = [e.degree, e.school, e.location]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ');
    return [what, formatMonth(e.date)].filter(Boolean).join(' · ');
  });
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const group of doc.skills)
    for (const item of group.items) {
      const key = item.trim().toLowerCase();
      if (key && !seen.has(key)) {
        seen.add(key);
        skills.push(item.trim());
      }
    }
  const other: ReadSection[] = [];
  if (doc.certifications.length)
    other.push({ heading: 'Certifications', count: doc.certifications.length, unit: 'item' });
  if (doc.projects.length)
    other.push({ heading: 'Projects', count: doc.projects.length, unit: 'item' });
  for (const c of doc.customSections)
    other.push({ heading: c.title, count: c.lines.length, unit: 'line' });
  return {
    name: doc.personal.name,
    summary: doc.summary.replace(/\s+/g, ' ').trim(),
    roles,
    bulletCount: roles.reduce((n, r) => n + r.bullets.length, 0),
    education,
    skills,
    other,
  };
}

/** What to fix before tailoring, from what the parser found (or did not). */
export function readingWarnings(r: Reading): string[] {
  const warnings: string[] = [];
  if (r.roles.length === 0)
    warnings.push(
      'We found no roles. Put them under a heading such as "Experience", each with its title, employer and dates on a line of its own.',
    );
  else if (r.bulletCount === 0)
    warnings.push(
      'We found no bullets. Start each achievement on its own line with "• " so it can be tailored on its own.',
    );
  return warnings;
}
