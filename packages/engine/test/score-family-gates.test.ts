/**
 * The role-family and hard-gate parts of the ATS score, and the calibrated display: each reads
 * as a person would read it and explains itself in the breakdown.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, profileResume } from '../src';
import { displayScore } from '../src/ats/calibrate';
import { familyFit, titleFamilies } from '../src/ats/family';
import { gateResults, gateScore } from '../src/ats/gates';
import { fixture } from './helpers';

const backend = profileResume(fixture('resume-backend-fernway.txt'));
const component = (r: ReturnType<typeof analyzeResume>, id: string) =>
  r.components.find((c) => c.id === id)!;

describe('role family', () => {
  it('reads the kind of work a title names, the specific family before general software', () => {
    expect(titleFamilies('Senior Machine Learning Engineer')).toEqual(['ml']);
    expect(titleFamilies('Frontend Engineer')).toEqual(['frontend']);
    expect(titleFamilies('Software Engineer')).toEqual(['backend']);
    expect(titleFamilies('Full Stack Developer')).toEqual(
      expect.arrayContaining(['frontend', 'backend']),
    );
    expect(titleFamilies('Registered Nurse')).toEqual(['clinical']);
    expect(titleFamilies('Office Plant')).toEqual([]);
    expect(titleFamilies('Research Scientist, Neuroinflammation')).toContain('science');
    expect(titleFamilies('Postdoctoral Researcher, Neuroimmunology')).toEqual(['science']);
    expect(titleFamilies('Senior Data Scientist')).not.toContain('science');
    expect(titleFamilies('Restaurant Manager')).toEqual(['hospitality']);
    expect(titleFamilies('Front Desk Supervisor')).toEqual(['hospitality']);
    expect(titleFamilies('Supply Chain Analyst')).toContain('logistics');
  });

  it('matches a backend resume to a backend posting, not to a nursing one', () => {
    const be = familyFit(analyzeJob(fixture('jd-senior-backend-kafka.txt')), backend);
    const rn = familyFit(analyzeJob(fixture('jd-registered-nurse.txt')), backend);
    expect(be.score).toBeGreaterThan(80);
    expect(rn.score ?? 0).toBeLessThan(20);
    expect(be.job[0]!.name).toContain('backend');
  });

  it('reads server-side frameworks as backend work when the resume names no title', () => {
    const java = profileResume(
      'SKILLS\nJava, J2EE, Spring, Hibernate, Apache Tomcat, Oracle\n\nEXPERIENCE\nBuilt order services with Spring and Hibernate.',
    );
    const dotnet = profileResume('SKILLS\nC#, ASP.NET MVC, Entity Framework, SQL Server');
    const job = analyzeJob(fixture('jd-senior-backend-kafka.txt'));
    for (const r of [java, dotnet]) {
      const fit = familyFit(job, r);
      expect(fit.resume[0]!.name).toContain('backend');
      expect(fit.score).toBeGreaterThan(50);
    }
  });
  it('does not read customer onboarding as HR work', () => {
    const job = analyzeJob(
      'Onboarding Specialist\n\nGet new retail customers live on our platform: onboarding, POS setup and staff training. Track progress in Salesforce and hand over to Customer Success.',
    );
    const fit = familyFit(job, backend);
    expect(fit.job.map((f) => f.name)).not.toContain('HR and recruiting');
  });

  it('reads a distribution centre posting from its skills when its title names no field', () => {
    const job = analyzeJob(
      'Operations Manager\nRequirements\n- Experience running warehouse operations and inventory management\n- Our WMS and SAP\n- Logistics and procurement with carriers',
    );
    const logistics = profileResume(
      'Sam Lee\nLogistics Manager\nEXPERIENCE\nLogistics Manager, Portline, 2019 - Present\n- Ran warehouse operations and inventory management for 3 sites\n- Moved our WMS to a new vendor\nSKILLS\nSupply chain management, procurement',
    );
    const fit = familyFit(job, logistics);
    expect(fit.job[0]!.name).toBe('logistics and supply chain');
    expect(fit.score!).toBeGreaterThan(80);
    expect(familyFit(job, backend).score ?? 0).toBeLessThan(20);
  });

  it('explains the family part with what each side reads as', () => {
    const r = analyzeResume(
      fixture('resume-backend-fernway.txt'),
      fixture('jd-registered-nurse.txt'),
    );
    const c = component(r, 'role-family');
    expect(c.label).toBe('Kind of work');
    expect(c.detail).toMatch(/The posting reads as clinical care/);
    expect(c.detail).toMatch(/your resume as .*backend/);
  });
});

describe('hard gates', () => {
  const job = (req: string) =>
    analyzeJob(`Software Engineer\nRequirements\n- 3+ years of Python\n- ${req}`);

  it('reads a clearance the resume does not show as not met, with the posting’s words', () => {
    const g = gateResults(job('Active Secret clearance required.'), backend);
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ kind: 'clearance', required: true, met: false });
    expect(g[0]!.reason).toContain('Active Secret clearance required');
    expect(gateScore(g)).toBe(0);
  });

  it('leaves a work-authorisation rule the resume says nothing about out of the score', () => {
    const g = gateResults(job('We are unable to sponsor visas now or in the future.'), backend);
    expect(g[0]).toMatchObject({ kind: 'authorisation', met: null });
    expect(g[0]!.reason).toContain('not counted against you');
    expect(gateScore(g)).toBeNull();
  });

  it('names a degree above the candidate’s as a gate', () => {
    const g = gateResults(job('PhD in Computer Science or a related field.'), backend);
    expect(g.some((x) => x.kind === 'degree' && x.met === false)).toBe(true);
  });

  it('shows the gates in the breakdown and as a check', () => {
    const text = `Software Engineer\nRequirements\n- Python, Go and PostgreSQL\n- Active Secret clearance required.`;
    const r = analyzeResume(fixture('resume-backend-fernway.txt'), text);
    expect(component(r, 'gates').detail).toContain('security clearance');
    expect(r.checks.find((c) => c.id === 'hard-requirements')).toMatchObject({ passed: false });
  });
});

describe('the displayed score', () => {
  it('is a monotone map of the raw score onto 0..100', () => {
    let prev = -1;
    for (let raw = 0; raw <= 100; raw += 0.5) {
      const d = displayScore(raw);
      expect(d).toBeGreaterThanOrEqual(prev);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(100);
      prev = d;
    }
  });
});
