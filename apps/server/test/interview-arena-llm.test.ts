/**
 * Interview Arena on the language-model path, against the fake OpenAI-compatible server: the
 * model rewords questions and writes feedback; the engine keeps every question about the job
 * and computes every score.
 */
import { analyzeAnswer, generateQuestions } from '@careerforge/engine';
import { describe, expect, it } from 'vitest';
import { useLlmApp } from './fake-llm';
import { JOB } from './fixtures';

const { ctx, llm } = useLlmApp({ users: 1 });
const [user] = ctx.users;

const STRONG = `At my previous company our checkout service was timing out for about 8% of orders during the holiday peak in 2023. My goal was to bring failures under 1% before Black Friday. First I added tracing and found the bottleneck. Then I moved the inventory check onto a queue and wrote an idempotent consumer. As a result, checkout failures dropped from 8% to 0.4%.`;

const generate = () =>
  ctx.call(user, 'POST', '/api/interviews/generate', {
    jobDescription: JOB(),
    interviewType: 'technical',
    title: 'Loop',
  });

describe('interview questions written by a model', () => {
  it("keeps a reworded question only while it still names the line's skill and adds no number", async () => {
    const draft = generateQuestions({ interviewType: 'technical', jobDescription: JOB(), seed: 0 });
    const reworded = draft.questions.map((q, i) =>
      i === 0
        ? 'Tell me about your favourite programming puzzle.' // drops the skill: refused
        : i === 1
          ? `${q.text} Also, how did you manage 400 servers?` // adds a number: refused
          : `In your own words: ${q.text}`,
    );
    llm.behave({ kind: 'json', body: { questions: reworded } });
    const res = await generate();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('openai:test-model');
    expect(llm.requests[0]?.path).toBe('/v1/chat/completions');
    expect(body.questions[0].text).toBe(draft.questions[0]!.text);
    expect(body.questions[1].text).toBe(draft.questions[1]!.text);
    expect(body.questions[2].text).toBe(`In your own words: ${draft.questions[2]!.text}`);
    // difficulty still by position
    expect(body.questions[9].difficulty).toBe('hard');
  });

  it('answers 502 and stores nothing when the model fails', async () => {
    const before = (await ctx.call(user, 'GET', '/api/interviews')).json().length;
    llm.behave({ kind: 'status', status: 500 });
    const res = await generate();
    expect(res.statusCode).toBe(502);
    const after = (await ctx.call(user, 'GET', '/api/interviews')).json().length;
    expect(after).toBe(before);
  });
});

describe('answer feedback written by a model', () => {
  const analyze = () =>
    ctx.call(user, 'POST', '/api/interviews/analyze', {
      question: 'Tell me about a time you fixed a reliability problem.',
      answer: STRONG,
      interviewType: 'behavioral',
    });

  it('uses the model words, but the score is the engine rubric', async () => {
    llm.behave({
      kind: 'json',
      body: {
        feedback:
          'Clear story. You quantify the result: "checkout failures dropped from 8% to 0.4%".',
        suggestions: ['Say what the tracing showed before you moved the check.'],
      },
    });
    const res = await analyze();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const engine = analyzeAnswer({
      question: 'Tell me about a time you fixed a reliability problem.',
      answer: STRONG,
      interviewType: 'behavioral',
    });
    expect(body.score).toBe(engine.score);
    expect(body.provider).toBe('openai:test-model');
    expect(body.feedback).toContain('Clear story');
    expect(body.suggestions).toEqual(['Say what the tracing showed before you moved the check.']);
  });

  it('drops remarks that quote words the answer never said', async () => {
    llm.behave({
      kind: 'json',
      body: {
        feedback: 'You said "I rewrote the whole platform in Rust", impressive.',
        suggestions: ['Explain "the Rust migration" further.'],
      },
    });
    const body = (await analyze()).json();
    expect(body.provider).toBe('local');
    expect(body.feedback).not.toContain('Rust');
  });

  it('answers 504 when the model is too slow', async () => {
    llm.behave({ kind: 'slow', ms: 5000 });
    const res = await analyze();
    expect(res.statusCode).toBe(504);
  });
});
