import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../src/job/analyze';
import { checkLetterTruth, LETTER_TONES, writeCoverLetter } from '../src/letter/write';
import { companyFromPosting } from '../src/letter/posting';
import { fixture, numbersIn } from './helpers';

/**
 * The offline letter as a person would send it: signed with the resume's name, built from the
 * resume's own results in natural first-person sentences, with no placeholder where the resume
 * holds evidence, and honest about a posting the resume barely meets.
 */

const KAFKA = fixture('jd-senior-backend-kafka.txt');

const NURSE = `王小明 (Xiaoming Wang), RN, BSN
Sacramento, CA | xiaoming.wang@example.com | (916) 555-0142

SUMMARY
Registered nurse with six years of acute care experience on medical-surgical and telemetry units.

EXPERIENCE
Registered Nurse, Telemetry Unit | Sutter Medical Center, Sacramento, CA | Aug 2021 - Present
- Care for 4-5 telemetry patients per 12-hour shift, reading cardiac rhythms and escalating
  changes to the rapid response team
- Reduced patient falls on the unit by 38% in one year by leading a bedside hourly rounding project
- Precepted 9 new graduate nurses through their 12-week orientation

Registered Nurse, Medical-Surgical Unit | Mercy General Hospital, Sacramento, CA | Jun 2019 - Jul 2021
- Provided care for 5-6 post-operative patients per shift, including IV therapy and wound care
- Cut discharge teaching time by 20 minutes per patient with a one-page medication guide
  adopted by the unit

LICENSES AND CERTIFICATIONS
California Registered Nurse License #RN 95512, active
BLS and ACLS (American Heart Association), current

SKILLS
Telemetry monitoring, IV therapy, medication administration, wound care, patient education, Epic
`;

const NURSE_POSTING = `Registered Nurse - Medical/Surgical Unit
St. Anne's Hospital, Sacramento, CA

Responsibilities
- Assess, plan and evaluate care for 5-6 patients per shift
- Administer medications and IV therapy, monitor telemetry
- Educate patients and families at discharge
- Precept new graduate nurses and lead fall prevention work

Requirements
- Active California RN license
- BLS and ACLS certification
- Patient education and fall prevention experience
- Epic charting
`;

const BACKEND_POSTING = `Backend Engineer, Platform Reliability
Cobalt Harbor is hiring a backend engineer to keep our logistics platform fast and reliable.

What you will do
- Build and operate services in Go and Python on Kubernetes
- Own monitoring and alerting with Prometheus and Grafana

Requirements
- 3+ years of backend development
- Go or Python in production
- PostgreSQL and Redis
- Monitoring, observability and incident response
- Docker and Kubernetes
`;

const BACKEND = `Marta Kowalczyk-Nowak
Senior Backend Engineer
Kraków, Poland | marta@example.com

SUMMARY
Backend engineer with nine years of experience building payment systems in Go and Java.

EXPERIENCE
Senior Backend Engineer, Allegro, Poznań, Poland | Mar 2021 - Present
- Led the migration of 14 payment services from a shared PostgreSQL database to per-service
  schemas, cutting cross-team deploy conflicts from weekly to none in six months
- Designed an idempotent settlement API in Go that processes 2.3 million transactions a day
  with exactly-
  once booking into the ledger
- Mentored four engineers; two now lead their own teams

Backend Engineer, Synerise, Kraków, Poland | Jun 2017 - Feb 2021
- Cut p99 latency of the profile API from 900 ms to 120 ms with Redis caching and query plans

SKILLS
Go, Java, SQL, PostgreSQL, Redis, RabbitMQ, Docker, Kubernetes, Terraform, Prometheus, Grafana
`;

const lastLine = (s: string) => s.trimEnd().split('\n').pop()!.trim();
const sentences = (t: string) =>
  t
    .split('\n')
    .flatMap((l) => l.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((x) => x.trim())
    .filter(Boolean);

describe('the letter is signed with the resume name', () => {
  it.each([
    ['王小明 (Xiaoming Wang), RN, BSN', 'Xiaoming Wang'],
    ['Jane Doe, CPA', 'Jane Doe'],
    ['Danielle Reyes, SHRM-SCP', 'Danielle Reyes'],
    ['Ελένη Καραγιάννη (Eleni Karagianni), PhD', 'Eleni Karagianni'],
    ['María José García-López', 'María José García-López'],
    ['PRIYA NAIR', 'Priya Nair'],
    ['王小明', '王小明'],
  ])('%s signs as %s', (nameLine, signed) => {
    const resume = `${nameLine}\nChicago, IL | person@example.com\n\nSKILLS\nGo, PostgreSQL`;
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({ resumeText: resume, jobDescription: KAFKA, tone });
      expect(l.content).not.toContain('[Your name]');
      expect(lastLine(l.content)).toBe(signed);
      expect(l.signature).toBe(signed);
    }
  });

  it('with no name anywhere, ends on the sign-off rather than a placeholder', () => {
    const resume = `OBJECTIVE\nScience teacher seeking a new school.\n\nEXPERIENCE\nScience Teacher, Lincoln Middle School, Austin, TX | 2017 - Present\n- Raised the share of students passing the state science test from 61% to 79%`;
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({ resumeText: resume, jobDescription: KAFKA, tone });
      expect(l.content).not.toMatch(/\[Your name\]|\[/);
      expect(lastLine(l.content)).toMatch(/,$/);
      expect(l.signature).toBe('');
    }
    // the name the caller knows signs instead
    const named = writeCoverLetter({
      resumeText: resume,
      jobDescription: KAFKA,
      tone: 'formal',
      candidateName: 'Ana Ruiz',
    });
    expect(lastLine(named.content)).toBe('Ana Ruiz');
  });
});

describe("the letter uses the resume's own evidence", () => {
  it('a nurse for a nurse posting: her measured results, no placeholder, no invented fact', () => {
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({ resumeText: NURSE, jobDescription: NURSE_POSTING, tone });
      expect(l.content).not.toContain('[');
      // results with figures, each exactly as the resume writes them
      expect(l.content).toMatch(/38%/);
      const bulletClaims = l.claims.filter((c) => /^-/.test(c.source) && /\d/.test(c.sentence));
      expect(bulletClaims.length).toBeGreaterThanOrEqual(2);
      for (const c of l.claims)
        for (const n of numbersIn(c.sentence)) expect(numbersIn(NURSE)).toContain(n);
      expect(l.truth.ok).toBe(true);
      expect(l.removed).toEqual([]);
      const title = analyzeJob(NURSE_POSTING).title;
      expect(
        checkLetterTruth(NURSE, l.content, [title, companyFromPosting(NURSE_POSTING, title)]).ok,
      ).toBe(true);
      expect(l.warning).toBeNull();
      expect(l.fit?.poor).toBe(false);
      // the credentials the posting asks for, as the resume lists them
      expect(l.content).toMatch(/California Registered Nurse License/);
    }
  });

  it('never places a placeholder in a letter written from a resume', () => {
    for (const job of [KAFKA, NURSE_POSTING, BACKEND_POSTING])
      for (const resume of [NURSE, BACKEND, 'Jo Rivera\nSKILLS\nExcel'])
        for (const tone of LETTER_TONES)
          expect(
            writeCoverLetter({ resumeText: resume, jobDescription: job, tone }).content,
          ).not.toMatch(/\[[^\]]*\]/);
  });

  it('tells each bullet of the employer it sits under, even where the parser lost the header', () => {
    const resume = `Misaki Sato
Honolulu, HI · misaki.sato@example.com

Experience
Front Office Manager | Waikiki Shores Resort & Spa (612 rooms), Honolulu, HI | Apr 2021 – Present
Lead 38 front desk, concierge and bell staff across three shifts
Cut average check-in time from 9 to 4 minutes with mobile key and pre-arrival registration

Assistant Front Office Manager | Waikiki Shores Resort & Spa, Honolulu, HI | Jun 2018 – Mar 2021
Trained 25 new agents on Opera PMS and service recovery

Guest Services Agent | Hotel Sakura Tower, Tokyo, Japan | Apr 2015 – May 2018
Handled more than 200 check-ins a day, 40% of them international guests
`;
    const posting = `Front Office Manager\nKapalua Bay Resort, Lahaina, HI\n\nRequirements\n- Opera PMS\n- Train and lead front desk agents\n- Fast check-in and guest service`;
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({ resumeText: resume, jobDescription: posting, tone });
      for (const s of sentences(l.content)) {
        if (/trained 25 new agents/.test(s)) expect(s).not.toMatch(/Sakura/);
        if (/check-in time/.test(s)) expect(s).not.toMatch(/Sakura/);
      }
      expect(l.content).not.toMatch(/\(612 rooms\)|Honolulu, HI/);
    }
  });
});

describe('natural sentences from the resume facts', () => {
  it('turns bullets into first-person clauses, keeps figures exact and drops the city from the employer', () => {
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({ resumeText: BACKEND, jobDescription: BACKEND_POSTING, tone });
      expect(l.content).not.toMatch(/I have done this work, and done it well|speak for themselves/);
      expect(l.content).not.toMatch(/Poznań|Kraków, Poland|Allegro,\s+Poland/);
      expect(l.content).toMatch(/Allegro/);
      // a past-tense bullet speaks in the first person, lower case, with its figures as written
      expect(l.content).toMatch(/\bI (?:also )?(?:led|cut|designed|mentored) /);
      expect(l.content).not.toMatch(/\bI (?:Led|Cut|Designed|Mentored)\b/);
      // a word broken over a line end is whole again
      expect(l.content).not.toMatch(/exactly- once/);
      // no skill is named as a bare fragment ("Your posting asks for Go.")
      expect(l.content).not.toMatch(/(?:asks for|calls for) [A-Za-z ,]{1,30}\.\s/);
      // openings vary: no two sentences in a row open with the same two words,
      // and the body paragraphs do not all open alike
      const all = sentences(l.content);
      for (let i = 1; i < all.length; i++) {
        const a = all[i - 1]!.split(/\s+/).slice(0, 2).join(' ');
        const b = all[i]!.split(/\s+/).slice(0, 2).join(' ');
        expect(`${i}: ${b}`).not.toBe(`${i}: ${a}`);
      }
      const paragraphs = l.content.split('\n\n').slice(1, -2);
      const openers = paragraphs.map((p) => p.split(/\s+/)[0]);
      expect(new Set(openers).size).toBeGreaterThan(1);
      expect(l.truth.ok).toBe(true);
      for (const c of l.claims)
        for (const n of numbersIn(c.sentence)) expect(numbersIn(BACKEND)).toContain(n);
    }
  });

  it('speaks of a present-tense or wrapped bullet in the right tense and whole', () => {
    const resume = `Jo Rivera
jo@example.com

EXPERIENCE
Charge Nurse | Bayou City Medical Center, Houston, TX | 03/2021 to Present
- Coordinate assignments for 8-10 RNs per shift; precepted 14 new graduate nurses to date
- Led the unit rollout of bedside shift report, raising nurse communication scores from
  74% to 86%

Staff Nurse | St. Agnes Regional Hospital, San Antonio, TX | 07/2016 to 08/2020
- Manage care for 5-7 post-operative patients per shift
`;
    const posting = `Charge Nurse\nGulf Coast Hospital, Houston, TX\n\nResponsibilities\n- Make patient assignments for RNs\n- Precept new graduate nurses\n- Lead bedside shift report and communication\n- Care for post-operative patients per shift`;
    const l = writeCoverLetter({
      resumeText: resume,
      jobDescription: posting,
      tone: 'professional',
    });
    expect(l.content).toMatch(
      /I coordinate assignments for 8-10 RNs per shift, and I precepted 14/,
    );
    expect(l.content).toMatch(/from 74% to 86%/);
    expect(l.content).toMatch(/I managed care for 5-7 post-operative patients/);
  });
});

describe('a resume that meets few of the requirements', () => {
  it('a nurse for a backend posting: says so plainly, and pairs no look-alike word', () => {
    for (const tone of LETTER_TONES) {
      const l = writeCoverLetter({ resumeText: NURSE, jobDescription: BACKEND_POSTING, tone });
      expect(l.fit?.poor).toBe(true);
      expect(l.warning).toMatch(/^Your resume shows few of this posting's requirements: /);
      expect(l.warning).toMatch(/Kubernetes/);
      // "monitoring" in the posting is not the ward's telemetry monitoring
      expect(l.content).not.toMatch(/monitoring/i);
      expect(l.requirementsCovered).not.toContain('Monitoring');
      for (const c of l.claims) expect(c.requirements).not.toContain('Monitoring');
      expect(l.content).not.toContain('[');
      // it still speaks of her own results, and says the field is different
      expect(l.content).toMatch(/38%|20 minutes/);
      expect(l.content).toMatch(/different field/);
      expect(l.truth.ok).toBe(true);
    }
  });

  it('a matching resume gets no warning', () => {
    const l = writeCoverLetter({
      resumeText: BACKEND,
      jobDescription: BACKEND_POSTING,
      tone: 'formal',
    });
    expect(l.fit?.poor).toBe(false);
    expect(l.warning).toBeNull();
    const none = writeCoverLetter({ jobDescription: BACKEND_POSTING, tone: 'formal' });
    expect(none.fit).toBeNull();
    expect(none.warning).toBeNull();
  });
});

describe('the posting', () => {
  it('reads the company from the line under the title, and a wrapped responsibility whole', () => {
    expect(companyFromPosting(NURSE_POSTING, analyzeJob(NURSE_POSTING).title)).toBe(
      "St. Anne's Hospital",
    );
    const posting = `Charge Nurse\nGulf Coast Methodist Hospital, Houston, TX\n\nWhat you will do\n- Lead the shift: make patient assignments for 7-9 RNs and 3-4 patient care technicians,\n  manage admissions with the house supervisor\n`;
    expect(companyFromPosting(posting, 'Charge Nurse')).toBe('Gulf Coast Methodist Hospital');
    const l = writeCoverLetter({
      resumeText: NURSE,
      jobDescription: posting,
      tone: 'professional',
    });
    expect(l.content).not.toMatch(/technicians,\./);
  });
});
