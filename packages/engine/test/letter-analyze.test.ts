import { describe, expect, it } from 'vitest';
import { analyzeCoverLetter, type LetterAnalysis } from '../src/letter/analyze';
import { findSkills, lookupSkill } from '../src/taxonomy';
import { fixture } from './helpers';

const JOB = fixture('jd-senior-backend-kafka.txt');

const GOOD = `Dear Hiring Team,

I am applying for the Senior Backend Engineer role at Tidewater Payments. Moving money safely for small businesses is the kind of work I want to do next, and I am excited by how much of it runs on the tools I use every day.

At Fernway Logistics I built and operated backend services in Go and Python that handle 40,000 shipment events a minute. I designed an event-driven pipeline on Kafka that replaced nightly batch jobs, which cut reporting delays from 12 hours to under 5 minutes. When our PostgreSQL databases slowed under load, I led the schema redesign and query optimization work that brought p99 latency down by 60%.

Our services run on Kubernetes in AWS, packaged with Docker, and I set up the Prometheus and Grafana dashboards the on-call rotation relies on. Over the last 6 years I have also mentored four engineers through code reviews and pairing; two of them now lead their own services. I also wrote the runbooks our on-call engineers use, so that an alert at night comes with clear first steps instead of guesswork.

Tidewater's focus on payments for small businesses matches what I enjoy most: reliable systems whose failures real people would feel. I am confident I can help your team ship services that stay fast and observable as you grow past 8,000 businesses.

I would welcome the chance to discuss how my work on Kafka pipelines and PostgreSQL performance could help Tidewater Payments. Thank you for your time.

Sincerely,
Dana Reyes`;

const GENERIC = `To whom it may concern,

My name is Dana and I am writing to express my interest in the position. I am a hard-working team player and a fast learner. I think I would be a perfect fit for your company. I believe I might be able to add value. I am passionate about technology. I am detail-oriented and results-driven. I hope to hear from you.`;

const OFF_TOPIC = `Dear Ms. Alvarez,

I am applying for the Registered Nurse position at Lakeside General Hospital. For the past 7 years I have worked on a busy medical-surgical unit caring for up to six patients per shift.

At Riverside Medical Center I coordinated discharge planning with physicians and social workers, which reduced readmissions on our unit by 15%. I trained new graduate nurses on medication administration and charting in Epic, and I am certified in BLS and ACLS.

Patient education is the part of nursing I enjoy most. Families leave our unit understanding their care plans, and our patient satisfaction scores rose every quarter last year.

I would welcome the chance to discuss how I can support your nursing team. Thank you for your consideration.

Sincerely,
Dana Reyes`;

/** The good letter without Kafka, PostgreSQL and Kubernetes. */
const MISSING = GOOD.replace(/Kafka/g, 'a queue')
  .replace(/PostgreSQL/g, 'our')
  .replace(/Kubernetes in AWS/g, 'our cloud');

const scores = (a: LetterAnalysis): [number, number, number] => [
  a.atsScore,
  a.personalityScore,
  a.relevanceScore,
];
const part = (a: LetterAnalysis, id: string) => a.parts.find((p) => p.id === id)!;

/** Words the rewrites may use at a sentence start although neither text has them. */
const TEMPLATE_WORDS = new Set(['I', 'Sincerely', 'Two', 'A']);

function inventedIn(a: LetterAnalysis, letter: string): string[] {
  const bad: string[] = [];
  for (const r of a.recommendations) {
    for (const d of r.improved.match(/\d[\d,.]*/g) ?? [])
      if (!letter.includes(d) && !JOB.includes(d)) bad.push(d);
    for (const w of r.improved.match(/\b[A-Z][A-Za-z'’-]*/g) ?? [])
      if (!TEMPLATE_WORDS.has(w) && !letter.includes(w) && !JOB.includes(w)) bad.push(w);
  }
  return bad;
}

describe('analyzeCoverLetter', () => {
  const good = analyzeCoverLetter(GOOD, JOB);
  const generic = analyzeCoverLetter(GENERIC, JOB);
  const offTopic = analyzeCoverLetter(OFF_TOPIC, JOB);

  it('scores a specific, on-topic letter clearly above a generic and an off-topic one', () => {
    const [gAts, gPers, gRel] = scores(good);
    for (const other of [generic, offTopic]) {
      const [ats, pers, rel] = scores(other);
      expect(gAts - ats).toBeGreaterThanOrEqual(15);
      expect(gPers - pers).toBeGreaterThanOrEqual(10);
      expect(gRel - rel).toBeGreaterThanOrEqual(25);
    }
    expect(gAts).toBeGreaterThanOrEqual(70);
    expect(gRel).toBeGreaterThanOrEqual(70);
  });

  it('every score and part is an integer 0..100 and the parts carry weights', () => {
    for (const a of [good, generic, offTopic, analyzeCoverLetter('', '')]) {
      for (const s of [...scores(a), ...a.parts.map((p) => p.score)]) {
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }
      const ats = a.parts.reduce((t, p) => t + p.weight.ats, 0);
      const rel = a.parts.reduce((t, p) => t + p.weight.relevance, 0);
      const pers = a.parts.reduce((t, p) => t + p.weight.personality, 0);
      expect([ats, rel, pers].map((x) => Math.round(x * 1000) / 1000)).toEqual([1, 1, 1]);
    }
  });

  it('credits the required skills a letter names', () => {
    const without = analyzeCoverLetter(MISSING, JOB);
    expect(part(good, 'coverage').score).toBeGreaterThan(part(without, 'coverage').score + 15);
    expect(good.relevanceScore).toBeGreaterThan(without.relevanceScore);
    expect(without.improvementAreas.join(' ')).toMatch(/Does not mention Kafka/);
    expect(good.strengthAreas.join(' ')).toMatch(/Names \d+ of the \d+ required skills: .*Kafka/);
    const body = without.recommendations.filter((r) => r.section === 'body');
    expect(
      body.some((r) => r.current === '(missing)' && /\[.*your example of Kafka/.test(r.improved)),
    ).toBe(true);
  });

  it('finds the clichés, hedges and a weak opening and closing of a generic letter', () => {
    const areas = generic.improvementAreas.join(' ');
    expect(areas).toMatch(/to whom it may concern/i);
    expect(areas).toMatch(/hard-working/);
    expect(areas).toMatch(/"i think"/);
    expect(part(generic, 'length').detail).toMatch(/^\d+ words/);
    const opening = generic.recommendations.find((r) => r.section === 'opening')!;
    expect(opening.improved).toContain('Senior Backend Engineer');
    expect(opening.improved).toContain('Tidewater Payments');
    const hedge = generic.recommendations.find((r) => /I believe I might/.test(r.current));
    expect(hedge?.improved).not.toMatch(/\bI believe\b|\bmight\b/);
    expect(generic.recommendations.some((r) => r.section === 'closing')).toBe(true);
  });

  it('never adds a figure or a proper noun the user or the job did not give', () => {
    for (const [letter, a] of [
      [GOOD, good],
      [GENERIC, generic],
      [OFF_TOPIC, offTopic],
      [MISSING, analyzeCoverLetter(MISSING, JOB)],
    ] as const) {
      expect(inventedIn(a, letter)).toEqual([]);
      for (const r of a.recommendations)
        expect(r.current === '(missing)' || letter.includes(r.current)).toBe(true);
    }
  });

  it('is deterministic', () => {
    expect(analyzeCoverLetter(GOOD, JOB)).toEqual(good);
    expect(analyzeCoverLetter(GENERIC, JOB)).toEqual(generic);
  });

  it('gives low scores and a recommendation for an empty letter, without throwing', () => {
    const empty = analyzeCoverLetter('', JOB);
    expect(Math.max(...scores(empty))).toBeLessThanOrEqual(10);
    expect(empty.recommendations.length).toBeGreaterThan(0);
    expect(empty.recommendations[0]!.current).toBe('(missing)');
    expect(() => analyzeCoverLetter('   \n\n ', '')).not.toThrow();
  });

  it('stays fast on hostile input at the API limits', () => {
    const huge = `${'I think I am a hard-working team player. '.repeat(500)}`.slice(0, 20_000);
    const word = 'a'.repeat(20_000);
    const punct = '.,;!?'.repeat(4_000);
    for (const [l, j] of [
      [huge, JOB],
      [word, word],
      [punct, punct],
      [GOOD.repeat(8).slice(0, 20_000), JOB.repeat(20).slice(0, 20_000)],
    ]) {
      const t = performance.now();
      const a = analyzeCoverLetter(l!, j!, { resumeText: l! });
      expect(performance.now() - t).toBeLessThan(1000);
      expect(Number.isInteger(a.atsScore)).toBe(true);
    }
  });

  it('says a letter names a required skill only when it names that skill or an alias', () => {
    // RabbitMQ is an alternative the posting accepts for Kafka and a kind of message broker:
    // it earns credit, but the letter names neither Kafka nor "message brokers"
    const letter = `Dear Hiring Team,

I am applying for the Senior Backend Engineer role at Tidewater Payments. At Fernway Logistics I built backend services in Go on RabbitMQ and Postgres, and ran them on Kubernetes in AWS with Docker. I mentored four engineers through code reviews.

I would welcome the chance to discuss the role with you.

Sincerely,
Dana Reyes`;
    const a = analyzeCoverLetter(letter, JOB);
    const inLetter = new Set(findSkills(letter).map((m) => m.skillId));
    const named = (text: string): string[] => {
      const list = /Names \d+ of the \d+ required skills: ([^.]+)\./.exec(text)?.[1] ?? '';
      return list.split(/, | and /).filter(Boolean);
    };
    const texts = [...a.strengthAreas, part(a, 'coverage').detail];
    expect(named(texts.join(' '))).toContain('Go');
    for (const text of texts)
      for (const item of named(text)) {
        const skill = lookupSkill(item);
        const literal =
          letter.toLowerCase().includes(item.toLowerCase()) ||
          (skill !== undefined && inLetter.has(skill.id));
        expect(literal, `"${item}" is listed as named in: ${text}`).toBe(true);
      }
    // PostgreSQL is named through its alias, Kafka is not named but RabbitMQ stands in for it
    expect(named(a.strengthAreas.join(' '))).toContain('PostgreSQL databases');
    expect(named(a.strengthAreas.join(' '))).not.toContain('Kafka');
    expect(a.strengthAreas.join(' ')).toMatch(/RabbitMQ[^.]*Kafka/);
    expect(a.improvementAreas.join(' ')).toMatch(/message brokers[^.]*RabbitMQ/);
    // a practice named in other words ("tax" for "Tax compliance") is not named, and says so
    const tax = analyzeCoverLetter(
      `Dear team,\n\nI am applying for the Senior Accountant role at Dunmore Group. I handled VAT and corporate tax filings and IFRS reporting for four entities.\n\nI would welcome a conversation.\n\nSincerely,\nDana Reyes`,
      `Senior Accountant\n\nCompany: Dunmore Group\n\nRequirements\n- Tax compliance for our UAE entities\n- IFRS reporting\n`,
    );
    expect(named(tax.strengthAreas.join(' '))).not.toContain('Tax compliance');
    expect(tax.improvementAreas.join(' ')).toContain(
      'Says "VAT" and "tax" where the posting says "Tax compliance"',
    );
    // the score still credits the alternative the posting accepts
    const withKafka = analyzeCoverLetter(letter.replace('RabbitMQ', 'Kafka'), JOB);
    expect(part(a, 'coverage').score).toBeGreaterThanOrEqual(part(withKafka, 'coverage').score - 5);
  });

  it("signs an improved closing with the letter's own name, or leaves the name out", () => {
    const body = `I am applying for the Senior Backend Engineer role at Tidewater Payments. At Fernway Logistics I built backend services in Go and Python on Kafka and PostgreSQL.

I would welcome the chance to discuss the role with you.`;
    const closing = (a: LetterAnalysis) => a.recommendations.find((r) => r.section === 'closing');
    const all = (a: LetterAnalysis) => a.recommendations.map((r) => r.improved).join('\n');

    // signed with a name but no sign-off word: the example uses that name
    const named = analyzeCoverLetter(`Dear Hiring Team,\n\n${body}\n\nDana Reyes`, JOB);
    expect(closing(named)?.improved).toMatch(/Sincerely,\nDana Reyes$/);
    expect(all(named)).not.toMatch(/\[your name\]/i);

    // not signed at all: a sign-off word, no bracketed name
    const unsigned = analyzeCoverLetter(`Dear Hiring Team,\n\n${body}`, JOB);
    expect(closing(unsigned)?.improved).toMatch(/Sincerely,?$/);
    expect(all(unsigned)).not.toMatch(/\[your name\]/i);

    // sign-offs other than "Sincerely" are sign-offs
    for (const signOff of [
      'With thanks,',
      'All the best,',
      'Thanks for reading,',
      'Until we talk,',
    ]) {
      const a = analyzeCoverLetter(`Dear Hiring Team,\n\n${body}\n\n${signOff}\nDana Reyes`, JOB);
      expect(part(a, 'closing').detail, signOff).toBe('Has call to action, has sign-off.');
      expect(closing(a), signOff).toBeUndefined();
      expect(a.improvementAreas.join(' ')).not.toMatch(/No sign-off/);
    }
  });

  it('turns a missing requirement the resume shows into its own sentence, signed with its name', () => {
    const resume = `Dana Reyes
Backend Engineer, Fernway Logistics

Skills: Go, Python, Kafka, PostgreSQL, Kubernetes, Docker, AWS`;
    // the letter leaves Kafka out and is not signed
    const letter = `Dear Hiring Team,

I am applying for the Senior Backend Engineer role at Tidewater Payments. At Fernway Logistics I built backend services in Go and Python on PostgreSQL, and ran them on Kubernetes in AWS with Docker.

I would welcome the chance to discuss the role with you.`;
    const without = analyzeCoverLetter(letter, JOB);
    const a = analyzeCoverLetter(letter, JOB, { resumeText: resume });
    const body = a.recommendations.filter((r) => r.section === 'body');
    const kafka = body.find((r) => /Kafka/.test(r.improved));
    expect(kafka?.improved).toMatch(/^I also work with [^[\]]*Kafka[^[\]]*\.$/);
    expect(kafka?.reasoning).toMatch(/your resume lists [^.]*Kafka/);
    expect(a.recommendations.find((r) => r.section === 'closing')?.improved).toMatch(
      /Sincerely,\nDana Reyes$/,
    );
    // the scores are the letter's alone
    expect(scores(a)).toEqual(scores(without));
    // without the resume it can only ask
    expect(without.recommendations.some((r) => /\[.*your example of Kafka/.test(r.improved))).toBe(
      true,
    );
  });

  it('reads a required skill inside a longer name the letter uses as named', () => {
    const job = `Operations Manager

Company: Brightline Freight

Requirements
- 5+ years running warehouse operations
- Apply Lean methods to cut waste
- Experience with SAP
`;
    const a = analyzeCoverLetter(
      `Dear team,\n\nI am applying for the Operations Manager role at Brightline Freight. I ran warehouse operations in SAP for six years and hold a Lean Six Sigma Green Belt.\n\nI would welcome a conversation.\n\nSincerely,\nDana Reyes`,
      job,
    );
    expect(a.strengthAreas[0]).toBe(
      'Names 3 of the 3 required skills: Lean, SAP and warehouse operations.',
    );
    expect(a.improvementAreas.join(' ')).not.toMatch(/Lean/);
    expect(a.recommendations.map((r) => r.improved).join(' ')).not.toMatch(/example of Lean/);
  });
});
