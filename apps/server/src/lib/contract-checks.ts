/**
 * Compile-time checks that the API contract and the engine describe the same shapes. The
 * engine's types are the source; each line below fails `npm run typecheck` when a contract
 * schema and its engine type stop being mutually assignable (a field added, removed, renamed
 * or retyped on one side only). Nothing here runs.
 *
 * They live in the server because it is the one place that sees both packages: the engine
 * imports nothing of ours, and the contract (which the web app imports) does not depend on
 * the engine.
 */
import type {
  atsCheckSchema,
  atsReportSchema,
  COMPANY_SIZES,
  DOCUMENT_SECTION_KEYS,
  educationRequirementSchema,
  keywordHitSchema,
  resumeDocumentSchema,
  resumeTemplateIdSchema,
  resumeThemeSchema,
  SALARY_EXPERIENCE,
  SALARY_INDUSTRIES,
  scoreComponentSchema,
  senioritySchema,
  skillCategorySchema,
  suggestedProjectSchema,
  tailoringAdviceSchema,
  tailorModeSchema,
  tailorResultSchema,
  truthReportSchema,
  truthViolationSchema,
} from '@careerforge/contract';
import type {
  AtsCheck,
  AtsReport,
  COMPANY_SIZES as ENGINE_COMPANY_SIZES,
  DocumentSectionKey,
  EducationRequirement,
  KeywordHit,
  ResumeDocument,
  ResumeTemplateId,
  ResumeTheme,
  SALARY_EXPERIENCE as ENGINE_SALARY_EXPERIENCE,
  SALARY_INDUSTRIES as ENGINE_SALARY_INDUSTRIES,
  ScoreComponent,
  Seniority,
  SkillCategory,
  SuggestedProject,
  TailoringAdvice,
  TailorMode,
  TailorResult,
  TruthReport,
  TruthViolation,
} from '@careerforge/engine';
import type { z } from 'zod';

/** true when A and B are assignable both ways (the same shape for every caller). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Accepts only `true`: a mismatch reads "Type 'false' does not satisfy the constraint 'true'". */
type Check<T extends true> = T;

/** One entry per shape the API sends; the name says which pair disagrees. */
export type ContractChecks = [
  Check<Same<z.infer<typeof skillCategorySchema>, SkillCategory>>,
  Check<Same<z.infer<typeof senioritySchema>, Seniority>>,
  Check<Same<z.infer<typeof tailorModeSchema>, TailorMode>>,
  Check<Same<z.infer<typeof atsCheckSchema>, AtsCheck>>,
  Check<Same<z.infer<typeof keywordHitSchema>, KeywordHit>>,
  Check<Same<z.infer<typeof scoreComponentSchema>, ScoreComponent>>,
  Check<Same<z.infer<typeof educationRequirementSchema>, EducationRequirement>>,
  Check<Same<z.infer<typeof atsReportSchema>, AtsReport>>,
  Check<Same<z.infer<typeof suggestedProjectSchema>, SuggestedProject>>,
  Check<Same<z.infer<typeof tailoringAdviceSchema>, TailoringAdvice>>,
  Check<Same<z.infer<typeof tailorResultSchema>, TailorResult>>,
  Check<Same<z.infer<typeof truthViolationSchema>, TruthViolation>>,
  Check<Same<z.infer<typeof truthReportSchema>, TruthReport>>,
  Check<Same<z.infer<typeof resumeTemplateIdSchema>, ResumeTemplateId>>,
  Check<Same<z.infer<typeof resumeThemeSchema>, ResumeTheme>>,
  Check<Same<z.infer<typeof resumeDocumentSchema>, ResumeDocument>>,
  Check<Same<(typeof DOCUMENT_SECTION_KEYS)[number], DocumentSectionKey>>,
  // the salary form's choices, item by item and in order
  Check<Same<typeof SALARY_EXPERIENCE, typeof ENGINE_SALARY_EXPERIENCE>>,
  Check<Same<typeof SALARY_INDUSTRIES, typeof ENGINE_SALARY_INDUSTRIES>>,
  Check<Same<typeof COMPANY_SIZES, typeof ENGINE_COMPANY_SIZES>>,
];
