import { z } from 'zod';
import { mcpMessageSchema } from '../access-tokens';
import { E, endpoint } from './endpoint';

/** The MCP server for agents. */
export const agentsEndpoints = {
  mcp: endpoint('mcp', {
    tags: ['agents'],
    summary:
      'The MCP server (Streamable HTTP, JSON-RPC 2.0, stateless) for agents, with a personal access token as `Authorization: Bearer`',
    description:
      'Tools: score_resume, tailor_resume, list_resumes, get_resume, write_cover_letter, analyze_cover_letter, import_job, list_applications, add_application, update_application, salary_estimate, career_plan, interview_questions, analyze_answer. Each answers as the HTTP route it names, with the same validation and limits; write tools refuse a read token.',
    body: mcpMessageSchema,
    response: { 200: z.unknown(), 400: E, 401: E, 403: E, 406: E, 413: E, 415: E, 429: E },
  }),
};
