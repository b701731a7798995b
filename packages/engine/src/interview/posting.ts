/**
 * A posting read as the interviewer reads it: its requirement lines, each one a duty ("evolve
 * Kafka topic schemas without breaking consumers"), a topic ("deep PostgreSQL experience:
 * migrations, query plans, locking"), an activity ("selling six-figure ARR deals to C-level
 * buyers"), a domain ("payments or fintech"), a soft skill or a credential (licences, degrees,
 * languages, availability: never a question). Lines the posting wraps are joined first; about
 * and benefits sections are left out. Reads the job analyser's results, never changes them.
 */
import { jobSentences, jobText, type JobSectionKind } from '../job/sections';
import { normalizeText, stripBullet } from '../text/normalize';
import type { JobAnalysis, JobSkill } from '../types';
import { isDutyVerb, parseItem, QUALIFIERS } from './item';

export type ItemKind = 'duty' | 'topic' | 'activity' | 'domain' | 'soft' | 'credential';

export interface RequirementItem {
  /** position in the posting (for a stable order) */
  index: number;
  /** the line (or the part of it between semicolons) as the posting writes it, without its bullet */
  text: string;
  section: JobSectionKind;
  kind: ItemKind;
  /**
   * How a question quotes it: a duty as a verb phrase ("evolve Kafka topic schemas without
   * breaking consumers"), a topic as a noun phrase ("deep PostgreSQL experience"), an activity
   * as an -ing phrase ("selling six-figure deals to C-level buyers"), a domain as a noun phrase
   * ("payments or fintech"). Never longer than about 16 words.
   */
  phrase: string;
  /** what it is about, without "experience with", "strong knowledge of" ("PostgreSQL", "IFRS and group consolidation") */
  core: string;
  /** a list the line gives after a colon or in brackets ("migrations", "query plans", "locking") */
  details: string[];
  /** the posting's skills the line names, as the line writes them */
  skills: { skill: JobSkill; label: string }[];
}

/** Joins the lines a posting wraps ("... including biliteracy\n  and oracy blocks"). */
function joinWrapped(text: string): string {
  const lines = normalizeText(text).split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const trimmed = line.trim();
    if (prev !== undefined && trimmed && prev.trim()) {
      const bullet = stripBullet(line).bullet !== null;
      const indented = /^\s{2,}\S/.test(line);
      const lowerStart = /^[a-z(&]/.test(trimmed);
      const prevOpen = !/[.!?:;]$/.test(prev.trim());
      const prevIsItem = stripBullet(prev).bullet !== null || /^\s{2,}/.test(prev);
      if (!bullet && prevOpen && (lowerStart || (indented && prevIsItem))) {
        out[out.length - 1] = `${prev.replace(/\s+$/, '')} ${trimmed}`;
        continue;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The posting's skills with the patterns that find them in a line (built once per posting). */
type SkillFinder = { skill: JobSkill; terms: { t: string; re: RegExp }[] }[];

function skillFinder(job: JobAnalysis): SkillFinder {
  const out: SkillFinder = [];
  for (const skill of job.skills) {
    if (skill.category === 'soft' || skill.category === 'certification') continue;
    if (skill.category === 'spoken-language') continue;
    const tool = skill.category === 'tool' || skill.category === 'language';
    // a broad skill found through another word ("Build pipeline" for CI/CD) is not what the line says
    if (!tool && skill.jobTerm.trim().toLowerCase() !== skill.name.trim().toLowerCase()) continue;
    const terms: { t: string; re: RegExp }[] = [];
    for (const term of [skill.jobTerm, skill.name]) {
      const t = term.trim();
      if (t.length < 2) continue;
      // a term written in another case than its name ("act" for "Act!", "ADA" for "Ada") is another word
      if (
        t.toLowerCase() === skill.name.toLowerCase() &&
        t !== skill.name &&
        /[A-Z]/.test(skill.name)
      )
        continue;
      if (t.length <= 3 && t !== skill.name) continue;
      terms.push({ t, re: new RegExp(`(?<![\\w-])${esc(t)}(?![\\w-])`, 'i') });
    }
    if (terms.length) out.push({ skill, terms });
  }
  return out;
}

/** The skills a line names, as it writes them (only names the analyser is sure of). */
function skillsIn(text: string, finder: SkillFinder): { skill: JobSkill; label: string }[] {
  const out: { skill: JobSkill; label: string }[] = [];
  for (const { skill, terms } of finder) {
    for (const { t, re } of terms) {
      const m = re.exec(text);
      if (m && (m[0] === t || !/[A-Z]/.test(t))) {
        out.push({ skill, label: m[0] });
        break;
      }
    }
  }
  return out;
}

/**
 * A duty line that runs two duties together ("make patient assignments for 7-9 RNs, manage
 * admissions, discharges and transfers") is two duties; "Design, build and operate services" is one.
 */
function splitDuties(line: string): string[] {
  // "Lead the shift: make patient assignments ..., manage admissions ...": the duties after the colon
  const lead = /^([^:]{3,60}):\s+(\S+)/.exec(line);
  if (lead && isDutyVerb(lead[1]!.split(/\s+/)[0]!) && isDutyVerb(lead[2]!)) {
    const parts = splitDuties(line.slice(lead[0].length - lead[2]!.length));
    if (parts.length > 1) return parts;
  }
  const out: string[] = [];
  let rest = line;
  for (;;) {
    const m = /,\s+(?:and\s+)?(?=([a-z]+)\s+\S+\s+\S+)/.exec(rest);
    if (!m || !isDutyVerb(m[1]!) || !isDutyVerb(rest.split(/\s+/)[0]!.replace(/^\W+/, ''))) break;
    const before = rest.slice(0, m.index);
    if (before.split(/\s+/).length < 4 || /:/.test(before)) break;
    out.push(before);
    rest = rest.slice(m.index + m[0].length);
  }
  out.push(rest);
  return out;
}

/** The requirement lines of a posting, in order. */
export function requirementItems(jobDescription: string, job: JobAnalysis): RequirementItem[] {
  const items = readItems(jobDescription, job, false);
  // a posting whose headings were not recognised: its requirement-like lines wherever they are
  return items.some((i) => i.kind !== 'credential') ? items : readItems(jobDescription, job, true);
}

function readItems(jobDescription: string, job: JobAnalysis, anywhere: boolean): RequirementItem[] {
  const text = jobText(joinWrapped(jobDescription));
  const sentences = jobSentences(text, true);
  // a capitalised word the posting writes capitalised mid-line is a name ("Epic", "Procore")
  const names = new Set<string>();
  for (const m of text.matchAll(/(?<=[a-z][ \t]+)([A-Z][A-Za-z0-9&+.-]*)/g)) names.add(m[1]!);
  for (const s of job.skills)
    if (s.category === 'tool' || s.category === 'language')
      for (const t of [s.name, s.jobTerm]) names.add(t.split(/\s+/)[0]!);
  // a word the posting also writes in lower case is a common word ("cloud", "call")
  const lowerWords = new Set(text.match(/\b[a-z][a-z-]+\b/g) ?? []);
  for (const w of [...names]) if (lowerWords.has(w.toLowerCase())) names.delete(w);
  // words a requirement opens with are never names ("Knowledge of", "Advanced", "Accessing")
  const keep = (w: string) => {
    const word = w.replace(/[^A-Za-z0-9&+.-]/g, '');
    return (
      names.has(word) &&
      !isDutyVerb(word) &&
      !/ing$/i.test(word) &&
      !QUALIFIERS.test(`${word} `) &&
      !/^(?:experience|knowledge|proficiency|ability|understanding|familiarity|expertise|must|should|excellent|strong|a|an|the)$/i.test(
        word,
      )
    );
  };
  const skillTerms = new Set(
    job.skills.flatMap((s) => [s.name.toLowerCase(), s.jobTerm.toLowerCase()]),
  );
  const isSkill = (t: string) => skillTerms.has(t.trim().toLowerCase());
  const finder = skillFinder(job);

  const out: RequirementItem[] = [];
  let offset = 0;
  let si = 0;
  for (const rawLine of text.split('\n')) {
    const start = offset;
    offset += rawLine.length + 1;
    while (si < sentences.length && sentences[si]!.start < start) si++;
    const sentence = sentences[si];
    if (!sentence || sentence.start >= offset) continue; // a heading or a blank line
    const section = sentence.section;
    if (section === 'benefits' || (section === 'about' && !anywhere)) continue;
    const { text: line, bullet } = stripBullet(rawLine);
    if (!line) continue;
    if (!bullet) {
      // prose counts where it says what the person will do ("You will lead a project on ..."), and
      // in a requirements section where each line is one requirement without a bullet
      const prose = /^(?:you will|you'll|you’ll|in this role,? you will)\s+/i.test(line);
      const single = !/[.!?]\s+\S/.test(line) && line.split(/\s+/).length >= 3;
      const looksRequirement =
        (isDutyVerb(line.split(/\s+/)[0] ?? '') &&
          !/^(?:check out|visit|learn more|apply|join|click|find out|see)\b/i.test(line)) ||
        /\b(?:experience|knowledge|skills?|proficien\w*|familiar\w*|understanding|ability|\d+\+?\s*(?:years?|yrs))\b/i.test(
          line,
        );
      if (!prose && !((anywhere || section !== 'other') && single && looksRequirement)) continue;
    }
    if (/[$€£]\s?\d|\bper (?:hour|year|month|annum)\b/i.test(line)) continue;
    // legal boilerplate a posting carries outside its benefits section
    if (
      /\b(?:applying for this job|equal opportunity|eeo\b|affirmative action|reasonable accommodation|protected veteran|national origin|sexual orientation|e-verify|drug-free|background check|at-will)\b/i.test(
        line,
      )
    )
      continue;
    for (const part of line.split(/;\s+/).flatMap(splitDuties)) {
      const parsed = parseItem(part, keep, isSkill);
      if (!parsed) continue;
      out.push({
        index: out.length,
        text: part.trim(),
        section,
        ...parsed,
        skills: skillsIn(part, finder),
      });
    }
  }
  return out;
}
