/**
 * What the question generator knows about a posting: its requirement lines, its duties, the
 * probes its lines call for and its skills sorted into technical and soft; and the shape of a
 * candidate question, whichever source offers it.
 */
import { analyzeJob } from '../job/analyze';
import type { JobAnalysis, JobSkill, Seniority } from '../types';
import { requirementItems, type RequirementItem } from './posting';
import { PROBES, spanFrom, type Probe } from './probes';
import type { QuestionSource } from './types';

export interface Candidate {
  text: string;
  source: QuestionSource;
  competency: string;
  skill?: string;
  /** the requirement line it asks about, when it asks about one */
  item?: number;
  /** the probe it comes from (each probe asked once a session) */
  probe?: string;
  /** probes first, then the posting's own lines, then skill templates */
  rank?: number;
  /** the template it was written from: a session uses each one once */
  form?: string;
}

export const SENIORITY_WORDS: Record<Seniority, string> = {
  intern: 'an internship',
  junior: 'a junior',
  mid: 'a mid-level',
  senior: 'a senior',
  lead: 'a lead',
  manager: 'a management',
  director: 'a director-level',
  executive: 'an executive',
};

/** How a question names a skill: the posting's own word, or the shorter of its name and that word. */
export function skillLabel(skill: Pick<JobSkill, 'name' | 'jobTerm'>): string {
  const term = skill.jobTerm.trim();
  const name = skill.name.trim();
  if (!term) return name;
  const t = term.toLowerCase();
  const n = name.toLowerCase();
  if (t.includes(n)) return name;
  if (n.includes(t)) return term;
  return term;
}

/** The posting's duties as verb phrases ("build event-driven pipelines with Kafka"), in order. */
export function responsibilities(jobDescription: string): string[] {
  const job = analyzeJob(jobDescription);
  return dutiesOf(requirementItems(jobDescription, job));
}

const dutiesOf = (items: RequirementItem[]) => [
  ...new Set(items.filter((i) => i.kind === 'duty').map((i) => i.phrase)),
];

/** The duty without the phrase naming the skill ("build pipelines with Kafka" -> "build pipelines"). */
export function withoutSkill(duty: string, label: string, name: string): string | null {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const terms = `(?:${esc(label)}|${esc(name)})`;
  const stripped = duty
    .replace(
      new RegExp(
        `\\s+(?:with|using|in|on|via|through|across|into)\\s+[^,;]*?\\b${terms}\\b[^,;]*`,
        'i',
      ),
      '',
    )
    .trim();
  if (new RegExp(`\\b${terms}\\b`, 'i').test(stripped)) return null;
  return stripped.split(/\s+/).length >= 2 ? stripped : null;
}

export function mentions(text: string, skill: JobSkill): boolean {
  const t = text.toLowerCase();
  return t.includes(skill.jobTerm.toLowerCase()) || t.includes(skill.name.toLowerCase());
}

/** Broad fields ("Software Development", "computer science") make poor questions: the specific skills do. */
const GENERIC_SKILL =
  /\b(?:development|engineering|computer science|programming|information technology)$/i;

/** Practices named by a verb phrase ("work independently") read badly as a subject of questions. */
const VERB_PHRASE =
  /^(?:work|manage|communicate|collaborate|lead|learn|think|solve|build|deliver|meet|follow|adapt|take)\s/i;

/** A tool the posting writes in another case than its name ("act" for Act!, "ADA" for Ada) is another word. */
const otherWord = (s: JobSkill) =>
  (s.category === 'tool' || s.category === 'language') &&
  s.jobTerm.toLowerCase() === s.name.toLowerCase().replace(/[^a-z0-9+#. -]/g, '') &&
  s.jobTerm !== s.name &&
  (!/[A-Z]/.test(s.jobTerm) || s.jobTerm === s.jobTerm.toUpperCase());

export const isTechnicalSkill = (s: JobSkill) =>
  (s.category === 'hard' || s.category === 'tool' || s.category === 'language') &&
  !otherWord(s) &&
  !GENERIC_SKILL.test(s.name) &&
  !VERB_PHRASE.test(s.name) &&
  // a two-letter term that is not the skill's own name is too often something else ("TS/SCI")
  !(s.jobTerm.trim().length <= 2 && s.jobTerm.trim().toLowerCase() !== s.name.toLowerCase());

export const isToolSkill = (s: JobSkill) => s.category === 'tool' || s.category === 'language';

/** How a question names a practice ("research", "data analysis"): lower case, as a common noun. */
export const practiceLabel = (s: JobSkill) =>
  isToolSkill(s) ? skillLabel(s) : s.name.toLowerCase();

/** Titles of software work ("Backend Engineer", "Data Engineer", "SRE"), not of other engineering. */
const SOFTWARE_TITLE =
  /\b(?:software|developer|programmer|devops|sre|site reliability|full[- ]?stack|front[- ]?end|back[- ]?end|web|mobile|ios|android|platform|cloud|data engineer|machine learning|ml|qa|sdet|test automation)\b/i;

/** A software role: it names a programming language, or its title is software work. */
const isSoftwareJob = (job: JobAnalysis) =>
  SOFTWARE_TITLE.test(job.title) ||
  job.skills.some((s) => s.category === 'language' && s.required && !otherWord(s));

/* ---------- the posting read for questions ---------- */

export interface JobContext {
  job: JobAnalysis;
  duties: string[];
  items: RequirementItem[];
  probes: ProbeHit[];
  /** a software role: software bank questions and system design in terms of services */
  software: boolean;
  techSkills: JobSkill[];
  softSkills: JobSkill[];
}

export interface ProbeHit {
  probe: Probe;
  item: RequirementItem;
  span: string;
  tool: string;
  tools: string[];
}

/** The probes a posting calls for, each once, on the first requirement line that names it. */
function probeHits(items: RequirementItem[], jobDescription: string): ProbeHit[] {
  const out: ProbeHit[] = [];
  const seen = new Set<Probe>();
  for (const item of items) {
    if (item.kind === 'credential') continue;
    const lower = item.text.toLowerCase();
    for (const probe of PROBES) {
      if (seen.has(probe)) continue;
      const m = probe.when.exec(lower);
      if (!m || (probe.field && !probe.field.test(jobDescription))) continue;
      if (probe.line && !probe.line.test(item.text)) continue;
      seen.add(probe);
      const tools = item.skills
        .filter((s) => s.skill.category === 'tool' || s.skill.category === 'language')
        .map((s) => skillLabel({ name: s.skill.name, jobTerm: s.label }));
      out.push({ probe, item, span: spanFrom(item.text, m.index), tool: tools[0] ?? '', tools });
    }
  }
  return out;
}

/** The skill a question on this line names (the line's first tool, or a skill it names by name). */
export function namedSkill(item: RequirementItem, text: string): string | undefined {
  const lower = text.toLowerCase();
  for (const s of item.skills) {
    const short = skillLabel({ name: s.skill.name, jobTerm: s.label });
    if (lower.includes(s.label.toLowerCase()) || lower.includes(short.toLowerCase()))
      return s.skill.name;
  }
  return undefined;
}

/** The posting read once for a session. */
export function jobContext(jd: string, job: JobAnalysis): JobContext {
  const items = requirementItems(jd, job);
  return {
    job,
    duties: dutiesOf(items),
    items,
    probes: probeHits(items, jd),
    software: isSoftwareJob(job),
    techSkills: [...job.requiredSkills, ...job.preferredSkills].filter(isTechnicalSkill),
    softSkills: job.skills.filter((s) => s.category === 'soft'),
  };
}
