import type { SectionKind, DegreeLevel } from './text/lexicon';
import type { SkillCategory } from './taxonomy';

export type { SectionKind, DegreeLevel, SkillCategory };

export interface ContactInfo {
  name: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
}

export interface ExperienceEntry {
  title: string;
  company: string;
  location?: string;
  /** start date as written ("Feb. 2021"), '' when absent */
  startDate: string;
  /** end date as written ("July 2023", "Present"), '' when absent */
  endDate: string;
  current: boolean;
  bullets: string[];
}

export interface EducationEntry {
  degree: string;
  school: string;
  /** date or date range as written */
  date: string;
  gpa?: string;
  location?: string;
  /** other lines of the entry (honours, coursework) */
  details?: string[];
}

export interface ProjectEntry {
  name: string;
  description: string;
  bullets: string[];
  technologies?: string;
  date?: string;
}

export interface SkillGroup {
  label: string;
  items: string[];
}

export interface SectionInfo {
  kind: SectionKind;
  /** heading as written */
  heading: string;
  /** 0-based line number of the heading in the normalised text */
  line: number;
}

/** A section the parser keeps verbatim (awards, languages, volunteer work...). */
export interface OtherSection {
  kind: SectionKind;
  heading: string;
  lines: string[];
  /**
   * For each line, whether the resume wrote it as a list item; a line that is not one (an
   * entry's header: "Mentor | Code Club | 2019 - 2021") prints as a line of its own, with the
   * items under it. Absent: every line is an item.
   */
  bullets?: boolean[];
}

export interface ParsedResume {
  contact: ContactInfo;
  summary: string;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: string[];
  /** skills as grouped in the resume ("Languages: Python, Java"), when it groups them */
  skillGroups: SkillGroup[];
  certifications: string[];
  projects: ProjectEntry[];
  /** headings found, in order */
  sections: SectionInfo[];
  otherSections: OtherSection[];
}

export type Seniority =
  'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'manager' | 'director' | 'executive';

export interface JobSkill {
  skillId: number;
  /** skills the posting accepts instead of this one ("Kafka or similar (RabbitMQ, Pulsar)") */
  alternatives?: number[];
  /** the posting accepts a skill of the same family too ("Kafka or similar", "such as") */
  orSimilar?: boolean;
  /** canonical name */
  name: string;
  category: SkillCategory;
  /** how the job writes it (most frequent surface form) */
  jobTerm: string;
  required: boolean;
  /** importance weight (required > preferred, boosted by repetition and by appearing in the title or requirements) */
  weight: number;
  count: number;
  inTitle: boolean;
  inRequirements: boolean;
}

export interface JobKeyword {
  term: string;
  weight: number;
  count: number;
}

export interface EducationRequirement {
  level: DegreeLevel;
  levelName: string;
  field: string;
  required: boolean;
}

export interface JobAnalysis {
  title: string;
  seniority: Seniority;
  skills: JobSkill[];
  requiredSkills: JobSkill[];
  preferredSkills: JobSkill[];
  /** non-skill keywords that recur in the posting */
  keywords: JobKeyword[];
  education: EducationRequirement | null;
  /** the years of experience asked for: the requirements' figure, else the preferred one */
  yearsRequired: number | null;
  /** the years figure comes only from preferred qualifications ("5+ years preferred") */
  yearsPreferred?: boolean;
  /** section kinds found in the posting */
  sections: string[];
}

export interface AtsCheck {
  id: string;
  label: string;
  passed: boolean;
  detail: string;
  /** points this check is worth inside its component */
  weight: number;
}

export interface KeywordHit {
  skill: string;
  category: SkillCategory;
  weight: number;
  required: boolean;
  found: boolean;
  /** found only through a related skill (e.g. PostgreSQL for SQL): half credit */
  partial: boolean;
  /** how the job writes it */
  jobTerm: string;
  /** how the resume writes it, when found */
  resumeTerm?: string;
  /** for partial matches, the resume skill that implies it */
  via?: string;
}

export interface ScoreComponent {
  id: string;
  label: string;
  /** 0..100 */
  score: number;
  /** share of the parent score (weights of a group sum to 1) */
  weight: number;
  detail: string;
}

export interface AtsReport {
  /** 0..100: 70% match (skills, title, education, experience), 30% hygiene; see scoring notes in ats/score.ts */
  atsScore: number;
  /** 0..100: weighted share of the job's skills and keywords found in the resume */
  keywordMatchScore: number;
  matchScore: number;
  hygieneScore: number;
  band: 'Poor' | 'Weak' | 'Fair' | 'Good' | 'Great';
  components: ScoreComponent[];
  hardSkills: { found: KeywordHit[]; missing: KeywordHit[] };
  softSkills: { found: KeywordHit[]; missing: KeywordHit[] };
  keywords: { found: string[]; missing: string[] };
  jobTitle: { job: string; bestResumeTitle: string; score: number; passed: boolean };
  education: {
    required: EducationRequirement | null;
    candidateLevel: DegreeLevel;
    candidateLevelName: string;
    passed: boolean;
  };
  experience: { requiredYears: number | null; candidateYears: number; passed: boolean };
  sections: { present: string[]; missing: string[] };
  measurableResults: { quantified: number; totalBullets: number };
  length: { words: number; pages: number };
  checks: AtsCheck[];
  job: { title: string; seniority: Seniority };
}

export type TailorMode = 'basic' | 'personalized' | 'aggressive';

export interface TailorInput {
  resumeText: string;
  jobDescription: string;
  mode: TailorMode;
  companyName?: string;
  jobTitle?: string;
}

export interface SuggestedProject {
  title: string;
  description: string;
  relevance: string;
  learningPath: string[];
}

/** What to do next about a resume, read from its ATS report (see tailoringAdvice). */
export interface TailoringAdvice {
  recommendations: string[];
  suggestedProject?: SuggestedProject;
}

export interface TailorResult {
  tailoredContent: string;
  atsScore: number;
  keywordMatchScore: number;
  originalAtsScore: number;
  originalKeywordMatchScore: number;
  improvements: string[];
  recommendations: string[];
  suggestedProject?: SuggestedProject;
  /** the breakdown of the tailored text */
  report: AtsReport;
  /** the breakdown of the resume as it was sent, before tailoring */
  originalReport: AtsReport;
}

/**
 * What a generated text got wrong about the original resume: an invented employer, title, degree,
 * number, date or skill; more years than the resume states (`years`); years attached to a skill
 * the resume never attached them to (`skill-years`); the resume's headline gone (`headline`); a
 * tool the resume names gone or replaced by a category (`tool`); a second summary stacked on the
 * first (`summary`).
 */
export type TruthViolationKind =
  | 'employer'
  | 'title'
  | 'degree'
  | 'number'
  | 'date'
  | 'skill'
  | 'years'
  | 'skill-years'
  | 'headline'
  | 'tool'
  | 'summary';

export interface TruthViolation {
  kind: TruthViolationKind;
  value: string;
}

export interface TruthReport {
  ok: boolean;
  violations: TruthViolation[];
}

export interface EngineOptions {
  /** the date "Present" means; defaults to the latest date in the resume, or January 2025 if earlier */
  asOf?: { year: number; month?: number };
}

/* ---------- Resume document (the builder's structured resume) ---------- */

/** The six resume templates of the builder; modern-professional is the default. */
export type ResumeTemplateId =
  | 'modern-professional'
  | 'creative-designer'
  | 'tech-minimalist'
  | 'executive-classic'
  | 'startup-dynamic'
  | 'academic-research';

/** The document's colours, as #rrggbb. */
export interface ResumeTheme {
  primary: string;
  secondary: string;
  accent: string;
}

export interface DocumentPersonal {
  name: string;
  /** a one-line title under the name ("Backend Engineer"), '' when none */
  headline: string;
  email: string;
  phone: string;
  location: string;
  /** website, LinkedIn, GitHub, portfolio... as written */
  links: string[];
}

export interface DocumentExperience {
  id: string;
  title: string;
  company: string;
  location: string;
  /** as written ("Feb. 2021") or as the builder's month picker gives it ("2021-02"); '' when absent */
  startDate: string;
  endDate: string;
  current: boolean;
  bullets: string[];
}

export interface DocumentEducation {
  id: string;
  degree: string;
  school: string;
  location: string;
  /** graduation date or date range as written */
  date: string;
  gpa: string;
  /** honours, coursework, achievements */
  details: string[];
}

/** A group of skills; `label` is '' for a plain list. */
export interface DocumentSkillGroup {
  id: string;
  label: string;
  items: string[];
}

export interface DocumentProject {
  id: string;
  name: string;
  description: string;
  technologies: string;
  date: string;
  bullets: string[];
}

export interface DocumentCertification {
  id: string;
  /** the certification as written (name, and issuer or date when written on the same line) */
  name: string;
}

/** Any other section (awards, languages, volunteer work...), its lines as written. */
export interface DocumentCustomSection {
  id: string;
  title: string;
  lines: string[];
}

/** The standard sections of a document, by id. */
export type DocumentSectionKey =
  'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications';

/** One section in print order: a standard key or the id of a custom section, shown or hidden. */
export interface DocumentSection {
  id: string;
  visible: boolean;
}

/**
 * A resume as structured data: what the builder edits, the exporters print and the cover letter
 * tool reads. `sections` gives the print order and visibility; a section it does not list
 * prints after the listed ones, in the standard order.
 */
export interface ResumeDocument {
  version: 1;
  template: ResumeTemplateId;
  theme: ResumeTheme;
  personal: DocumentPersonal;
  summary: string;
  experience: DocumentExperience[];
  education: DocumentEducation[];
  skills: DocumentSkillGroup[];
  projects: DocumentProject[];
  certifications: DocumentCertification[];
  customSections: DocumentCustomSection[];
  sections: DocumentSection[];
}
