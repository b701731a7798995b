import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { useApp } from './helpers';
import { JOB, RESUME } from './fixtures';

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;
let base: URL;
let writeSecret: string;
let readSecret: string;

async function secret(scope: 'read' | 'write', user = owner) {
  const res = await ctx.call(user, 'POST', '/api/tokens', { name: `mcp ${scope}`, scope });
  return res.json().secret as string;
}

async function connect(token: string) {
  const client = new Client({ name: 'careerforge-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

type ToolResult = { isError?: boolean; content: { type: string; text: string }[] };
const textOf = (r: unknown) => (r as ToolResult).content[0]!.text;
const jsonOf = (r: unknown) => JSON.parse(textOf(r));

beforeAll(async () => {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = new URL(address);
  writeSecret = await secret('write');
  readSecret = await secret('read');
});
afterAll(async () => {
  // the app itself is closed by useApp
});

describe('the MCP server', () => {
  it('lists every tool with an input schema from the contract', async () => {
    const client = await connect(readSecret);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'add_application',
        'analyze_answer',
        'analyze_cover_letter',
        'career_plan',
        'get_resume',
        'import_job',
        'interview_questions',
        'list_applications',
        'list_resumes',
        'salary_estimate',
        'score_resume',
        'tailor_resume',
        'update_application',
        'write_cover_letter',
      ].sort(),
    );
    const score = tools.find((t) => t.name === 'score_resume')!;
    expect(score.inputSchema.required).toEqual(
      expect.arrayContaining(['resumeContent', 'jobDescription']),
    );
    expect(score.annotations?.readOnlyHint).toBe(true);
    expect(JSON.stringify(tools)).not.toContain('"userId"');
    await client.close();
  });

  it('answers as the routes do, for the token user only', async () => {
    const client = await connect(writeSecret);
    const scored = await client.callTool({
      name: 'score_resume',
      arguments: { resumeContent: RESUME(), jobDescription: JOB() },
    });
    expect(scored.isError).toBeFalsy();
    expect(jsonOf(scored).atsScore).toBeGreaterThan(0);

    const added = await client.callTool({
      name: 'add_application',
      arguments: { jobTitle: 'Backend Engineer', company: 'Acme' },
    });
    expect(added.isError).toBeFalsy();
    const id = jsonOf(added).id as number;
    const moved = await client.callTool({
      name: 'update_application',
      arguments: { id, status: 'interview' },
    });
    expect(jsonOf(moved).status).toBe('interview');
    const listed = await client.callTool({ name: 'list_applications', arguments: {} });
    expect(jsonOf(listed).some((a: { id: number }) => a.id === id)).toBe(true);

    // the stranger's token sees none of it and cannot change it
    const theirs = await connect(await secret('write', stranger));
    const none = await theirs.callTool({ name: 'list_applications', arguments: {} });
    expect(jsonOf(none)).toEqual([]);
    const foreign = await theirs.callTool({
      name: 'update_application',
      arguments: { id, status: 'offer' },
    });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toMatch(/^404/);
    await theirs.close();
    await client.close();
  });

  it('validates inputs as the routes do', async () => {
    const client = await connect(writeSecret);
    const bad = await client.callTool({ name: 'score_resume', arguments: { resumeContent: '' } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/^400/);
    const missing = await client.callTool({ name: 'get_resume', arguments: { id: 999999 } });
    expect(textOf(missing)).toMatch(/^404/);
    const unknown = await client.callTool({ name: 'drop_tables', arguments: {} });
    expect(unknown.isError).toBe(true);
    await client.close();
  });

  it('a read token reads and computes, and its write tools refuse', async () => {
    const client = await connect(readSecret);
    const list = await client.callTool({ name: 'list_resumes', arguments: {} });
    expect(list.isError).toBeFalsy();
    const write = await client.callTool({
      name: 'add_application',
      arguments: { jobTitle: 'x', company: 'y' },
    });
    expect(write.isError).toBe(true);
    expect(textOf(write)).toMatch(/can only read/);
    await client.close();
  });

  it('opens only with a personal access token', async () => {
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      },
    };
    const headers = { accept: 'application/json, text/event-stream' };
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/mcp', headers, payload: init });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    const cookie = await ctx.as(owner)({ method: 'POST', url: '/mcp', headers, payload: init });
    expect(cookie.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { ...headers, authorization: 'Bearer cfpat_nope' },
      payload: init,
    });
    expect(wrong.statusCode).toBe(401);
    const notRpc = await ctx.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { ...headers, authorization: `Bearer ${writeSecret}` },
      payload: { hello: 'world' },
    });
    expect(notRpc.statusCode).toBe(400);
  });
});
