import { z } from 'zod';
import { apiEndpoints, type ApiName, type Endpoint } from '@careerforge/contract';

/**
 * The MCP tools: each is one HTTP route of the API, called as the token's user, so a tool
 * validates, limits and answers exactly as the route does. Its input schema is the route's
 * own (path parameters, query and body as one object).
 */
export interface McpTool {
  name: string;
  description: string;
  endpoint: ApiName;
  /** stores or changes something: refused to a read token */
  write: boolean;
}

export const MCP_TOOLS: readonly McpTool[] = [
  {
    name: 'score_resume',
    endpoint: 'lab.score',
    write: false,
    description:
      "Scores a resume's text against a job description with the offline engine (ATS score, keyword match, matched and missing keywords, each reason shown). Deterministic; nothing is stored.",
  },
  {
    name: 'tailor_resume',
    endpoint: 'lab.tailorResume',
    write: true,
    description:
      'Tailors a resume to a job description (basic, moderate or aggressive). Adds no fact the resume does not hold; answers the tailored text with its before and after scores. Counts toward the plan.',
  },
  {
    name: 'list_resumes',
    endpoint: 'resumes.list',
    write: false,
    description: "Lists the user's resumes (id, title, text, builder document), newest first.",
  },
  {
    name: 'get_resume',
    endpoint: 'resumes.get',
    write: false,
    description: 'One resume of the user by id: its title, plain text and builder document.',
  },
  {
    name: 'write_cover_letter',
    endpoint: 'coverLetters.generate',
    write: true,
    description:
      "Writes a cover letter for a job from one of the user's resumes (resumeId or savedResumeId). Every sentence about the candidate rests on the resume; the letter is kept in the history.",
  },
  {
    name: 'analyze_cover_letter',
    endpoint: 'coverLetters.enhanceAts',
    write: false,
    description:
      'Scores a cover letter against a job (ATS, personality, relevance) with strengths, gaps and rewrites that add no fact. Nothing is stored.',
  },
  {
    name: 'import_job',
    endpoint: 'jobs.import',
    write: false,
    description:
      "Reads a job posting from a link (schema.org JobPosting, Greenhouse, Lever and Ashby boards, or the page's text) or from given HTML: title, company, location, description, salary.",
  },
  {
    name: 'list_applications',
    endpoint: 'applications.list',
    write: false,
    description:
      "Lists the user's job applications in the tracker, with status, dates and links; filter by status or search company and title with q.",
  },
  {
    name: 'add_application',
    endpoint: 'applications.create',
    write: true,
    description:
      'Adds a job application to the tracker (job title and company required; status defaults to applied, the date to today).',
  },
  {
    name: 'update_application',
    endpoint: 'applications.update',
    write: true,
    description:
      'Changes an application by id: status (recorded in its stage history), notes, dates, links. Send only what changes.',
  },
  {
    name: 'salary_estimate',
    endpoint: 'salary.analyze',
    write: true,
    description:
      'Places a salary, target and offer on the BLS wage curve of the occupation and state, with a negotiation script. Every number comes from BLS data; the analysis is stored for the user.',
  },
  {
    name: 'career_plan',
    endpoint: 'career.plan',
    write: true,
    description:
      'Plans a move to a target role: skill gaps from O*NET, pay from BLS, a roadmap and milestones. The plan is stored for the user.',
  },
  {
    name: 'interview_questions',
    endpoint: 'interviews.generate',
    write: true,
    description:
      'Starts an interview practice session: questions for a job title (and description), by type and difficulty. The session is stored for the user.',
  },
  {
    name: 'analyze_answer',
    endpoint: 'interviews.analyze',
    write: true,
    description:
      'Scores an interview answer with the STAR rubric (situation, task, action, result) with strengths and what to add; with a session and question id the answer is stored.',
  },
];

/** A route's inputs as one JSON Schema object: path parameters, query and body together. */
export function inputSchemaOf(endpoint: ApiName): Record<string, unknown> {
  const { schema }: Endpoint = apiEndpoints[endpoint];
  const parts = [schema.params, schema.querystring, schema.body].filter(
    (s): s is z.ZodType => s !== undefined,
  );
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  for (const part of parts) {
    const json = z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    for (const [key, value] of Object.entries(json.properties ?? {})) {
      // the user is always the token's: a userId field is never an input
      if (key === 'userId') continue;
      properties[key] = value;
    }
    for (const key of json.required ?? []) if (key !== 'userId') required.add(key);
  }
  return { type: 'object', properties, required: [...required] };
}
