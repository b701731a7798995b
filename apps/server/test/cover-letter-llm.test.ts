/**
 * Cover letters, their analysis and the About optimizer with a language model configured (a fake
 * OpenAI-compatible server): the model writes, the engine checks every fact and computes every
 * score, and what the model invents never reaches the answer.
 */
import { analyzeCoverLetter } from '@careerforge/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLlmApp } from './fake-llm';
import { fixture } from './fixtures';

const RESUME = fixture('resume-backend-fernway.txt');
const JOB = fixture('jd-senior-backend-kafka.txt');

const { ctx, llm } = useLlmApp({ users: 1 });
const [user] = ctx.users;
let resumeId: number;

beforeAll(async () => {
  resumeId = (
    await ctx.call(user, 'POST', '/api/resumes', { title: 'Sam', content: RESUME })
  ).json().id;
});
const post = (url: string, payload: object) => ctx.as(user)({ method: 'POST', url, payload });
const generate = () =>
  post('/api/cover-letters/generate', {
    resumeId,
    jobDescription: JOB,
    companyName: 'Cobalt Harbor',
    jobTitle: 'Senior Backend Engineer',
    tone: 'confident',
  });

const TRUE_PARAGRAPHS = [
  'Dear Hiring Manager,',
  'I am applying for the Senior Backend Engineer role at Cobalt Harbor. At Fernway Health I designed and built a claims-processing service in Go handling 3 million events a day on RabbitMQ, and I want to bring that experience to your event platform.',
  'I led query tuning on the PostgreSQL billing database and reduced p95 latency by 62%. I also migrated 8 services to Kubernetes on AWS EKS with Terraform, and set up Prometheus and Grafana dashboards for 12 services.',
  'I mentored 2 junior engineers through pairing and code reviews, and I would welcome the chance to discuss how I can help your team.',
  'Sincerely,\nSam Okafor',
];

describe('cover letters with a language model', () => {
  it('keeps the model’s letter when every fact is the resume’s, with sources', async () => {
    llm.behave({ kind: 'json', body: { letter: TRUE_PARAGRAPHS.join('\n\n') } });
    const res = await generate();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('openai:test-model');
    expect(body.content).toMatch(/reduced p95 latency by 62%/);
    expect(body.removed).toEqual([]);
    const latency = body.claims.find((c: { sentence: string }) => c.sentence.includes('62%'));
    expect(latency.source).toBe(
      '• Led query tuning on the PostgreSQL billing database and reduced p95 latency by 62%',
    );
    expect(llm.requests[0]?.path).toBe('/v1/chat/completions');
    expect(JSON.stringify(llm.requests[0]?.body.messages)).toContain('Confident');
  });

  it('never carries an employer the model invented', async () => {
    const invented = [...TRUE_PARAGRAPHS];
    invented.splice(
      3,
      0,
      'Before Fernway, I spent four years at Stripe scaling payment APIs to 900 million requests a day.',
    );
    llm.behave({ kind: 'json', body: { letter: invented.join('\n\n') } });
    const res = await generate();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).not.toMatch(/Stripe/);
    expect(body.content).not.toMatch(/900 million/);
    expect(JSON.stringify(body.claims)).not.toMatch(/Stripe/);
    expect(body.truth.ok).toBe(true);
    expect(body.notes.join(' ')).toMatch(/Removed 1 sentence/);
    const history = (await ctx.call(user, 'GET', '/api/cover-letters')).json();
    expect(history[0].content).not.toMatch(/Stripe/);
  });

  it('refuses a letter made mostly of invention and answers with the engine’s own', async () => {
    llm.behave({
      kind: 'json',
      body: {
        letter:
          'Dear Hiring Manager,\n\nAt Google I led a team of 40 engineers building Kafka pipelines for 2 billion users. At Netflix I ran Flink jobs at 10 million events per second.\n\nSincerely,\nSam Okafor',
      },
    });
    const res = await generate();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('local');
    expect(body.content).not.toMatch(/Google|Netflix|2 billion/);
    expect(body.notes[0]).toMatch(/the built-in writer was used instead/);
  });

  it('answers 502 when the model fails, and keeps nothing', async () => {
    const before = (await ctx.call(user, 'GET', '/api/cover-letters')).json().length;
    llm.behave({ kind: 'status', status: 500 });
    expect((await generate()).statusCode).toBe(502);
    const after = (await ctx.call(user, 'GET', '/api/cover-letters')).json().length;
    expect(after).toBe(before);
  });
});

describe('letter analysis with a language model', () => {
  it('scores with the engine and keeps only rewrites that add no fact', async () => {
    const letter = TRUE_PARAGRAPHS.join('\n\n');
    const engine = analyzeCoverLetter(letter, JOB);
    const targets = engine.recommendations
      .map((r, index) => ({ r, index }))
      .filter(({ r }) => r.current !== '(missing)');
    expect(targets.length).toBeGreaterThan(0);
    const [first, second] = targets;
    const rewrites = [{ index: first!.index, improved: 'A cleaner version of the same sentence.' }];
    if (second) rewrites.push({ index: second.index, improved: 'At Stripe I cut costs by 75%.' });
    llm.behave({ kind: 'json', body: { rewrites } });
    const res = await post('/api/cover-letter/enhance-ats', {
      coverLetterContent: letter,
      jobDescription: JOB,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.atsScore).toBe(engine.atsScore);
    expect(body.relevanceScore).toBe(engine.relevanceScore);
    expect(body.personalityScore).toBe(engine.personalityScore);
    expect(body.recommendations[first!.index].improved).toBe(
      'A cleaner version of the same sentence.',
    );
    if (second)
      expect(body.recommendations[second.index].improved).toBe(
        engine.recommendations[second.index]!.improved,
      );
    expect(JSON.stringify(body)).not.toMatch(/Stripe/);
  });
});

describe('About optimizer with a language model', () => {
  const about =
    'I am a product manager with a background in customer support. At my last job I cut onboarding time by 40%. I use SQL, Jira and Figma every day.';

  it('keeps the traceable part of the rewrite, scored by the engine, without the invention', async () => {
    llm.behave({
      kind: 'json',
      body: {
        about:
          "I'm a product manager who cut onboarding time by 40%. Before that I led growth at Airbnb for 5 years. I use SQL, Jira and Figma every day. I'm open to Senior Product Manager roles: send me a message.",
        improvements: ['Opened with your strongest result.'],
      },
    });
    const res = await post('/api/linkedin/optimize', {
      currentAbout: about,
      targetRole: 'Senior Product Manager',
      keywords: ['SQL'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.optimizedAbout).not.toMatch(/Airbnb/);
    expect(body.truth.ok).toBe(true);
    expect(body.improvements).toContain('Opened with your strongest result.');
    expect(body.claims.some((c: { source: string }) => c.source.includes('40%'))).toBe(true);
    expect(body.provider).toBe('openai:test-model');
    expect(body.optimizedAbout).toMatch(/onboarding time by 40%/);
  });
});
