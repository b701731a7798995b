/**
 * The salary negotiator and the career planner with a language model (a fake
 * OpenAI-compatible server of fake-llm.ts): the model writes words, the data keeps the numbers.
 */
import { analyzeSalary, planCareer } from '@careerforge/engine';
import { describe, expect, it } from 'vitest';
import { useLlmApp } from './fake-llm';

const { ctx, llm } = useLlmApp({ users: 1 });
/** What the model was last sent, as JSON text. */
const lastPrompt = () => JSON.stringify(llm.requests.at(-1)?.body);
const [user] = ctx.users;

const salaryInput = {
  currentSalary: 75_000,
  targetSalary: 92_000,
  jobTitle: 'Registered Nurse',
  location: 'TX',
  achievements: 'Trained 12 new nurses',
};

describe('salary negotiator with a language model', () => {
  it('keeps the data’s numbers and drops a sentence with an invented wage', async () => {
    llm.behave({
      kind: 'json',
      body: {
        negotiationScript:
          'Thank you for meeting with me. I trained 12 new nurses this year. Nurses here earn $150,000 on average. I am asking for $92,000.',
        tips: ['Most nurses in Texas make $140,000.', 'Lead with your training of 12 new nurses.'],
      },
    });
    const res = await ctx.call(user, 'POST', '/api/salary/analyze', salaryInput);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const engine = analyzeSalary(salaryInput);
    expect(body.marketData).toEqual(engine.marketData);
    expect(body.positions).toEqual(engine.positions);
    expect(body.confidence).toBe(engine.confidence);
    expect(body.negotiationScript).not.toContain('150,000');
    expect(body.negotiationScript).toContain('I am asking for $92,000.');
    expect(body.tips).toEqual(['Lead with your training of 12 new nurses.']);
    expect(body.provider).toBe('openai:test-model');
    expect(lastPrompt()).toContain('Trained 12 new nurses');
  });

  it('falls back to the engine’s script when the model’s is mostly invented figures', async () => {
    llm.behave({
      kind: 'json',
      body: {
        negotiationScript: 'The median is $200,000. The 90th percentile is $310,000.',
        tips: [],
      },
    });
    const res = await ctx.call(user, 'POST', '/api/salary/analyze', salaryInput);
    expect(res.statusCode).toBe(200);
    expect(res.json().negotiationScript).toBe(analyzeSalary(salaryInput).negotiationScript);
    expect(res.json().provider).toBe('local');
  });

  it('tells the model the curve is the occupation’s, the band the user’s, and the ceiling in words', async () => {
    llm.behave({
      kind: 'json',
      body: { negotiationScript: 'I am asking for $230,000.', tips: [] },
    });
    const input = {
      currentSalary: 200_000,
      targetSalary: 230_000,
      jobTitle: 'Senior Software Engineer',
      location: 'CA',
      experience: '6-10' as const,
    };
    const res = await ctx.call(user, 'POST', '/api/salary/analyze', input);
    expect(res.statusCode).toBe(200);
    const engine = analyzeSalary(input);
    expect(engine.topCoded).toContain('percentile90');
    const prompt = JSON.stringify(llm.requests.at(-1)!.body.messages);
    expect(prompt).not.toContain("this user's profile");
    expect(prompt).toContain('all workers in this occupation');
    expect(prompt).toContain('90th percentile above $239,200');
    expect(prompt).toContain(
      `Range expected for this user's level (our estimate): ${engine.reference!.words}`,
    );
  });

  it('answers 502 when the provider fails, and stores nothing', async () => {
    llm.behave({ kind: 'status', status: 500 });
    const before = (await ctx.call(user, 'GET', '/api/salary/analyses')).json().length;
    const res = await ctx.call(user, 'POST', '/api/salary/analyze', salaryInput);
    expect(res.statusCode).toBe(502);
    const after = (await ctx.call(user, 'GET', '/api/salary/analyses')).json().length;
    expect(after).toBe(before);
  });
});

describe('career planner with a language model', () => {
  it('keeps viability, wages and skill gaps; takes the model’s words without invented figures', async () => {
    llm.behave({
      kind: 'json',
      body: {
        quickWins: [
          'Ask a nurse manager on your unit for a 20-minute chat.',
          'Nurse managers earn $180,000.',
        ],
        challenges: ['Budget responsibility will be new to you.'],
        networkingTargets: ['Nurse managers at your hospital'],
      },
    });
    const input = {
      currentRole: 'Registered Nurse',
      targetRole: 'Nurse Manager',
      skills: ['Excel'],
      timeframe: '2years',
    };
    const res = await ctx.call(user, 'POST', '/api/career/plan', input);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const engine = planCareer({ ...input, timeframe: '2years' });
    expect(body.pathViability).toBe(engine.pathViability);
    expect(body.salaryProgression).toEqual(engine.salaryProgression);
    expect(body.skillGaps).toEqual(engine.skillGaps);
    expect(body.quickWins).toEqual(['Ask a nurse manager on your unit for a 20-minute chat.']);
    expect(body.challenges).toEqual(['Budget responsibility will be new to you.']);
  });
});
