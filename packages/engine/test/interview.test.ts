import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeAnswer,
  analyzeJob,
  bankQuestions,
  defaultInterviewTitle,
  difficultyAt,
  generateQuestions,
  INTERVIEW_TYPES,
  nearDuplicate,
  toOutOf5,
} from '../src';
import { fixture } from './helpers';

const KAFKA_JD = fixture('jd-senior-backend-kafka.txt');
const NURSE_JD = fixture('jd-registered-nurse.txt');
const RESUME = fixture('resume-backend-fernway.txt');

const STRONG = `At my previous company, Fernway, our checkout service was timing out for about 8% of orders during the holiday peak in 2023. My goal was to bring failures under 1% before Black Friday, three weeks away. First I added tracing and found that a synchronous call to the inventory service was the bottleneck. Then I moved the inventory check onto a Kafka topic and wrote an idempotent consumer in Go, and I load-tested it at twice the expected peak. As a result, checkout failures dropped from 8% to 0.4%, and we handled 3x the previous year's traffic without an incident.`;
const WEAK = `We had some problems with the checkout. We worked on it as a team and we fixed it, it was basically much better after that. Um, it was a good experience and I learned a lot.`;
const KAFKA_Q =
  'Tell me about a time you used Kafka to build event-driven pipelines. What was the result?';

describe('question bank', () => {
  it('holds at least 40 distinct questions per type, none a near-duplicate of another', () => {
    for (const type of INTERVIEW_TYPES) {
      const list = bankQuestions(type);
      expect(list.length).toBeGreaterThanOrEqual(40);
      expect(new Set(list.map((q) => q.text)).size).toBe(list.length);
      for (let i = 0; i < list.length; i++)
        for (let j = i + 1; j < list.length; j++)
          expect(
            nearDuplicate(list[i]!.text, list[j]!.text),
            `${list[i]!.text} / ${list[j]!.text}`,
          ).toBe(false);
    }
  });
});

describe('generateQuestions', () => {
  it('gives difficulty by position: 1-3 easy, 4-7 medium, the rest hard', () => {
    expect([0, 1, 2, 3, 6, 7, 9].map(difficultyAt)).toEqual([
      'easy',
      'easy',
      'easy',
      'medium',
      'medium',
      'hard',
      'hard',
    ]);
    const set = generateQuestions({ interviewType: 'behavioral', jobDescription: KAFKA_JD });
    expect(set.questions).toHaveLength(10);
    set.questions.forEach((q, i) => {
      expect(q.difficulty).toBe(difficultyAt(i));
      expect(q.id).toBe(`q${i}`);
      expect(q.category).toBe('behavioral');
    });
  });

  it('uses the default title when the title is blank', () => {
    expect(generateQuestions({ interviewType: 'technical', title: '  ' }).title).toBe(
      defaultInterviewTitle('technical'),
    );
    expect(defaultInterviewTitle('system-design')).toBe('System Design Practice');
    expect(generateQuestions({ interviewType: 'leadership', title: 'Acme loop' }).title).toBe(
      'Acme loop',
    );
  });

  it('never asks two questions that say the same thing, for every type', () => {
    for (const type of INTERVIEW_TYPES) {
      for (const jd of [KAFKA_JD, NURSE_JD, '']) {
        const { questions } = generateQuestions({
          interviewType: type,
          jobDescription: jd,
          resumeText: RESUME,
        });
        expect(questions.length).toBe(10);
        for (let i = 0; i < questions.length; i++)
          for (let j = i + 1; j < questions.length; j++)
            expect(nearDuplicate(questions[i]!.text, questions[j]!.text)).toBe(false);
      }
    }
  });

  it('writes technical questions about what the posting asks for: its skills and its own lines', () => {
    const job = analyzeJob(KAFKA_JD);
    const names = job.skills.map((s) => [s.name.toLowerCase(), s.jobTerm.toLowerCase()]).flat();
    const { questions } = generateQuestions({
      interviewType: 'technical',
      jobDescription: KAFKA_JD,
    });
    // every question comes from the posting; most name one of its skills, the others its duties
    // in their own terms (on-call, code reviews, payments)
    expect(questions.every((q) => q.source.startsWith('job-'))).toBe(true);
    const naming = questions.filter((q) => names.some((n) => q.text.toLowerCase().includes(n)));
    expect(naming.length / questions.length).toBeGreaterThanOrEqual(0.6);
    expect(questions.some((q) => /on-call|paged/.test(q.text))).toBe(true);
  });

  it('asks about Kafka only when the job asks for Kafka', () => {
    const kafka = INTERVIEW_TYPES.flatMap(
      (t) => generateQuestions({ interviewType: t, jobDescription: KAFKA_JD }).questions,
    );
    expect(kafka.some((q) => /Kafka/.test(q.text))).toBe(true);
    const nurse = INTERVIEW_TYPES.flatMap(
      (t) => generateQuestions({ interviewType: t, jobDescription: NURSE_JD }).questions,
    );
    expect(nurse.some((q) => /Kafka/.test(q.text))).toBe(false);
    expect(nurse.some((q) => /patient care|electronic health record/i.test(q.text))).toBe(true);
  });

  it("aims at the resume's gaps and its own claims", () => {
    const { questions } = generateQuestions({
      interviewType: 'technical',
      jobDescription: KAFKA_JD,
      resumeText: RESUME,
    });
    const gap = questions.find((q) => q.source === 'resume-gap');
    expect(gap?.text).toMatch(/Kafka.*resume does not mention/);
    const claim = questions.find((q) => q.source === 'resume-claim');
    expect(claim?.text).toMatch(/^You write that you ".*\d/);
    // the claim is the resume's own words
    const quoted = /"(.*)"/.exec(claim!.text)![1]!.replace(/\.\.\.$/, '');
    expect(RESUME.toLowerCase()).toContain(quoted.toLowerCase().slice(0, 40));
  });

  it('is deterministic for the same input and seed, and varies with the seed', () => {
    const a = generateQuestions({ interviewType: 'case-study', jobDescription: KAFKA_JD, seed: 1 });
    const b = generateQuestions({ interviewType: 'case-study', jobDescription: KAFKA_JD, seed: 1 });
    const c = generateQuestions({ interviewType: 'case-study', jobDescription: KAFKA_JD, seed: 2 });
    expect(a).toEqual(b);
    expect(a.questions.map((q) => q.text)).not.toEqual(c.questions.map((q) => q.text));
  });

  it('keeps software questions out of a nursing interview', () => {
    const { questions } = generateQuestions({
      interviewType: 'technical',
      jobDescription: NURSE_JD,
    });
    const software = new Set(
      bankQuestions('technical')
        .filter((q) => q.software)
        .map((q) => q.text),
    );
    expect(questions.some((q) => software.has(q.text))).toBe(false);
  });
});

describe('analyzeAnswer', () => {
  const analyze = (answer: string, extra: Partial<Parameters<typeof analyzeAnswer>[0]> = {}) =>
    analyzeAnswer({
      question: KAFKA_Q,
      answer,
      interviewType: 'behavioral',
      jobDescription: KAFKA_JD,
      ...extra,
    });

  it('scores a specific STAR answer clearly above a vague one', () => {
    const strong = analyze(STRONG);
    const weak = analyze(WEAK);
    expect(strong.score).toBeGreaterThanOrEqual(75);
    expect(weak.score).toBeLessThan(40);
    expect(strong.score - weak.score).toBeGreaterThanOrEqual(30);
    expect(Object.values(strong.star).every((p) => p.present)).toBe(true);
  });

  it('scores the same answer the same every time', () => {
    const runs = new Set([1, 2, 3].map(() => analyze(STRONG).score));
    expect(runs.size).toBe(1);
  });

  it('quotes the answer in its feedback', () => {
    const r = analyze(STRONG);
    expect(STRONG).toContain(r.star.result.excerpt);
    expect(r.feedback).toContain('checkout failures dropped from 8% to 0.4%');
    expect(r.insights.jobTermsUsed).toContain('Kafka');
    expect(r.insights.numbers).toContain('8%');
  });

  it('caps Action when "we" outweighs "I"', () => {
    const we = STRONG.replace(/\bI\b/g, 'we').replace(/\bMy goal\b/, 'Our goal');
    const r = analyze(we);
    expect(r.star.action.score).toBeLessThanOrEqual(60);
    expect(r.score).toBeLessThan(analyze(STRONG).score);
  });

  it('keeps a Result without a number below half', () => {
    const noNumbers = STRONG.replace(
      /As a result.*$/,
      'As a result, checkout failures dropped a lot and the team was much happier.',
    );
    const r = analyze(noNumbers);
    expect(r.star.result.present).toBe(true);
    expect(r.star.result.score).toBeLessThan(50);
  });

  it('counts filler words and reports pace for spoken answers', () => {
    const r = analyze(`Um, so basically, like, I mean we, um, fixed it. ${STRONG}`, {
      durationSeconds: 60,
    });
    expect(r.insights.fillerCount).toBeGreaterThanOrEqual(4);
    expect(r.insights.wordsPerMinute).toBe(r.insights.wordCount);
    expect(r.insights.talkTimeSeconds).toBe(60);
  });

  it('converts to out of 5 from the same number', () => {
    expect(toOutOf5(85)).toBe(4.3);
    expect(toOutOf5(100)).toBe(5);
    expect(toOutOf5(0)).toBe(0);
    const r = analyze(STRONG);
    expect(r.scoreOutOf5).toBe(toOutOf5(r.score));
  });

  it('stays linear and safe on hostile text', () => {
    const long = 'I fixed it. '.repeat(900) + 'a'.repeat(2000);
    const t = performance.now();
    const r = analyze(long);
    expect(performance.now() - t).toBeLessThan(2000);
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(100);
  });
});

describe('analyzeAnswer properties', () => {
  it('always answers a score from 0 to 100, the same for the same answer', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.constantFrom(...INTERVIEW_TYPES),
        (answer, type) => {
          const a = analyzeAnswer({ question: KAFKA_Q, answer, interviewType: type });
          const b = analyzeAnswer({ question: KAFKA_Q, answer, interviewType: type });
          expect(a.score).toBe(b.score);
          expect(a.score).toBeGreaterThanOrEqual(0);
          expect(a.score).toBeLessThanOrEqual(100);
          expect(a.scoreOutOf5).toBe(toOutOf5(a.score));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never scores lower for adding a measured result to an answer', () => {
    const base = STRONG.replace(/As a result.*$/, '');
    const withResult = `${base} As a result, failures dropped from 8% to 0.4%.`;
    const score = (answer: string) =>
      analyzeAnswer({ question: KAFKA_Q, answer, interviewType: 'behavioral' }).score;
    expect(score(withResult)).toBeGreaterThan(score(base));
  });
});
