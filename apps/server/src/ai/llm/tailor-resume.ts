import { z } from 'zod';
import {
  analyzeJob,
  analyzeResume,
  repairTruthfulness,
  tailoringAdvice,
  type TailorMode,
} from '@careerforge/engine';
import { badGateway } from '../../lib/errors';
import { engineOptions, type TailorOutcome, type TailorTask } from '../types';
import { generateStructured, type Llm } from './plumbing';

/** What the model writes; the engine measures it afterwards. */
export const llmTailorSchema = z.object({
  tailoredContent: z.string().min(1),
  improvements: z.array(z.string()).max(20),
});

const MODE_INSTRUCTIONS: Record<TailorMode, string> = {
  basic:
    'Light touch: use standard section headings (Summary, Experience, Education, Skills), order the skills by relevance to the job, keep every bullet as written apart from fixing obvious typos.',
  personalized:
    'Moderate: standard headings, skills ordered by relevance, bullets within each role ordered by relevance, a 2-3 sentence summary aimed at this job built only from the candidate’s own experience, and the job’s wording for skills the candidate already has.',
  aggressive:
    'Thorough: everything in the moderate level, plus rewrite weak phrasing ("responsible for", "helped with", "worked on") into strong past-tense action verbs and tighten every bullet, without adding facts.',
};

const SYSTEM = `You tailor resumes to job descriptions for job seekers.
Rules you never break:
- Never invent facts. Do not add any employer, job title, degree, school, date, number, metric or skill that is not in the candidate's resume.
- Missing skills are NOT added to the resume. They are handled separately as recommendations.
- Keep the candidate's contact details exactly as given.
- Output the whole tailored resume as plain text (no Markdown, no tables), one section per heading.
- In "improvements", list briefly what you changed (one short sentence each).`;

/**
 * The model rewrites the resume; lines that name facts the resume does not hold are removed;
 * the engine scores the original and the result and advises on the model's own text.
 */
export async function tailorResume(llm: Llm, task: TailorTask): Promise<TailorOutcome> {
  const options = engineOptions();
  const job = analyzeJob(task.jobDescription);
  const originalReport = analyzeResume(task.resumeText, job, options);
  const found = originalReport.hardSkills.found.map(
    (h) => `${h.resumeTerm ?? h.skill} (job says "${h.jobTerm}")`,
  );
  const prompt = [
    `Tailoring level: ${task.mode}. ${MODE_INSTRUCTIONS[task.mode]}`,
    task.jobTitle || task.companyName
      ? `Target: ${task.jobTitle ?? 'the role'}${task.companyName ? ` at ${task.companyName}` : ''}.`
      : '',
    found.length ? `Skills the candidate has that the job asks for: ${found.join('; ')}.` : '',
    `JOB DESCRIPTION:\n${task.jobDescription}`,
    `CANDIDATE RESUME:\n${task.resumeText}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const object = await generateStructured(llm, {
    schema: llmTailorSchema,
    schemaName: 'TailoredResume',
    system: SYSTEM,
    prompt,
  });

  // Never invent a candidate: drop any line that names a fact the resume does not hold.
  const repaired = repairTruthfulness(task.resumeText, object.tailoredContent, options);
  if (
    !repaired.report.ok ||
    repaired.text.trim().length < Math.min(200, task.resumeText.trim().length / 3)
  ) {
    throw badGateway(
      'The AI provider rewrote your resume with facts that are not in it, so the result was discarded. Please try again.',
    );
  }
  const report = analyzeResume(repaired.text, job, options);
  const improvements = object.improvements.map((s) => s.trim()).filter(Boolean);
  if (repaired.removed.length) {
    improvements.push(
      `Removed ${repaired.removed.length} line${repaired.removed.length === 1 ? '' : 's'} the AI wrote that named facts not in your resume.`,
    );
  }
  return {
    tailoredContent: repaired.text,
    atsScore: report.atsScore,
    keywordMatchScore: report.keywordMatchScore,
    originalAtsScore: originalReport.atsScore,
    originalKeywordMatchScore: originalReport.keywordMatchScore,
    improvements,
    ...tailoringAdvice(report),
    report,
    originalReport,
    provider: llm.name,
  };
}
