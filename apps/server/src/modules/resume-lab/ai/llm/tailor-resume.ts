import { z } from 'zod';
import {
  analyzeJob,
  analyzeResume,
  repairTruthfulness,
  tailoringAdvice,
  type TailorMode,
  type TruthViolation,
} from '@careerforge/engine';
import { tailorResume as tailorLocally } from '../local/tailor-resume';
import { engineOptions } from '../../../../ai';
import type { TailorOutcome, TailorTask } from '../types';
import { generateStructured, removedNote, type Llm } from '../../../../ai/llm/plumbing';

/** What the model writes; the engine measures it afterwards. */
export const llmTailorSchema = z.object({
  tailoredContent: z.string().min(1),
  improvements: z.array(z.string()).max(20),
});

const MODE_INSTRUCTIONS: Record<TailorMode, string> = {
  basic:
    'Light touch: use standard section headings (Summary, Experience, Education, Skills), order the skills by relevance to the job, keep every bullet and the summary as written apart from fixing obvious typos.',
  personalized:
    'Moderate: standard headings, skills ordered by relevance, bullets within each role ordered by relevance, the candidate’s own summary rewritten in 2-3 sentences aimed at this job (or one written from their experience if they have none), and the job’s spelling of skill names the candidate already uses (k8s -> Kubernetes).',
  aggressive:
    'Thorough: everything in the moderate level, plus rewrite weak openings ("responsible for", "helped with", "worked on") into strong past-tense action verbs where the sentence stays grammatical ("Worked on moving X" -> "Moved X"; leave "Participated in on-call rotation" as it is), and tighten every bullet, without adding facts.',
};

const SYSTEM = `You tailor resumes to job descriptions for job seekers.
Rules you never break:
- Never invent facts. Do not add any employer, job title, degree, school, date, number, metric or skill that is not in the candidate's resume.
- Missing skills are NOT added to the resume. They are handled separately as recommendations.
- Never state more years of experience than the resume states; if it states none, at most the years its dates cover. Never attach years to a skill ("10+ years of Go").
- Keep the candidate's name, headline (the title line under the name) and contact details exactly as given.
- Exactly one summary: rewrite the candidate's own, never add a second one above or below it. No filler sentences made of keywords ("Also experienced with ...", "Known for ...").
- Keep every tool, language and product the resume names, by its own name: never replace one by a category (Prometheus stays Prometheus, not "monitoring"). Name each skill once (AWS and Amazon Web Services are one skill).
- Keep every role, bullet and section; reorder and reword, never drop.
- Output the whole tailored resume as plain text (no Markdown, no tables), one section per heading.
- In "improvements", list every change, one short sentence each, including anything you removed or replaced ('Replaced "Worked on" with "Moved" in 1 bullet').`;

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

  // Never invent a candidate: put a dropped headline back, drop any sentence or line that names a
  // fact the resume does not hold; what cannot be repaired (a named tool gone, most of the text
  // gone) is refused, and the engine's own tailoring answers instead.
  const repaired = repairTruthfulness(task.resumeText, object.tailoredContent, options);
  if (
    !repaired.report.ok ||
    repaired.text.trim().length < Math.min(200, task.resumeText.trim().length / 3)
  ) {
    const local = await tailorLocally(task);
    return {
      ...local,
      improvements: [refusal(repaired.report.violations), ...local.improvements],
    };
  }
  const report = analyzeResume(repaired.text, job, options);
  const improvements = object.improvements.map((s) => s.trim()).filter(Boolean);
  for (const h of repaired.restored)
    improvements.push(`Put your headline "${h}" back under your name (the AI had dropped it).`);
  if (repaired.removed.length) improvements.push(removedNote(repaired.removed, 'passage', 4, 80));
  return {
    tailoredContent: repaired.text,
    atsScore: report.atsScore,
    keywordMatchScore: report.keywordMatchScore,
    originalAtsScore: originalReport.atsScore,
    originalKeywordMatchScore: originalReport.keywordMatchScore,
    improvements,
    // advice on the model's text, in the words of the resume the user sent: never "add X" for
    // what the resume shows, never "X, which you already use" for what it does not
    ...tailoringAdvice(report, task.resumeText, options),
    report,
    originalReport,
    provider: llm.name,
  };
}

/** Why the model's text was set aside, in the user's terms. */
function refusal(violations: TruthViolation[]): string {
  const quote = (xs: string[]) =>
    `${xs
      .slice(0, 5)
      .map((t) => `"${t}"`)
      .join(', ')}${xs.length > 5 ? ' and more' : ''}`;
  const tools = violations.filter((v) => v.kind === 'tool').map((v) => v.value);
  const facts = violations.filter((v) => v.kind !== 'tool').map((v) => v.value);
  const why = tools.length
    ? `dropped or renamed ${quote(tools)} from your resume`
    : facts.length
      ? `named facts that are not in your resume (${quote(facts)})`
      : 'left out most of your resume';
  return `The AI's rewrite ${why}, so the built-in tailoring was used instead.`;
}
