/**
 * @careerforge/engine: the career engine. Pure TypeScript, no I/O, deterministic.
 */
export { parseResume } from './parser';
export { formatResume, type FormatOptions } from './format';
export {
  documentFromText,
  documentToText,
  documentFromLegacy,
  DEFAULT_TEMPLATE,
  DEFAULT_THEME,
  DOCUMENT_SECTION_KEYS,
} from './document';
export { analyzeJob } from './job/analyze';
export {
  analyzeResume,
  scoreProfile,
  scoreBreakdown,
  combineParts,
  band,
  PART_NAMES,
  PART_WEIGHTS,
  HYGIENE_SHARE,
  type ScoreParts,
  type PartName,
} from './ats/score';
export { profileResume, type ResumeProfile } from './ats/profile';
export {
  tailorResume,
  tailoringAdvice,
  cleanBullet,
  strongerOpening,
  ungrammaticalOpening,
} from './tailor';
export { checkTruthfulness, repairTruthfulness, type TruthOptions } from './truth';
export {
  findSkills,
  lookupSkill,
  allSkills,
  getSkill,
  type Skill,
  type SkillMention,
} from './taxonomy';
export { stem } from './text/stem';
export { joinSplitWords } from './text/hyphen';
export type * from './types';
export { extractSkillPhrases, type SkillPhrase } from './job/phrases';
export {
  matchOccupation,
  occupationByCode,
  similarOccupations,
  wagesFor,
  stateFromLocation,
  type OccupationMatch,
  type OccupationCandidate,
  type Occupation,
  type OccupationWages,
  type WagePercentiles,
  type StateWages,
} from './occupation';
export {
  analyzeCoverLetter,
  type LetterAnalysis,
  type LetterAnalysisOptions,
  type LetterPart,
  type LetterRecommendation,
  type LetterSection,
  type LetterPriority,
} from './letter/analyze';
export {
  writeCoverLetter,
  checkLetterTruth,
  LETTER_TONES,
  type LetterTone,
  type CoverLetter,
  type CoverLetterInput,
  type CoverLetterOptions,
  type LetterClaim,
} from './letter/write';
export { reviewLetter, type LetterReview, type LetterReviewInput } from './letter/review';
export {
  optimizeAbout,
  scoreAbout,
  type AboutInput,
  type AboutOptions,
  type AboutResult,
  type AboutScorePart,
  type AboutClaim,
} from './linkedin';
export {
  generateQuestions,
  defaultInterviewTitle,
  difficultyAt,
  analyzeAnswer,
  toOutOf5,
  bankQuestions,
  nearDuplicate,
  INTERVIEW_TYPES,
  DIFFICULTIES,
  QUESTIONS_PER_SESSION,
  STAR_WEIGHTS,
  type InterviewType,
  type Difficulty,
  type InterviewQuestion,
  type QuestionSet,
  type QuestionSource,
  type AnswerAnalysis,
  type AnswerInsights,
  type StarPart,
  type StarPartScore,
  type GenerateQuestionsInput,
  type AnalyzeAnswerInput,
} from './interview';
export {
  analyzeSalary,
  resolveOccupation,
  positionOnCurve,
  parseAchievements,
  usd,
  ordinal,
  SALARY_EXPERIENCE,
  SALARY_INDUSTRIES,
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  EXPERIENCE_FACTORS,
  INDUSTRY_FACTORS,
  COMPANY_SIZE_FACTORS,
  type SalaryInput,
  type SalaryAnalysis,
  type SalaryPosition,
  type SalaryExperience,
  type SalaryIndustry,
  type CompanySize,
  type Adjustment,
  type Market,
  type MarketPoint,
  type ResolvedOccupation,
  TOP_CODED_WORDS,
} from './salary';
export {
  planCareer,
  PLANNER_INDUSTRIES,
  PLANNER_EXPERIENCE,
  TIMEFRAMES,
  TIMEFRAME_MONTHS,
  type CareerInput,
  type CareerPlan,
  type CareerStep,
  type AlternativePath,
  type ViabilityFactor,
  type PlannerIndustry,
  type PlannerExperience,
  type Timeframe,
} from './career';
export * from './interop';
