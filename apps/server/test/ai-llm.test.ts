/**
 * The language-model path against a fake OpenAI-compatible server started here:
 * real HTTP, the real AI SDK, and the engine measuring whatever the model writes.
 */
import { analyzeResume, tailoringAdvice } from '@careerforge/engine';
import { describe, expect, it } from 'vitest';
import { engineOptions } from '../src/ai/types';
import { useLlmApp } from './fake-llm';
import { fixture, JOB, RESUME } from './fixtures';

const { ctx, llm } = useLlmApp({ users: 1 });
const [user] = ctx.users;

const payload = () => ({
  resumeContent: RESUME(),
  jobDescription: JOB(),
  tailoringMode: 'aggressive',
  companyName: 'Cobalt Harbor',
  jobTitle: 'Senior Backend Engineer',
});
const tailor = (extra: object = {}) =>
  ctx.call(user, 'POST', '/api/ai/tailor-resume', { ...payload(), ...extra });
/** a model's answer the engine accepts */
const tailored = () => ({
  tailoredContent: RESUME().replace(/Responsible for/g, 'Led'),
  improvements: ['Rewrote weak phrasing with action verbs'],
});
const activityCount = async () =>
  (await ctx.call(user, 'GET', '/api/dashboard')).json().stats.resumesCreated as number;

describe('AI_PROVIDER=openai (OpenAI-compatible endpoint)', () => {
  it('lets the model write, then scores the text with the engine', async () => {
    const rewritten = RESUME().replace(/Responsible for/g, 'Led');
    llm.behave({
      kind: 'json',
      body: {
        tailoredContent: rewritten,
        improvements: ['Rewrote weak phrasing with action verbs'],
      },
    });
    const res = await tailor();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('openai:test-model');
    expect(body.tailoredContent.trim()).toBe(rewritten.trim());
    const measured = analyzeResume(body.tailoredContent, JOB(), engineOptions());
    expect(body.atsScore).toBe(measured.atsScore);
    expect(body.keywordMatchScore).toBe(measured.keywordMatchScore);
    expect(body.originalAtsScore).toBe(analyzeResume(RESUME(), JOB(), engineOptions()).atsScore);
    expect(body.improvements).toContain('Rewrote weak phrasing with action verbs');
    // It called chat completions with the model and the resume in the prompt.
    expect(llm.requests[0]?.path).toBe('/v1/chat/completions');
    expect(llm.requests[0]?.body.model).toBe('test-model');
    expect(JSON.stringify(llm.requests[0]?.body.messages)).toContain('Cobalt Harbor');
  });

  it("advises on the model's own text and reports the original as sent", async () => {
    // The model changes nothing: its text keeps the weak openings the engine's own aggressive
    // tailoring would have rewritten, so the advice must name them.
    llm.behave({ kind: 'json', body: { tailoredContent: RESUME(), improvements: [] } });
    const res = await tailor();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const measured = analyzeResume(body.tailoredContent, JOB(), engineOptions());
    const advice = tailoringAdvice(measured);
    expect(body.recommendations).toEqual(advice.recommendations);
    expect(body.suggestedProject).toEqual(advice.suggestedProject);
    expect(body.recommendations.some((r: string) => /weak phrases/.test(r))).toBe(true);
    expect(body.report).toEqual(measured);
    expect(body.originalReport).toEqual(analyzeResume(RESUME(), JOB(), engineOptions()));
  });

  it('advises from the resume the user sent, not only from what the model kept of it', async () => {
    // The model drops the mentoring the resume shows (the posting asks for it): the advice must
    // not ask the user to add what their resume already has.
    const dropped = RESUME()
      .replace(/• Mentor 3 junior.*\n/, '')
      .replace(', and I enjoy mentoring newer engineers', '');
    llm.behave({ kind: 'json', body: { tailoredContent: dropped, improvements: [] } });
    const res = await tailor();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('openai:test-model');
    expect(body.tailoredContent).not.toMatch(/mentor/i);
    const measured = analyzeResume(body.tailoredContent, JOB(), engineOptions());
    const advice = tailoringAdvice(measured, RESUME(), engineOptions());
    expect(body.recommendations).toEqual(advice.recommendations);
    expect(body.suggestedProject).toEqual(advice.suggestedProject);
    expect(body.recommendations.filter((r: string) => /mentor/i.test(r))).toEqual([]);
  });

  it('removes lines that invent an employer, title or number', async () => {
    const invented = `${RESUME()}\nPrincipal Architect, Globex Megacorp, 2011 - 2014\n- Grew revenue by 4700% in one quarter`;
    llm.behave({ kind: 'json', body: { tailoredContent: invented, improvements: [] } });
    const res = await tailor();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tailoredContent).not.toContain('Globex');
    expect(body.tailoredContent).not.toContain('4700');
    expect(body.improvements.some((s: string) => /named facts not in your resume/.test(s))).toBe(
      true,
    );
  });

  it('puts a dropped headline back and removes a stacked summary with invented years', async () => {
    const original = fixture('resume-backend-fernway.txt');
    const stacked = original
      .replace('Backend Software Engineer\n', '')
      .replace(
        'SUMMARY\n',
        'SUMMARY\nSoftware Engineer II with 10+ years of experience in Backend Development, Go, Monitoring, Kubernetes and PostgreSQL.\n',
      );
    llm.behave({ kind: 'json', body: { tailoredContent: stacked, improvements: [] } });
    const res = await tailor({ resumeContent: original });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('openai:test-model');
    expect(body.tailoredContent.split('\n').slice(0, 2)).toEqual([
      'Sam Okafor',
      'Backend Software Engineer',
    ]);
    expect(body.tailoredContent).not.toContain('10+');
    expect(body.tailoredContent).toContain('about 6 years');
    expect(body.improvements).toContain(
      'Put your headline "Backend Software Engineer" back under your name (the AI had dropped it).',
    );
  });

  it('refuses a rewrite that replaces named tools by a category, and tailors locally instead', async () => {
    const original = fixture('resume-backend-fernway.txt');
    const renamed = original
      .replace('Prometheus, Grafana, OpenTelemetry', 'Monitoring, OpenTelemetry')
      .replace('Set up Prometheus and Grafana dashboards', 'Set up monitoring dashboards');
    llm.behave({ kind: 'json', body: { tailoredContent: renamed, improvements: [] } });
    const res = await tailor({ resumeContent: original });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('local');
    expect(body.improvements[0]).toBe(
      'The AI\'s rewrite dropped or renamed "Prometheus", "Grafana" from your resume, so the built-in tailoring was used instead.',
    );
    expect(body.tailoredContent).toContain('Prometheus');
    expect(body.tailoredContent).toContain('Grafana');
  });

  it('answers 502 with a clear message when the model returns bad JSON, and saves nothing', async () => {
    const before = await activityCount();
    llm.behave({ kind: 'raw', content: '{"tailoredContent": "unterminated' });
    const res = await tailor();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'The AI provider returned a reply that could not be read. Please try again.',
    );
    expect(await activityCount()).toBe(before);
  });

  it('answers 502 when the provider fails', async () => {
    llm.behave({ kind: 'status', status: 500 });
    const res = await tailor();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('AI_PROVIDER_ERROR');
  });

  it('tries once more when the connection drops or the provider is busy, then answers', async () => {
    llm.behave({ kind: 'reset', then: { kind: 'json', body: tailored() } });
    expect((await tailor()).statusCode).toBe(200);
    expect(llm.requests).toHaveLength(2);

    llm.requests.length = 0;
    const busy = { kind: 'status', status: 429, headers: { 'retry-after-ms': '50' } } as const;
    llm.behave({ ...busy, then: { kind: 'json', body: tailored() } });
    expect((await tailor()).statusCode).toBe(200);
    expect(llm.requests).toHaveLength(2);
  });

  it('does not try again when the answer will not change or the wait outlasts the limit', async () => {
    llm.behave({ kind: 'status', status: 400, then: { kind: 'json', body: tailored() } });
    expect((await tailor()).statusCode).toBe(502);
    expect(llm.requests).toHaveLength(1);

    llm.requests.length = 0;
    llm.behave({ kind: 'status', status: 503, headers: { 'retry-after': '30' } });
    const res = await tailor();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('The AI provider failed (503). Please try again later.');
    expect(llm.requests).toHaveLength(1);
  });

  it('answers 504 when the provider is too slow, and saves nothing', async () => {
    const before = await activityCount();
    llm.behave({ kind: 'slow', ms: 5000 });
    const res = await tailor();
    expect(res.statusCode).toBe(504);
    expect(res.json().error.message).toBe(
      'The AI provider did not answer within 2 seconds. Please try again.',
    );
    expect(await activityCount()).toBe(before);
  });
});
