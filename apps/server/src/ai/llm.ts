import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateObject, NoObjectGeneratedError, type LanguageModel } from 'ai';
import { z } from 'zod';
import { analyzeJob, analyzeResume, repairTruthfulness } from '@careerforge/engine';
import type { Config } from '../config';
import { badGateway, gatewayTimeout } from '../lib/errors';
import { tailorWithEngine } from './local';
import { engineOptions, type AiProvider, type TailorTask } from './types';

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' } as const;

/** What the model writes; the engine measures it afterwards. */
export const llmTailorSchema = z.object({
  tailoredContent: z.string().min(1),
  improvements: z.array(z.string()).max(20),
});

const MODE_INSTRUCTIONS = {
  basic:
    'Light touch: use standard section headings (Summary, Experience, Education, Skills), order the skills by relevance to the job, keep every bullet as written apart from fixing obvious typos.',
  personalized:
    'Moderate: standard headings, skills ordered by relevance, bullets within each role ordered by relevance, a 2-3 sentence summary aimed at this job built only from the candidate’s own experience, and the job’s wording for skills the candidate already has.',
  aggressive:
    'Thorough: everything in the moderate level, plus rewrite weak phrasing ("responsible for", "helped with", "worked on") into strong past-tense action verbs and tighten every bullet, without adding facts.',
} as const;

const SYSTEM = `You tailor resumes to job descriptions for job seekers.
Rules you never break:
- Never invent facts. Do not add any employer, job title, degree, school, date, number, metric or skill that is not in the candidate's resume.
- Missing skills are NOT added to the resume. They are handled separately as recommendations.
- Keep the candidate's contact details exactly as given.
- Output the whole tailored resume as plain text (no Markdown, no tables), one section per heading.
- In "improvements", list briefly what you changed (one short sentence each).`;

function buildModel(config: Config): LanguageModel {
  const { ai } = config;
  if (ai.provider === 'anthropic') {
    return createAnthropic({ apiKey: ai.anthropicApiKey })(ai.model ?? DEFAULT_MODELS.anthropic);
  }
  const openai = createOpenAI({
    apiKey: ai.openaiApiKey ?? 'not-needed',
    baseURL: ai.openaiBaseUrl,
  });
  // Chat completions is the dialect every OpenAI-compatible server (Ollama, vLLM, LM Studio) speaks.
  return openai.chat(ai.model ?? DEFAULT_MODELS.openai);
}

/** Maps SDK failures to 502 (provider failed) and 504 (provider too slow); nothing is saved. */
export function providerError(err: unknown, timeoutMs: number): Error {
  const name = err instanceof Error ? err.name : '';
  if (
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    (err instanceof Error && /aborted|timed? ?out/i.test(err.message))
  ) {
    return gatewayTimeout(
      `The AI provider did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
    );
  }
  if (NoObjectGeneratedError.isInstance(err)) {
    return badGateway('The AI provider returned a reply that could not be read. Please try again.');
  }
  if (APICallError.isInstance(err)) {
    return badGateway(
      `The AI provider failed (${err.statusCode ?? 'no response'}). Please try again later.`,
    );
  }
  return badGateway('The AI provider could not be reached. Please try again later.');
}

export function createLlmProvider(config: Config): AiProvider {
  const model = buildModel(config);
  const name = `${config.ai.provider}:${config.ai.model ?? DEFAULT_MODELS[config.ai.provider === 'anthropic' ? 'anthropic' : 'openai']}`;
  const timeoutMs = config.ai.timeoutMs;

  return {
    name,
    async tailorResume(task: TailorTask) {
      const options = engineOptions();
      const job = analyzeJob(task.jobDescription);
      const originalReport = analyzeResume(task.resumeText, job, options);
      // The engine's own pass supplies recommendations and the suggested project.
      const local = tailorWithEngine(task, options);
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

      let object: z.infer<typeof llmTailorSchema>;
      try {
        const res = await generateObject({
          model,
          schema: llmTailorSchema,
          schemaName: 'TailoredResume',
          system: SYSTEM,
          prompt,
          temperature: 0.2,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        object = res.object;
      } catch (err) {
        throw providerError(err, timeoutMs);
      }

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
        recommendations: local.recommendations,
        ...(local.suggestedProject ? { suggestedProject: local.suggestedProject } : {}),
        report,
        originalReport,
        provider: name,
      };
    },
  };
}
