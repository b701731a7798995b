import { findDateRanges, findDates } from '../text/dates';
import { degreeLevelOf, SCHOOL_RE } from '../text/lexicon';
import type { EducationEntry } from '../types';
import { isLocation, splitSegments, splitTrailingLocation } from './fields';
import type { Line } from './lines';

const GPA_RE =
  /\b(?:c?gpa|cpi|grade point average)\s*(?:of\s*)?[:-]?\s*(\d{1,2}(?:\.\d{1,2})?(?:\s*\/\s*\d{1,3}(?:\.\d{1,2})?)?)|\b(\d\.\d{1,2})\s*\/\s*(?:4|5|10)(?:\.0{1,2})?\b/i;
// "AGH University of Science and Technology": capitalised words after "of", joined by "and" too
const SCHOOL_PHRASE =
  /(?:[A-Z][\w.&'’-]*\s+(?:(?:of|and|for|&|de|la)\s+)?)*(?:University|College|Institute|School|Academy|Polytechnic|Vidyalaya|Vidyapeeth|Conservatory)(?:\s+(?:of|for|at|in)(?:\s+(?:the|and|&))?(?:\s+[A-Z][\w.&'’-]*(?:\s+(?:and|&)(?=\s+[A-Z]))?)+)*|\b(?:IIT|NIT|IIIT|MIT|UCLA|NYU)\b(?:\s+[A-Z][a-z]+)?/;

const CREDENTIAL =
  /^(?:(?:graduate |post-?graduate |professional |advanced )?(?:certificate|diploma)|associate|certified)\b|\bcourse\b/i;

function stripDates(t: string): { text: string; date: string } {
  const r = findDateRanges(t)[0];
  if (r)
    return {
      text: (t.slice(0, r.index) + ' ' + t.slice(r.index + r.length)).trim(),
      date: t.slice(r.index, r.index + r.length).trim(),
    };
  const d = findDates(t);
  if (d.length) {
    const last = d[d.length - 1]!;
    return {
      text: (t.slice(0, last.index) + ' ' + t.slice(last.index + last.text.length)).trim(),
      date: last.text,
    };
  }
  return { text: t, date: '' };
}

function clean(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|–—-]+|[\s,;:|–—(-]+$/g, '')
    .trim();
}

/** The GPA of a line ("GPA 3.7/4.0", "3.6/4"), and the line without it. */
function takeGpa(line: string): { text: string; gpa: string } {
  const g = GPA_RE.exec(line);
  if (!g) return { text: line, gpa: '' };
  const gpa = g[2] ? g[0].replace(/\s+/g, '') : (g[1] ?? g[2] ?? '').replace(/\s+/g, '');
  return { text: line.replace(g[0], ' '), gpa };
}

/**
 * A segment holding both a degree and a school ("B. Tech Computer Science Mohali, Punjab Indo
 * Global College of Engineering"): the school's name (with a note, a school within it or words
 * of its name after it), the degree around it, and a place after a comma.
 */
function degreeAndSchool(
  seg: string,
  sm: RegExpExecArray,
  noDate: string,
): { degree: string; school: string; location: string } {
  let location = '';
  const before = clean(seg.slice(0, sm.index));
  let after = clean(seg.slice(sm.index + sm[0].length));
  let name = clean(sm[0]);
  // one to three capitalised words right after the school: "..., AGH University of Science
  // and Technology, Kraków" (the place, after a comma); "Loyola University Chicago" (part
  // of its name)
  const note = after && noDate.includes(`${sm[0].trim()} (${after})`);
  if (note) {
    // "Dublin Institute of Technology (now TU Dublin)": a note on the school's name
    name = `${name} (${after})`;
    after = '';
  } else if (SCHOOL_RE.test(after) && degreeLevelOf(after) === 0) {
    // "Kennesaw State University, College of Professional Education": a school within it
    name = `${name}, ${after}`;
    after = '';
  } else if (
    /^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2}$/u.test(after) &&
    degreeLevelOf(after) === 0
  ) {
    if (/^\s*,/.test(seg.slice(sm.index + sm[0].length))) location = after;
    else name = `${name} ${after}`;
    after = '';
  }
  return { degree: clean([before, after].filter(Boolean).join(' ')), school: name, location };
}

interface LineFields {
  degree: string;
  school: string;
  location: string;
  /** parts that are no degree, school or place ("Dean's Honour List" beside a GPA) */
  unused: number;
}

/** The degree, school and place of one line (its dates and GPA taken out already). */
function readLine(noDate: string, detailOfSchool: boolean): LineFields {
  let degree = '';
  let school = '';
  let location = '';
  let unused = 0;
  for (let seg of splitSegments(noDate.replace(/[()]/g, ' '), false)) {
    const loc = splitTrailingLocation(seg);
    if (loc.location) {
      location ||= loc.location;
      seg = loc.rest;
    }
    if (!seg) continue;
    if (isLocation(seg)) {
      location ||= seg;
      continue;
    }
    // a certificate or course is the entry's qualification, though it is no degree level
    const lvl = degreeLevelOf(seg) || (CREDENTIAL.test(seg) ? 1 : 0);
    const sm = SCHOOL_RE.test(seg) ? SCHOOL_PHRASE.exec(seg) : null;
    const short = seg.split(/\s+/).length <= 8 && /^[A-Z]/.test(seg) && !/:/.test(seg);
    if (sm && lvl > 0 && !degree) {
      const both = degreeAndSchool(seg, sm, noDate);
      location ||= both.location;
      school ||= both.school;
      degree = both.degree;
      if (degreeLevelOf(school) > 0 && degreeLevelOf(degree) === 0)
        [degree, school] = [school, degree];
    } else if (lvl > 0 && !degree) degree = clean(seg);
    else if (sm && !school) school = clean(seg);
    // a bullet under an entry that has its school is a detail ("• Dean's List"), not a school
    else if (!school && !degree && !detailOfSchool && short) school = clean(seg);
    else if (degree && !school && short) school = clean(seg);
    else if (/\p{L}{2}/u.test(seg)) unused++;
  }
  return { degree, school, location, unused };
}

/** Step 4e: education entries; a new entry starts at a second degree or a second school. */
export function parseEducation(lines: Line[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  let cur: EducationEntry | null = null;
  const flush = () => {
    if (cur && (cur.degree || cur.school)) out.push(cur);
    cur = null;
  };
  for (const line of lines) {
    const { text, gpa } = takeGpa(line.text);
    const { text: noDate, date } = stripDates(text);
    const { degree, school, location, unused } = readLine(
      noDate,
      !!(line.bullet && (cur as EducationEntry | null)?.school),
    );
    // a line of the entry that says more than its GPA or dates ("GPA 3.7/4.0; Dean's Honour List
    // 2023 and 2024", "Graduated with honours, 2019") stays whole, as a detail
    if (cur && !degree && !school && unused && (gpa || date)) {
      ((cur as EducationEntry).details ??= []).push(line.text);
      continue;
    }
    const c: EducationEntry | null = cur;
    // a second degree, a second school, or a second dated line that names either
    const startNew =
      !c ||
      (degree && c.degree) ||
      (school && c.school && !(degree && !c.degree)) ||
      (date && c.date && (degree || school));
    if (startNew && (degree || school)) {
      flush();
      cur = { degree, school, date };
      if (gpa) cur.gpa = gpa;
      if (location) cur.location = location;
      continue;
    }
    if (!cur) {
      cur = { degree: '', school: '', date: '' };
    }
    const e: EducationEntry = cur;
    if (degree && !e.degree) e.degree = degree;
    if (school && !e.school) e.school = school;
    if (date && !e.date) e.date = date;
    if (gpa && !e.gpa) e.gpa = gpa;
    if (location && !e.location) e.location = location;
    if (!degree && !school && !date && !gpa && !location) (e.details ??= []).push(line.text);
    else if (!degree && !school && noDate.trim() && !date && !gpa)
      (e.details ??= []).push(line.text);
  }
  flush();
  return out;
}
