import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, getSkill } from '../src';
import { fixture } from './helpers';

describe('analyzeJob', () => {
  const job = analyzeJob(fixture('jd-backend.txt'));
  const skill = (name: string) => job.skills.find((s) => s.name === name);

  it('finds title, seniority, years and education', () => {
    expect(job.title).toBe('Senior Backend Engineer');
    expect(job.seniority).toBe('senior');
    expect(job.yearsRequired).toBe(5);
    expect(job.education).toMatchObject({ level: 3, field: 'Computer Science', required: true });
  });

  it('separates required from preferred skills', () => {
    for (const n of [
      'Python',
      'Go',
      'PostgreSQL',
      'Kubernetes',
      'Docker',
      'Amazon Web Services',
      'REST APIs',
      'Distributed Systems',
    ]) {
      expect(skill(n)?.required, n).toBe(true);
    }
    for (const n of ['Terraform', 'gRPC', 'GraphQL']) expect(skill(n)?.required, n).toBe(false);
    expect(job.requiredSkills.every((s) => s.required)).toBe(true);
    expect(job.preferredSkills.every((s) => !s.required)).toBe(true);
  });

  it('weights required above preferred, and repetition and title up', () => {
    expect(skill('Python')!.weight).toBeGreaterThan(skill('Terraform')!.weight);
    expect(skill('Kubernetes')!.count).toBeGreaterThanOrEqual(2);
    const sorted = [...job.skills].sort((a, b) => b.weight - a.weight);
    expect(job.skills).toEqual(sorted);
    const backend = skill('Backend Development');
    expect(backend?.inTitle).toBe(true);
  });

  it('ignores skills named only in the benefits or company blurb', () => {
    // "insurance" appears only under Benefits
    expect(skill('Insurance')).toBeUndefined();
  });

  it('reads what the company makes, before the first heading, as no skill asked', () => {
    const j = analyzeJob(
      [
        'Onboarding Specialist',
        'Cactus Ledger builds point-of-sale and inventory software for independent retailers.',
        'We are a team of 40 in Scottsdale.',
        'We build our apps with React and Go.',
        'This is a role for someone who has run a store and knows Salesforce.',
        'Requirements',
        '- Experience training staff on POS systems',
      ].join('\n'),
    );
    const names = j.skills.map((s) => s.name.toLowerCase());
    expect(names.some((n) => n.includes('inventory'))).toBe(false);
    // a sentence about the role still asks
    expect(names).toContain('salesforce');
    // nor one that says how the work is done
    expect(names).toEqual(expect.arrayContaining(['react', 'go']));
  });

  it('reads a company sentence that wraps onto the next line, and a heading, as no skill asked', () => {
    const j = analyzeJob(
      [
        'Human Resources Manager',
        'Blue Ridge Community Health Network runs 18 clinics in western North Carolina and',
        'sets money aside for tax planning for its 750 employees.',
        '',
        'Responsibilities',
        '- Lead recruiting and onboarding',
        '',
        'Compensation and benefits',
        'Base salary $80,000 plus medical, dental and a 401(k).',
      ].join('\n'),
    );
    const names = j.skills.map((s) => s.name.toLowerCase());
    expect(names.some((n) => /tax|compensation/.test(n))).toBe(false);
    expect(names).toContain('recruiting');
  });

  it('reads a parenthesis of named skills after a skill as its examples, any of which meets it', () => {
    const j = analyzeJob(
      'HR Manager\nRequirements\n- Strong knowledge of employment law (FLSA, FMLA, ADA, Title VII)\n- Message queues (RabbitMQ, Kafka)\n- Recruiting (for nurses and medical assistants across our clinics)',
    );
    const law = j.skills.find((s) => s.name.toLowerCase() === 'employment law')!;
    expect(law.alternatives?.length).toBeGreaterThanOrEqual(2);
    expect(j.skills.find((s) => s.name === 'FLSA')).toBeUndefined();
    const queues = j.skills.find((s) => s.alternatives?.length && /queue/i.test(s.name));
    expect(queues).toBeDefined();
    // a clause in brackets is no list of examples
    expect(j.skills.find((s) => s.name === 'Recruiting')?.alternatives ?? []).toEqual([]);
  });

  it("reads a degree's fields as one choice, unless a field is also asked for elsewhere", () => {
    const j = analyzeJob(
      "Data Analyst\nRequirements\n- Python and SQL\n- Bachelor's degree in statistics, mathematics, economics, computer science or similar",
    );
    const asked = j.skills.filter((s) => /statistics|computer science/i.test(s.name));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.alternatives?.length).toBe(1);
    const k = analyzeJob(
      'Data Analyst\nRequirements\n- Solid statistics: regression and experiment design\n- Degree in statistics, economics, computer science or a related field',
    );
    const stats = k.skills.find((s) => s.name === 'Statistics')!;
    expect(stats.alternatives ?? []).toEqual([]);
    // a field of study among others is asked for, never required
    expect(k.skills.find((s) => s.name.toLowerCase() === 'computer science')?.required).toBe(false);
  });

  it("does not read the employer's name as a skill", () => {
    const j = analyzeJob(
      [
        'Data Engineer',
        'Echo Global Logistics builds software that helps shippers plan and track freight.',
        'As a Data Engineer on the Echo Global Logistics team, you will build pipelines in Python.',
        'C Space is a customer agency; C Space colleagues work with SQL every day.',
        'Requirements',
        '- 3+ years of experience with Python and SQL',
        'Greater New York Mutual Insurance Company is an equal opportunity employer.',
      ].join('\n'),
    );
    const names = j.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(names).not.toContain('logistics');
    expect(names).not.toContain('C');
    expect(names).not.toContain('Insurance');
  });

  it('does not read the company line under the title as skills', () => {
    const skillsOf = (company: string) =>
      analyzeJob(
        ['Project Manager', company, '', 'Requirements', '- PMP and Kubernetes'].join('\n'),
      ).skills.map((s) => s.name);
    expect(skillsOf('Nimbus Cloud Inc. - Remote')).not.toContain('Cloud Computing');
    expect(skillsOf('Agile Solutions Ltd, London')).not.toContain('Agile');
    // a legal form names the company only when it closes the capitalised words
    expect(skillsOf('Requirements: Agile delivery, Kubernetes')).toContain('Agile');
  });

  it('does not read a product the posting presents as the employer as a skill', () => {
    const posting = (intro: string) =>
      analyzeJob(
        ['Machine Learning Engineer', intro, 'Requirements', '- Python and PyTorch'].join('\n'),
      ).skills.map((s) => s.name);
    for (const intro of [
      'TikTok is the leading destination for short-form mobile video.',
      "At TikTok, our mission is to inspire creativity. TikTok's global headquarters are in Los Angeles.",
      'TikTok is committed to creating an inclusive space where employees are valued.',
    ])
      expect(posting(intro)).not.toContain('TikTok');
    // asked for as a skill, it is one
    expect(posting('You will grow our audiences on TikTok and Instagram.')).toContain('TikTok');
    expect(posting('Python is a must.')).toContain('Python');
  });

  it('still reads the same words as skills when they are asked for', () => {
    const j = analyzeJob(
      [
        'Data Engineer',
        'Acme Freight builds software for shippers.',
        'Requirements',
        '- Experience in logistics or insurance is a plus',
        '- Strong C and Python; Advanced Excel skills',
      ].join('\n'),
    );
    const names = j.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['logistics', 'C', 'Python', 'Excel']));
    // "logistics or insurance": one requirement that either meets
    const logistics = j.skills.find((s) => s.name === 'logistics')!;
    expect(logistics.alternatives?.map((id) => getSkill(id).name)).toEqual(['Insurance']);
  });

  it('reads "nice to have" / "a plus" cues and short postings', () => {
    const j = analyzeJob(fixture('jd-frontend.txt'));
    expect(j.title).toBe('Frontend Engineer');
    expect(j.yearsRequired).toBe(3);
    expect(j.skills.find((s) => s.name === 'React')?.required).toBe(true);
    expect(j.skills.find((s) => s.name === 'GraphQL')?.required).toBe(false);
    expect(j.skills.find((s) => s.name === 'Next.js')?.required).toBe(false);
  });

  it('keeps a skill named in a group of alternatives and again alone as itself, once', () => {
    const posting = analyzeJob(
      [
        'Data Engineer',
        'Responsibilities',
        '- Analyse data with tools like Spark, Snowflake and Redshift, prototyping in mostly Scala or another functional language',
        'Requirements',
        '- Experience with Spark is a significant plus',
      ].join('\n'),
    );
    const names = posting.skills.map((s) => s.name);
    expect(names.filter((n) => n === 'Scala')).toHaveLength(1);
    expect(posting.skills.every((s) => s.count > 0)).toBe(true);
    expect(posting.skills.find((s) => s.jobTerm === 'Spark')?.name).toBe('Apache Spark');
  });

  it('lets no alternative stand in for a skill the requirements also ask for alone', () => {
    const alternativesOf = (lines: string[]) =>
      (
        analyzeJob(['Data Analyst', 'Requirements', ...lines].join('\n')).skills.find(
          (s) => s.name === 'Python',
        )?.alternatives ?? []
      ).map((id) => getSkill(id).name);
    const choice = '- Scripting in Python or R';
    expect(alternativesOf([choice])).toEqual(['R']);
    expect(alternativesOf([choice, '- Strong Python required'])).toEqual([]);
    // named alone only as a plus: the choice still stands
    expect(alternativesOf([choice, '- Advanced Python is a plus'])).toEqual(['R']);
  });

  it('ends a "such as" list where its commas and "and" end', () => {
    const posting = analyzeJob(
      [
        'Data Engineer',
        'Requirements',
        '- Analyse data with tools like Spark, Snowflake and Redshift, prototyping in mostly Scala',
      ].join('\n'),
    );
    const alternativesOf = (name: string) =>
      (posting.skills.find((s) => s.name === name)?.alternatives ?? []).map(
        (id) => getSkill(id).name,
      );
    expect(alternativesOf('Apache Spark')).toEqual(
      expect.arrayContaining(['Snowflake', 'Amazon Redshift']),
    );
    expect(alternativesOf('Apache Spark')).not.toContain('Scala');
    expect(posting.skills.find((s) => s.name === 'Scala')).toMatchObject({ count: 1 });
  });

  it('heads a "such as" list with the skill just before it, not the end of a bracketed list', () => {
    const groupOf = (line: string, name: string) => {
      const posting = analyzeJob(['Data Analyst', 'Requirements', `- ${line}`].join('\n'));
      const skill = posting.skills.find(
        (s) => s.name === name || s.alternatives?.some((id) => getSkill(id).name === name),
      );
      return skill
        ? [skill.name, ...(skill.alternatives ?? []).map((id) => getSkill(id).name)]
        : [];
    };
    const databases =
      'Strong understanding of database environments (Mongo, MySQL) including cloud-based ones (AWS)';
    expect(groupOf(databases, 'MySQL')).not.toContain('Cloud Computing');
    expect(
      groupOf(
        'Experience with storage systems (NoSQL databases) like MongoDB or Cassandra',
        'NoSQL',
      ),
    ).toEqual(expect.arrayContaining(['NoSQL', 'MongoDB', 'Cassandra']));
    expect(groupOf('Public cloud platforms (such as AWS or Azure)', 'Cloud Computing')).toEqual(
      expect.arrayContaining(['Cloud Computing', 'Amazon Web Services', 'Microsoft Azure']),
    );
  });

  it('reads a sentence on past "e.g."', () => {
    const posting = analyzeJob(
      [
        'Data Scientist',
        'Requirements',
        '- Experience with common data science libraries (e.g. Pandas, NumPy, PyTorch)',
        '- Knowledge of e-commerce concepts (e.g. lifetime value, churn) is a plus, and of Docker',
      ].join('\n'),
    );
    const pandas = posting.skills.find((s) => s.name === 'Pandas');
    expect(pandas?.alternatives?.map((id) => getSkill(id).name)).toEqual(
      expect.arrayContaining(['NumPy', 'PyTorch']),
    );
    expect(posting.skills.find((s) => s.name === 'Docker')?.required).toBe(false);
  });

  it('keeps asked-for experience out of the benefits', () => {
    const posting = analyzeJob(
      [
        'Data Scientist',
        'Requirements',
        '- Two or more years of experience working with insurance data and insurance claims preferred',
        '- Proficiency using cloud environments; experience with Docker',
      ].join('\n'),
    );
    const names = posting.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Insurance', 'Docker', 'Cloud Computing']));
    expect(posting.skills.find((s) => s.name === 'Insurance')?.required).toBe(false);
  });

  it('does not read a clearance, business objectives or operating systems as tools', () => {
    const posting = analyzeJob(
      [
        'Data Scientist',
        'Requirements',
        '- Candidate must possess an active TS/SCI with polygraph',
        '- Align models with business objectives and build constructive relationships',
        '- Experience with Linux operating systems and statistical estimation',
      ].join('\n'),
    );
    const names = posting.skills.map((s) => s.name);
    for (const wrong of [
      'TypeScript',
      'SAP Business Objects',
      'Microsoft operating system',
      'Civil Engineering',
    ])
      expect(names).not.toContain(wrong);
    expect(names).toContain('Linux');
  });

  it('does not read a partnership as business development', () => {
    const posting = analyzeJob(
      'Data Engineer\nRequirements\n- Drive an engineering culture in partnership with product teams and data partnerships',
    );
    expect(posting.skills.map((s) => s.name)).not.toContain('Business Development');
    const seller = analyzeJob(
      'Sales Lead\nRequirements\n- Build strategic partnerships with resellers',
    );
    expect(seller.skills.map((s) => s.name)).toContain('Business Development');
  });

  it('does not read production or productivity as product', () => {
    const posting = analyzeJob(
      'Software Engineer\nRequirements\n- Experience writing production software\n- Production Management of a video product',
    );
    const names = posting.skills.map((s) => s.name);
    expect(names).not.toContain('Productivity software');
    expect(names).not.toContain('Product Management');
    expect(names).not.toContain('Video Editing');
  });

  it('maps titles to seniority levels', () => {
    const s = (t: string) => analyzeJob(`${t}\n\nRequirements\n- Python`).seniority;
    expect(s('Software Engineering Intern')).toBe('intern');
    expect(s('Junior Developer')).toBe('junior');
    expect(s('Staff Engineer')).toBe('lead');
    expect(s('Engineering Manager')).toBe('manager');
    expect(s('Director of Engineering')).toBe('director');
    expect(s('VP of Engineering')).toBe('executive');
    expect(s('Software Engineer')).toBe('mid');
    expect(s('Partner, Corporate Law')).toBe('executive');
    // a business partner is no firm's partner
    expect(s('HR Business Partner - Manufacturing Operations')).toBe('mid');
    expect(s('Senior People Partner')).toBe('senior');
  });

  it('finds education phrased with "or" and keeps the lowest level', () => {
    const j = analyzeJob(
      "Data Scientist\nRequirements\n- Master's or PhD in Statistics, Mathematics or a related field\n- 2+ years of experience with Python",
    );
    expect(j.education?.level).toBe(4);
    expect(j.yearsRequired).toBe(2);
  });

  it('tells years the posting requires from years it only prefers', () => {
    const both = analyzeJob(
      'Data Analyst\nRequirements\n- 3+ years of experience with SQL\nPreferred\n- 7+ years in analytics',
    );
    expect(both.yearsRequired).toBe(3);
    expect(both.yearsPreferred).toBe(false);
    const preferred = analyzeJob(
      'Data Analyst\nRequirements\n- Strong SQL\nNice to have\n- 5+ years in analytics',
    );
    expect(preferred.yearsRequired).toBe(5);
    expect(preferred.yearsPreferred).toBe(true);
  });

  it('costs half as much for years a posting only prefers, and says so', () => {
    const resume =
      'Ana Ruiz\nData Analyst\nEXPERIENCE\nData Analyst, Brightline, Jan 2022 - Jan 2024\n- Built SQL reports for 12 teams\nSKILLS\nSQL, Tableau';
    const experience = (jd: string) =>
      analyzeResume(resume, jd).components.find((c) => c.id === 'experience')!;
    const required = experience(
      'Data Analyst\nRequirements\n- 6+ years of experience\n- SQL, Tableau',
    );
    const preferred = experience(
      'Data Analyst\nRequirements\n- SQL, Tableau\nNice to have\n- 6+ years of experience',
    );
    expect(preferred.score).toBeGreaterThan(required.score);
    expect(preferred.detail).toMatch(/preferred, not required/);
    expect(required.detail).not.toMatch(/preferred/);
  });
});

describe('extractSkillPhrases', () => {
  it('finds activity and object phrases beyond the taxonomy', async () => {
    const { extractSkillPhrases } = await import('../src');
    const phrases = extractSkillPhrases(
      'Key duties: managing supplier relationships; reducing costs across sites. Experience of payroll reconciliation is needed.',
    ).map((p) => p.text);
    expect(phrases).toEqual(
      expect.arrayContaining([
        'managing supplier relationships',
        'reducing costs',
        'payroll reconciliation',
      ]),
    );
  });
});
