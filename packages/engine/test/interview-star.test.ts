/** STAR parts found whether the answer labels them or implies them; quotes never repeat a label. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeAnswer, type StarPart } from '../src';

const PARTS: StarPart[] = ['situation', 'task', 'action', 'result'];
const NAMES: Record<StarPart, string> = {
  situation: 'Situation',
  task: 'Task',
  action: 'Action',
  result: 'Result',
};
const analyze = (answer: string, interviewType: 'behavioral' | 'technical' = 'behavioral') =>
  analyzeAnswer({
    question: 'Tell me about a time you fixed a problem that mattered.',
    answer,
    interviewType,
  });

/** Every part found, each quote a piece of the answer without a label, no "Task: Task:". */
function expectClean(answer: string, r = analyze(answer)) {
  const flat = answer.replace(/\s+/g, ' ');
  for (const p of PARTS) {
    const part = r.star[p];
    expect(part.present, `${p} in: ${answer}`).toBe(true);
    const quote = part.excerpt.replace(/\.\.\.$/, '');
    expect(flat).toContain(quote);
    expect(part.excerpt).not.toMatch(/^\W*(?:situation|task|action|result|[star])\W*[:)-]/i);
    expect(part.feedback).not.toMatch(/"\W*(?:situation|task|action|result)\s*:/i);
  }
  for (const t of r.insights.talkingPoints)
    expect(t).not.toMatch(/^(Situation|Task|Action|Result): \W*(?:\1|[STAR])\b\W*[:)-]/i);
  return r;
}

describe('STAR parts, labelled', () => {
  it('finds a Task whose sentence begins "Task:" and quotes it without the label', () => {
    const answer =
      'Last year our checkout page timed out for 8% of orders. Task: bring failures under 1% before Black Friday. I added tracing, found the slow inventory call, and moved it onto a queue. Failures fell to 0.4% and we handled 3x the traffic.';
    const r = expectClean(answer);
    expect(r.star.task.excerpt).toBe('bring failures under 1% before Black Friday');
    expect(r.insights.talkingPoints).toContain('Task: bring failures under 1% before Black Friday');
  });

  it('reads "Situation:" ... "Result:" labels in every usual style', () => {
    const body = {
      situation: 'our checkout page timed out for 8% of orders',
      task: 'bring failures under 1% before Black Friday',
      action: 'I added tracing and moved the slow inventory call onto a queue',
      result: 'failures fell to 0.4%',
    };
    const styles: ((p: StarPart) => string)[] = [
      (p) => `${NAMES[p]}: `,
      (p) => `**${NAMES[p]}:** `,
      (p) => `${NAMES[p]} - `,
      (p) => `${NAMES[p][0]}: `,
      (p) => `(${NAMES[p][0]}) `,
      (p) => `${NAMES[p].toUpperCase()}: `,
    ];
    for (const style of styles) {
      for (const joiner of ['. ', '\n', ' ']) {
        const answer = PARTS.map((p) => `${style(p)}${body[p]}`).join(joiner);
        // run together on one line without full stops, only the word labels with a colon mark a part
        if (joiner === ' ' && !/^[A-Za-z]{2,}: $/.test(style('task'))) continue;
        const r = expectClean(answer);
        for (const p of PARTS) expect(r.star[p].excerpt.toLowerCase()).toBe(body[p].toLowerCase());
      }
    }
  });

  it('carries a label over the sentences that follow it, up to the next label', () => {
    const r = expectClean(
      'Situation: our ward was short two nurses on a night shift.\nTask: keep all 28 patients safe until morning.\nAction: I re-assigned the patients by acuity. Then I asked the house supervisor for a float nurse, and I did the medication rounds for the heaviest rooms myself.\nResult: no patient missed a medication and there were zero falls.',
    );
    expect(r.star.action.excerpt).toBe('I re-assigned the patients by acuity');
    expect(r.insights.iStatements).toBeGreaterThanOrEqual(3);
    expect(r.star.result.excerpt).toMatch(/^no patient missed/);
  });

  it('finds parts named in the sentence: "The task was", "My task", "what I did was", "the result was"', () => {
    const r = expectClean(
      'So the situation was that our sales team was missing its quarterly target by 20%, and my task was to rebuild the pipeline in six weeks, so what I did was call 40 lapsed accounts and rewrite the discovery script, and the result was that we closed the quarter at 104% of target',
    );
    expect(r.star.task.excerpt).toBe('rebuild the pipeline in six weeks');
    expect(r.insights.talkingPoints[0]).toBe(
      'Situation: our sales team was missing its quarterly target by 20%',
    );
  });
});

describe('STAR parts, implied', () => {
  const STORIES: Record<string, string> = {
    teacher:
      'Our school had the lowest reading scores in the district. My task was to lift Year 4 reading. I introduced daily guided reading groups and tracked each pupil’s progress weekly. Reading scores rose 18 points in a year.',
    electrician:
      'The panel in an old warehouse kept tripping the main breaker every afternoon. I was responsible for finding the fault before the client’s inspection on Friday. I traced the load circuit by circuit with a clamp meter, found a compressor motor drawing twice its rated current, and replaced its failing capacitor. The breaker has not tripped since, and the client passed inspection.',
    nurse:
      'During a night shift last winter our unit was two nurses short with 28 patients. As charge nurse I had to keep every patient safe until the morning team arrived. I re-assigned patients by acuity, asked the house supervisor for a float nurse and did the medication rounds for the heaviest rooms myself. No patient missed a medication and we had zero falls that night.',
    sales:
      'Our team was missing its quarterly target by 20% with six weeks left. The goal was to rebuild the pipeline before the quarter closed. I called 40 lapsed accounts, set up weekly pipeline reviews and rewrote the discovery script. We closed the quarter at 104% of target.',
  };

  for (const [field, story] of Object.entries(STORIES)) {
    it(`finds all four parts of a ${field}'s story told without labels`, () => {
      const r = expectClean(story);
      // the action is the sentence with "I" doing things, never the outcome
      expect(r.star.action.excerpt).toMatch(/^I /);
      expect(r.star.result.excerpt).not.toBe(r.star.action.excerpt);
    });
  }

  it('counts each verb of "I added X, found Y, and moved Z" as an action', () => {
    const r = analyze('I added tracing, found the slow inventory call, and moved it onto a queue.');
    expect(r.insights.iStatements).toBe(3);
  });

  it('reads an approach: assumptions as the situation, what must hold as the task, the check as the result', () => {
    const r = analyze(
      'First I would clarify the limits: say 100 requests per minute per API key, across 10 app servers. The requirement is that a noisy client never slows the others. I would use a token bucket per key in Redis, refilled on read with a Lua script, and I would return 429 with a Retry-After header. I would measure the share of 429s per key and alert when it passes 5%.',
      'technical',
    );
    for (const p of PARTS) expect(r.star[p].present, p).toBe(true);
  });
});

describe('STAR quotes, property', () => {
  it('never quotes a label, whatever the labelling style and order', () => {
    const labelOf = fc.constantFrom<((p: StarPart) => string)[]>(
      (p) => `${NAMES[p]}:`,
      (p) => `${NAMES[p][0]}:`,
      (p) => `(${NAMES[p][0]})`,
      (p) => `**${NAMES[p]}**:`,
      (p) => `${NAMES[p]} -`,
    );
    const sentence = fc.constantFrom(
      'the team was behind on a release',
      'I had to ship it by Friday',
      'I rewrote the build and cut the test time',
      'the release went out 2 days early',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...PARTS), labelOf, sentence), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom('. ', '\n'),
        (items, joiner) => {
          const answer = items.map(([p, l, s]) => `${l(p)} ${s}`).join(joiner);
          const r = analyze(answer);
          for (const [p] of items) expect(r.star[p].present).toBe(true);
          for (const p of PARTS) {
            expect(r.star[p].excerpt).not.toMatch(
              /^\W*(?:situation|task|action|result|[star])\W*[:)-]/i,
            );
          }
          for (const t of r.insights.talkingPoints)
            expect(t).not.toMatch(/^(\w+): \W*(?:situation|task|action|result|[star])\W*[:)-]/i);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('STAR parts on hostile text', () => {
  it('stays fast on long runs of spaces, labels and verbs', () => {
    const inputs = [
      `I did${' '.repeat(9000)}x`,
      'Task: '.repeat(1600),
      `I ${'fixed, '.repeat(1400)}`,
      `S: ${'a '.repeat(4000)}`,
      `, and my task was ${'so '.repeat(3000)}`,
    ];
    for (const answer of inputs) {
      const t = performance.now();
      const r = analyze(answer);
      expect(performance.now() - t, answer.slice(0, 20)).toBeLessThan(500);
      expect(r.score).toBeGreaterThanOrEqual(0);
    }
  });
});
