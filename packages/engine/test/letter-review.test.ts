import { describe, expect, it } from 'vitest';
import { reviewLetter } from '../src/letter/review';
import { fixture } from './helpers';

const FERNWAY = fixture('resume-backend-fernway.txt');
const KAFKA = fixture('jd-senior-backend-kafka.txt');

/** A letter as a language model might write it, with one invented employer and one invented figure. */
const LLM_LETTER = `Dear Hiring Manager,

I am excited to apply for the Senior Backend Engineer role. At Fernway Health I designed and built a claims-processing service in Go handling 3 million events a day on RabbitMQ.

I led query tuning on the PostgreSQL billing database and reduced p95 latency by 62%. Before that, at Stripe I scaled payments APIs to 900 million requests a day.

I would welcome the chance to talk about how I can help your team.

Sincerely,
Sam Okafor`;

describe('reviewLetter', () => {
  const review = reviewLetter({
    resumeText: FERNWAY,
    letter: LLM_LETTER,
    jobDescription: KAFKA,
  });

  it('drops the sentence that names an employer and a figure the resume does not hold', () => {
    expect(review.content).not.toMatch(/Stripe/);
    expect(review.content).not.toMatch(/900 million/);
    expect(review.removed.join(' ')).toMatch(/Stripe/);
    expect(review.truth.ok).toBe(true);
  });

  it('keeps the true sentences and pairs each with its resume line', () => {
    expect(review.content).toMatch(/reduced p95 latency by 62%/);
    const latency = review.claims.find((c) => c.sentence.includes('62%'));
    expect(latency?.source).toBe(
      '• Led query tuning on the PostgreSQL billing database and reduced p95 latency by 62%',
    );
    const events = review.claims.find((c) => c.sentence.includes('3 million'));
    expect(events?.source).toMatch(/^• Designed and built a claims-processing service/);
    expect(review.requirementsCovered).toContain('PostgreSQL');
  });

  it('does not source a sentence that only names the role it applies for', () => {
    expect(review.claims.some((c) => c.sentence.startsWith('I am excited to apply'))).toBe(false);
  });

  it('without a resume, any claim of the candidate is removed and nothing is sourced', () => {
    const bare = reviewLetter({ resumeText: null, letter: LLM_LETTER, jobDescription: KAFKA });
    expect(bare.claims).toEqual([]);
    expect(bare.content).not.toMatch(/Fernway|Stripe|62%/);
    expect(bare.content).toMatch(/Dear Hiring Manager/);
  });

  it('lets the letter quote the posting’s own figures as the company’s', () => {
    const posting = `${KAFKA}\n\nOur platform serves 40 million patients across 12 countries.`;
    const r = reviewLetter({
      resumeText: FERNWAY,
      letter: `Dear Hiring Manager,\n\nA platform that serves 40 million patients is the kind of scale I want to work at.\n\nSincerely,\nSam Okafor`,
      jobDescription: posting,
    });
    expect(r.content).toMatch(/40 million patients/);
    expect(r.removed).toEqual([]);
  });

  it('never throws on hostile input', () => {
    expect(() =>
      reviewLetter({
        resumeText: '\u0000'.repeat(10),
        letter: 'x'.repeat(200_000),
        jobDescription: '',
      }),
    ).not.toThrow();
  });
});
