import { describe, expect, it } from 'vitest';
import { analyzeResume, tailorResume, tailoringAdvice } from '../src';
import { checkClaims, resumeEvidence } from '../src/truth';
import type { TailoringAdvice } from '../src/types';
import { fixture } from './helpers';

/** Every sentence of a piece of advice, the project's included. */
function sentencesOf(a: TailoringAdvice): string[] {
  const p = a.suggestedProject;
  return [
    ...a.recommendations,
    ...(p ? [p.title, p.description, p.relevance, ...p.learningPath] : []),
  ];
}

/** The advice on the resume as sent and on each mode's tailoring. */
function allAdvice(resume: string, job: string): string[] {
  const out = sentencesOf(tailoringAdvice(analyzeResume(resume, job)));
  for (const mode of ['basic', 'personalized', 'aggressive'] as const)
    out.push(...sentencesOf(tailorResume({ resumeText: resume, jobDescription: job, mode })));
  return [...new Set(out)];
}

const krakow = fixture('resume-backend-krakow.txt');

/** A posting that accepts Kafka "or similar" first, then asks for Avro the resume lacks. */
const KAFKA_FIRST = `Senior Backend Engineer

Requirements
- Experience with Kafka or similar message brokers (required).
- Avro schemas and a schema registry (required).
- Go or Java in production.
`;

const nurse = `Meiling Chen, RN, BSN
Houston, TX | (713) 555-0148 | meiling.chen.rn@example.com

PROFESSIONAL SUMMARY
Registered nurse with nine years on medical-surgical and telemetry units, charge nurse since 2021.

EXPERIENCE
Charge Nurse, Medical-Surgical/Telemetry | Bayou City Medical Center, Houston, TX | 03/2021 to Present
- Cut falls on the 36-bed unit by 30% in 12 months by introducing hourly rounding
- Coordinate assignments for 8-10 RNs and 4 patient care technicians per shift

Staff Nurse, Medical-Surgical | St. Agnes Regional Hospital, San Antonio, TX | 07/2016 to 02/2021
- Trained 20 nurses on barcode medication administration with Epic Rover, raising scanning
  compliance from 88% to 98%

EDUCATION
Bachelor of Science in Nursing, University of Texas Health Science Center | 2016

SKILLS
Telemetry monitoring, IV therapy, wound care, medication administration, Epic, Mandarin, English
`;

/** A software posting whose words a nurse's resume holds in another sense. */
const PLATFORM = `Senior Software Engineer, Payments Platform

Requirements
- Go in production (required).
- Observability: tracing, SLOs and alerting (required).
- Compliance with PCI DSS (required).
- AWS (required).
`;

/** A posting asking for software engineering by that name. */
const SOFTWARE = `Senior Software Engineer

Requirements
- 6+ years of software engineering experience (required).
- TypeScript (required).
- AWS (required).
`;

describe('advice attributes to the user only what their resume shows', () => {
  it('never says a skill met by a similar one is "already used" (Kafka for RabbitMQ)', () => {
    const said = allAdvice(krakow, KAFKA_FIRST);
    expect(said.filter((s) => /Kafka[^.]*which you already use/.test(s))).toEqual([]);
    // the near skill is said as what it is, tied to the posting's requirement
    expect(said.join('\n')).toMatch(
      /The posting asks for Kafka or similar; your resume shows RabbitMQ \(a similar skill: both are message queues\)/,
    );
    expect(said.flatMap((s) => checkClaims(krakow, s))).toEqual([]);
  });

  it('never calls a word the resume holds in another sense a skill in use (a nurse)', () => {
    const said = allAdvice(nurse, PLATFORM);
    const claims = said.filter((s) => /which you already use/.test(s));
    for (const s of claims) expect(s).not.toMatch(/observability|monitoring|compliance/i);
    expect(said.flatMap((s) => checkClaims(nurse, s))).toEqual([]);
  });

  it('does not ask a backend engineer to add software engineering: their titles show it', () => {
    const said = allAdvice(krakow, SOFTWARE);
    expect(said.filter((s) => /Add software engineering/i.test(s))).toEqual([]);
    expect(said).toContain(
      `The posting requires software engineering; your resume shows "Senior Backend Engineer" (your title). Name software engineering there too if that describes your work: ATS look for the posting's words.`,
    );
    // and no project to learn it
    expect(said.filter((s) => /project with software engineering/i.test(s))).toEqual([]);
    expect(said.flatMap((s) => checkClaims(krakow, s))).toEqual([]);
  });

  it('names in "which you already use" only skills the resume lists, in its own words', () => {
    const advice = tailoringAdvice(analyzeResume(krakow, KAFKA_FIRST), krakow);
    expect(advice.suggestedProject?.description).toMatch(
      /uses Avro together with Go, which you already use:/,
    );
  });

  it('says in the score explanation when a skill is met by an alternative the resume names', () => {
    const report = analyzeResume(krakow, KAFKA_FIRST);
    expect(report.hardSkills.found.find((h) => h.jobTerm === 'Kafka')).toMatchObject({
      found: true,
      via: 'RabbitMQ',
    });
    expect(report.components.find((c) => c.id === 'hard-skills')!.detail).toMatch(
      /hard skills found \(1 of them through an alternative the posting accepts, which the resume names instead\)/,
    );
  });

  it('claims nothing about the user when it has only a report read back from JSON', () => {
    const report = JSON.parse(JSON.stringify(analyzeResume(krakow, KAFKA_FIRST)));
    const advice = tailoringAdvice(report);
    expect(sentencesOf(advice).filter((s) => /already use/.test(s))).toEqual([]);
  });

  it('holds on every fixture resume and posting', () => {
    const resumes = [
      'resume-backend-krakow.txt',
      'resume-backend-fernway.txt',
      'resume-classic.txt',
      'resume-compact.txt',
      'resume-marketing.txt',
    ].map(fixture);
    const jobs = [
      'jd-backend.txt',
      'jd-frontend.txt',
      'jd-marketing.txt',
      'jd-payments-platform.txt',
      'jd-registered-nurse.txt',
      'jd-senior-backend-kafka.txt',
    ].map(fixture);
    for (const r of resumes)
      for (const j of jobs) {
        const said = sentencesOf(tailoringAdvice(analyzeResume(r, j)));
        expect(said.flatMap((s) => checkClaims(r, s))).toEqual([]);
      }
  });
});

describe('checkClaims', () => {
  const ev = resumeEvidence(krakow);
  const kinds = (text: string, resume: string | typeof ev = ev) =>
    checkClaims(resume, text).map((v) => `${v.kind}:${v.value}`);

  it('catches a skill said to be used that the resume does not list or name', () => {
    expect(
      kinds('A working project that uses Avro together with Go and Kafka, which you already use.'),
    ).toEqual(['uses:Kafka']);
    expect(kinds('Lead with your experience with Kafka.')).toEqual(['uses:Kafka']);
    expect(kinds('You have used Pulsar at Allegro.')).toEqual(['uses:Pulsar']);
  });

  it('catches generic words of a resume called skills in use', () => {
    expect(
      kinds(
        'A project that uses Go together with observability and compliance, which you already use.',
        nurse,
      ),
    ).toEqual(['uses:observability', 'uses:compliance']);
  });

  it('catches advice to add what the resume already shows, in its words or its titles', () => {
    expect(kinds('Add RabbitMQ if you have used it: name it in your skills.')).toEqual([
      'asks-shown:RabbitMQ',
    ]);
    expect(kinds('Add software engineering if you have used it.')).toEqual([
      'asks-shown:software engineering',
    ]);
  });

  it("accepts the resume's own skills and the posting's requirements phrased as such", () => {
    expect(
      kinds('A project that uses Avro together with Go and Java, which you already use.'),
    ).toEqual([]);
    expect(kinds('Add Avro if you have used it: name it in your skills.')).toEqual([]);
    expect(kinds('The posting asks for Kafka; if you have used it, say where.')).toEqual([]);
    expect(
      kinds(
        'The posting asks for Kafka or similar; your resume shows RabbitMQ (a similar skill: both are message queues).',
      ),
    ).toEqual([]);
    expect(
      kinds('Your resume shows Terraform; the posting asks for infrastructure as code.'),
    ).toEqual([]);
    expect(kinds('Your resume shows Pulsar.')).toEqual(['shows:Pulsar']);
  });
});

describe('a missing certification', () => {
  it('is a credential to plan for, in no software words', () => {
    const r = tailorResume(
      {
        resumeText:
          'Omar Khatib\nomar@example.com\n\nEXPERIENCE\nAccountant | Acme | 2019 – Present\n- Closed the books for 11 entities in IFRS',
        jobDescription:
          'Senior Accountant\n\nRequirements\n- CMA certification (required)\n- IFRS consolidation',
        mode: 'basic',
      },
      { asOf: { year: 2026, month: 1 } },
    );
    const project = r.suggestedProject;
    expect(project?.title).toBe('Prepare for CMA');
    expect(JSON.stringify(project)).not.toMatch(/labs?\b|what you built|describes the project/i);
  });
});

describe('the way to a missing skill', () => {
  const asOf = { asOf: { year: 2026, month: 1 } };
  it('is training for a system employers run, never a project at home', () => {
    const r = tailorResume(
      {
        resumeText:
          'Ana Ruiz, RN\nana@example.com\n\nEXPERIENCE\nRegistered Nurse | St. Mary Hospital | 2019 – Present\n- Cared for 5 patients a shift on a telemetry unit\n\nLICENSES\nRegistered Nurse (RN), Texas',
        jobDescription:
          'Registered Nurse\n\nRequirements\n- Active RN license (required)\n- Epic charting experience (required)\n- Telemetry',
        mode: 'basic',
      },
      asOf,
    );
    const project = r.suggestedProject;
    expect(project?.title).toBe('Get trained on Epic');
    expect(JSON.stringify(project)).not.toMatch(/locally|install|README|project/i);
  });

  it('plans for a required licence before any tool the posting names', () => {
    const r = tailorResume(
      {
        resumeText:
          'Marta Nowak\nmarta@example.com\n\nEXPERIENCE\nBackend Engineer | Acme | 2019 – Present\n- Built payment APIs in Go and PostgreSQL',
        jobDescription:
          'Registered Nurse\n\nRequirements\n- Active RN license (required)\n- Epic charting experience (required)',
        mode: 'basic',
      },
      asOf,
    );
    expect(r.suggestedProject?.title).toMatch(/^Prepare for /);
  });
});
