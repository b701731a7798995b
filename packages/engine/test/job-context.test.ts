/**
 * A word that names a skill in one field and something else in another is read by the posting
 * it is in: a verb, a law, money, a school team, a hotel system or a cook is no skill to add.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJob, findSkills, getSkill } from '../src';

const skillsOf = (posting: string) => {
  const a = analyzeJob(posting);
  return [...a.requiredSkills, ...a.preferredSkills].map((s) => s.name);
};
const named = (text: string) => findSkills(text).map((m) => getSkill(m.skillId).name);

describe('skills read in their own field', () => {
  it.each([
    [
      'HR Business Partner\n\nRequirements\n- Use Workday data to report on turnover and act on the trends\n- Working knowledge of FMLA, ADA, FLSA and I-9 requirements',
      ['Act!', 'Ada'],
    ],
    [
      'Junior Financial Analyst\n\nThe salary is $55,000-$62,000 CAD a year.\n\nRequirements\n- Excel and financial analysis',
      ['CAD'],
    ],
    [
      'Dual Language Teacher\n\nRequirements\n- Collaborate with your grade-level PLC (professional learning community) every week',
      ['PLC Programming'],
    ],
    [
      'Front Office Manager\n\nRequirements\n- Strong working knowledge of Opera PMS\n- Medical and dental plans for you and your family',
      ['Practice management software PMS'],
    ],
    [
      'Restaurant General Manager\n\nResponsibilities\n- Work with the Head Chef on menu execution, stock control and waste',
      ['Chef'],
    ],
    [
      'Enterprise Account Executive\n\nResponsibilities\n- Build pipeline with your SDR partner and close new logos\n- Logistics software experience is a plus',
      ['CI/CD'],
    ],
    [
      'Line Cook\n\nRequirements\n- Two years on a busy line\n\nWe pay $19-$23 per hour plus tip share, staff meals, paid time off and health\ninsurance for full-time staff.',
      ['Insurance'],
    ],
    [
      'Backend Engineer\n\nAt Acme, we inspire creativity. Join an innovative team and help us drive innovation.\n\nResponsibilities\n- Improve the end-user experience of our API\n- Contribute to the continuous improvement of our development processes',
      ['Creativity', 'UX Design', 'Lean'],
    ],
    [
      'HR Manager at Maple Financial\n\nResponsibilities\n- Manage annual benefits renewal and open enrollment with our broker\n\nCompensation $90,000, paid PE renewal',
      ['Renewals'],
    ],
    [
      'Product Designer at Maple Financial\n\nResponsibilities\n- Audit product surfaces for consistency and accessibility',
      ['Auditing'],
    ],
    [
      'Growth Marketer\n\nResponsibilities\n- Run a rigorous testing programme with our data team and report on CAC',
      ['Software Testing'],
    ],
  ])('%#: no false skill', (posting, absent) => {
    const skills = skillsOf(posting);
    for (const name of absent) expect(skills).not.toContain(name);
  });

  it('reads troubleshooting as itself, not as a technical support role', () => {
    const skills = skillsOf(
      'Backend Engineer\n\nResponsibilities\n- Troubleshoot production issues and own the on-call rota',
    );
    expect(skills).toContain('Troubleshooting');
    expect(skills).not.toContain('Technical Support');
    expect(skillsOf('IT Support Analyst\n\nRequirements\n- Two years on a help desk')).toContain(
      'Technical Support',
    );
  });

  it('still reads renewals, audits and software testing where they are asked', () => {
    expect(
      skillsOf(
        'Account Manager\n\nRequirements\n- Own renewals and expansion across 40 accounts\n- Support internal audits of financial controls\n- Write and run testing plans with the software engineers',
      ),
    ).toEqual(expect.arrayContaining(['Renewals', 'Auditing', 'Software Testing']));
  });

  it('still reads creativity, UX design and Lean where they are asked', () => {
    const skills = skillsOf(
      'Process Engineer\n\nRequirements\n- Innovative thinking and a creative approach\n- Design user experiences for our operators\n- Lead continuous improvement on the production line',
    );
    expect(skills).toEqual(expect.arrayContaining(['Creativity', 'UX Design', 'Lean']));
  });

  it('still finds each skill where the text is about its field', () => {
    expect(named('Configuration management with Chef and Ansible on Kubernetes')).toContain('Chef');
    expect(named('Troubleshoot PLC faults on Allen-Bradley controls')).toContain('PLC Programming');
    expect(named('Mechanical designer: CAD drafting of shop drawings in SolidWorks')).toContain(
      'CAD',
    );
    expect(named('Embedded software in Ada and SPARK for avionics')).toContain('Ada');
    expect(named('Keep contacts in Act! CRM')).toContain('Act!');
    expect(
      skillsOf(
        'DevOps Engineer\n\nRequirements\n- Own our build pipelines and deploy to Kubernetes from GitHub',
      ),
    ).toContain('CI/CD');
  });
});

describe('a choice listed with names we do not know', () => {
  it('reads "ACCA, CPA, CA or CMA" as one requirement any of them meets', () => {
    const a = analyzeJob(
      'Financial Reporting Manager\n\nRequirements\n- Professional qualification: ACCA, CPA, CA or CMA (required)',
    );
    const required = a.requiredSkills.filter((s) => ['ACCA', 'CPA', 'CMA'].includes(s.name));
    expect(required).toHaveLength(1);
    expect(required[0]!.alternatives?.length).toBe(2);
  });

  it('does not read a phrase between two skills as a list item', () => {
    const a = analyzeJob(
      'Backend Engineer\n\nRequirements\n- Java, experience with cloud or Kafka',
    );
    expect(a.requiredSkills.find((s) => s.name === 'Java')?.alternatives ?? []).toEqual([]);
  });
});

describe("the employer's own words ask for nothing", () => {
  const asked = (...lines: string[]) =>
    analyzeJob(['Backend Engineer', ...lines].join('\n')).skills.map((s) => s.name);
  /** what a posting asking for Go and PostgreSQL asks for, these lines after its requirements */
  const askedAfterGo = (...lines: string[]) =>
    asked('Requirements', '- Go and PostgreSQL', ...lines);

  it('reads a benefits list cut by semicolons as one list', () => {
    expect(
      askedAfterGo(
        'Medical, dental and vision benefits; 401(k) plan; commuter program; life and disability insurance; parental leave.',
      ),
    ).not.toContain('Insurance');
  });

  it('ends a heading glued to its first sentence', () => {
    expect(
      askedAfterGo(
        'CompensationWe offer competitive compensation, startup equity, health insurance, and other benefits.',
      ),
    ).not.toContain('Insurance');
  });

  it('reads hiring notices and the hiring process as no requirement', () => {
    const skills = askedAfterGo(
      'Acme is committed to providing reasonable accommodations in our recruitment processes.',
      'To all recruitment agencies: Acme does not accept agency resumes.',
      'The hiring process',
      'Stage 1: a call with a member of our recruitment team',
    );
    expect(skills).not.toContain('Recruiting');
    expect(skills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
  });

  it("reads a sentence naming the employer's business as the company's, after a heading too", () => {
    const skills = askedAfterGo(
      'About Leopard',
      'Leopard is an early-stage insurtech startup modernising the life insurance market.',
      'Leopard is an insurance company.',
    );
    expect(skills.filter((name) => /insurance/i.test(name))).toEqual([]);
    expect(
      asked('Extra Points', '- Experience in the life insurance industry', 'Requirements', '- Go'),
    ).toContain('Insurance');
  });
});
