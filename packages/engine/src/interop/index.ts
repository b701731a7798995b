/**
 * Resume formats in and out of the document: JSON Resume (both ways), Reactive Resume's JSON
 * export, a LinkedIn data export and Europass XML (in), and Markdown and Europass (out).
 */
export { ImportError } from './errors';
export { documentFromJsonResume, documentToJsonResume, isJsonResume } from './json-resume';
export type {
  CareerforgeMeta,
  JsonResume,
  JsonResumeBasics,
  JsonResumeEducation,
  JsonResumeEntry,
  JsonResumeProject,
  JsonResumeSkill,
  JsonResumeWork,
} from './json-resume-types';
export { documentToMarkdown, escapeMarkdown } from './markdown';
export { documentFromReactiveResume, isReactiveResume } from './reactive-resume';
export { documentFromEuropassXml, documentToEuropassXml, isEuropassXml } from './europass';
export { documentFromLinkedInExport } from './linkedin-export';
export { isLinkedInExport, LINKEDIN_EXPORT_FILES } from './linkedin-tables';
