/**
 * JSON Resume 1.0.0 (https://jsonresume.org/schema), the parts Careerforge writes. Every field
 * is optional in the schema; the writer leaves out what the document does not know. Dates are
 * ISO 8601 with the later parts optional ("2021", "2021-03", "2021-03-14").
 */
import type { DocumentSection, ResumeTemplateId, ResumeTheme } from '../types';

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface JsonResumeBasics {
  name?: string;
  /** the headline ("Backend Engineer") */
  label?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: JsonResumeLocation;
  profiles?: JsonResumeProfile[];
}

export interface JsonResumeWork {
  name?: string;
  position?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  highlights?: string[];
}

export interface JsonResumeEducation {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
  /** not in the schema (which allows more fields): where the school is */
  location?: string;
}

export interface JsonResumeSkill {
  name?: string;
  keywords: string[];
}

export interface JsonResumeProject {
  name?: string;
  description?: string;
  keywords?: string[];
  highlights?: string[];
  startDate?: string;
  endDate?: string;
}

/** An entry of the other arrays (certificates, awards, languages...): texts and lists. */
export type JsonResumeEntry = Record<string, string | string[]>;

/** Field values of a document entry or of the personal details, as a hint carries them. */
export type HintValue = string | boolean | string[];
export type EntryHint = Record<string, HintValue>;

/** A section of the document that is not a JSON Resume array, or is one under its own title. */
export interface CustomSectionHint {
  id: string;
  title: string;
  /** the array holding its lines; absent when `lines` holds them here */
  array?: string;
  lines?: string[];
}

/**
 * What JSON Resume cannot say about a Careerforge document, kept in meta.careerforge (the
 * schema lets meta hold anything): the template and colours, the sections' order and
 * visibility, entry ids, and each field whose value the JSON Resume fields do not give back
 * exactly (a date written "Summer 2019", links in their written form). An import takes each
 * of them only when it agrees with what the file's own fields say.
 */
export interface CareerforgeMeta {
  version: 1;
  template: ResumeTemplateId;
  theme: ResumeTheme;
  sections: DocumentSection[];
  personal?: EntryHint;
  experience?: EntryHint[];
  education?: EntryHint[];
  skills?: EntryHint[];
  projects?: EntryHint[];
  certifications?: EntryHint[];
  customSections?: CustomSectionHint[];
}

export interface JsonResume {
  $schema: string;
  basics: JsonResumeBasics;
  work?: JsonResumeWork[];
  volunteer?: JsonResumeEntry[];
  education?: JsonResumeEducation[];
  awards?: JsonResumeEntry[];
  certificates?: JsonResumeEntry[];
  publications?: JsonResumeEntry[];
  skills?: JsonResumeSkill[];
  languages?: JsonResumeEntry[];
  interests?: JsonResumeEntry[];
  references?: JsonResumeEntry[];
  projects?: JsonResumeProject[];
  meta: { version: string; careerforge: CareerforgeMeta };
}
