import { describe, expect, it } from 'vitest';
import { checkTruthfulness } from '../src/truth';
import { optimizeAbout } from '../src/linkedin';
import { scoreAbout } from '../src/linkedin/score';

const RAMBLING = [
  'Hi there, thanks for stopping by my profile!',
  'I am a product manager with a background in customer support and operations.',
  'I have always been passionate about synergy and I am a results-driven, innovative team player who thinks outside the box.',
  'In my free time I like hiking, cooking and reading about history.',
  'I started my career answering support tickets and learned a lot about what customers actually need.',
  'Over the years I moved into operations and then into product, where I work closely with engineers and designers.',
  'I enjoy turning messy customer feedback into clear roadmaps that teams can act on.',
  'Anyway, at my last job I somehow managed to cut onboarding time by 40% which was pretty cool.',
  'I also led a team of 6 through a billing migration that kept 98% of customers on the new plans.',
  'Honestly I think I am pretty good at SQL and I use Jira and Figma every day.',
  'We also launched a self-serve help center that reduced support tickets by 25% in two quarters.',
  'I believe good products come from listening to customers and measuring what they do.',
  'I like to say I am a hard-working, detail-oriented self-starter.',
].join(' ');

const SHORT = 'I am a nurse. I care for patients on a busy surgical ward and I train new staff.';

const input = {
  currentAbout: RAMBLING,
  targetRole: 'Senior Product Manager',
  industry: 'Technology',
  keywords: ['SQL', 'Kubernetes', 'roadmaps'],
};

const figures = (s: string) => s.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe('optimizeAbout', () => {
  const r = optimizeAbout(input);

  it('opens with the target role and the strongest result in the first 300 characters', () => {
    const head = r.optimizedAbout.slice(0, 300);
    expect(head).toContain('Senior Product Manager');
    expect(head).toMatch(/\d+%/);
    expect(head).toContain('I am a product manager');
  });

  it('puts no figure in the output that the input does not hold', () => {
    const have = new Set(figures(RAMBLING));
    for (const f of figures(r.optimizedAbout)) expect(have.has(f), f).toBe(true);
  });

  it('weaves in supported keywords and suggests, never claims, unsupported ones', () => {
    expect(r.keywordsUsed).toEqual(expect.arrayContaining(['SQL', 'roadmaps']));
    expect(r.keywordsUsed).not.toContain('Kubernetes');
    expect(r.optimizedAbout).not.toMatch(/kubernetes/i);
    expect(r.suggestions.some((s) => s.includes('Kubernetes'))).toBe(true);
  });

  it('counts one sentence, figure or buzzword in the singular', () => {
    const parts = (text: string) =>
      scoreAbout({
        text,
        role: 'Registered Nurse',
        industry: '',
        keywords: [],
        minWords: 150,
        maxWords: 300,
      }).parts;
    const detail = (text: string, id: string) => parts(text).find((p) => p.id === id)!.detail;
    expect(detail(SHORT, 'readability')).toMatch(/^2 sentences, /);
    const one = 'I am a synergy-minded nurse who cut falls by 30% on my ward.';
    expect(detail(one, 'readability')).toMatch(/^1 sentence, /);
    expect(detail(one, 'specificity')).toMatch(/^1 sentence with figures, .*, 1 buzzword$/);
    expect(detail(one, 'achievements')).toBe('1 result with figures');
  });

  it('keeps within the word guide, with a call to action, and drops buzzwords', () => {
    const words = r.optimizedAbout.split(/\s+/).filter((w) => /\w/.test(w)).length;
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(300);
    expect(r.optimizedAbout).toMatch(/send me a message/);
    expect(r.optimizedAbout).not.toMatch(/synergy|self-starter|somehow|which was pretty cool/i);
  });

  it('scores 0-100 integers, higher for the rewrite than for the original', () => {
    for (const n of [r.engagementScore, r.recruiterAppeal, r.original.engagementScore]) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThanOrEqual(100);
    }
    expect(r.engagementScore).toBeGreaterThan(r.original.engagementScore);
    expect(r.recruiterAppeal).toBeGreaterThan(r.original.recruiterAppeal);
    for (const of of ['engagement', 'recruiter'] as const) {
      const sum = r.scoreParts.filter((p) => p.scoreOf === of).reduce((a, p) => a + p.weight, 0);
      expect(sum).toBeCloseTo(1, 2);
    }
    expect(r.improvements.some((i) => /98%.*first 300 characters/.test(i))).toBe(true);
  });

  it('passes the truthfulness check and cites a source sentence for each claim', () => {
    expect(r.truth.ok).toBe(true);
    // with the role the user typed allowed as what they seek, the prose check finds nothing new
    const check = checkTruthfulness(`${RAMBLING}\n${input.targetRole}`, r.optimizedAbout, {
      document: 'prose',
    });
    expect(check.violations).toEqual([]);
    expect(r.claims.length).toBeGreaterThan(3);
    for (const c of r.claims) {
      expect(RAMBLING).toContain(c.source);
      expect(r.optimizedAbout).toContain(c.sentence);
    }
  });

  it('gives a short About a short result and suggestions, never padding', () => {
    const s = optimizeAbout({
      currentAbout: SHORT,
      targetRole: 'Charge Nurse',
      industry: 'Healthcare',
    });
    expect(s.optimizedAbout.slice(0, 300)).toContain('Charge Nurse');
    expect(figures(s.optimizedAbout)).toEqual([]);
    expect(s.optimizedAbout.split(/\s+/).length).toBeLessThan(80);
    expect(s.suggestions.some((x) => /150 to 300/.test(x))).toBe(true);
    expect(s.truth.ok).toBe(true);
  });

  it('is deterministic', () => {
    expect(optimizeAbout(input)).toEqual(r);
  });

  it('does not throw on empty, whitespace or hostile text', () => {
    for (const about of [
      '',
      '   \n\t ',
      '.'.repeat(10_000),
      'a'.repeat(10_000),
      '1 '.repeat(5_000),
    ]) {
      const x = optimizeAbout({ currentAbout: about, targetRole: 'Data Analyst' });
      expect(Number.isInteger(x.engagementScore)).toBe(true);
      expect(x.truth.ok).toBe(true);
    }
    expect(() =>
      optimizeAbout({ currentAbout: undefined as never, targetRole: undefined as never }),
    ).not.toThrow();
  });
});

describe('company abbreviations', () => {
  it('keeps "Pvt. Ltd." inside its sentence and never returns an untraceable employer', () => {
    for (const currentAbout of [
      'I work at Osmoflo Engineering Services Pvt. Ltd. description - along with project management I prepared electrical design basis documents for 12 projects. I reviewed electrical drawings.',
      'I spent 1 year in SANARCO ENGINEERING PVT. LTD. as a mechanical design engineer.',
    ]) {
      const r = optimizeAbout({ currentAbout, targetRole: 'Electrical Engineer' });
      expect(r.truth.ok).toBe(true);
      expect(r.optimizedAbout).toMatch(/Pvt\. Ltd\.|PVT\. LTD\./);
      expect(r.optimizedAbout).not.toMatch(/(?:Pvt|PVT)\.\s+I\b/);
    }
  });
});

describe('a rewrite written elsewhere', () => {
  it('is traced to the About, scored the same way, and loses what it invented', () => {
    const rewrite = [
      "I'm a product manager looking for a Senior Product Manager role.",
      'At my last job I cut onboarding time by 40%.',
      'Before that I led the platform team at Google for 6 years.',
      'I use SQL, Jira and Figma every day.',
      "I'm open to Senior Product Manager opportunities. Send me a message.",
    ].join(' ');
    const r = optimizeAbout(input, { rewrite });
    expect(r.optimizedAbout).not.toMatch(/Google/);
    expect(r.truth.ok).toBe(true);
    const latency = r.claims.find((c) => c.sentence.includes('40%'));
    expect(latency?.source).toMatch(/40%/);
    expect(r.improvements.join(' ')).not.toMatch(/Grouped|Moved your strongest/);
    const engine = optimizeAbout(input);
    expect(r.original).toEqual(engine.original);
  });
});

describe('a nurse moving into informatics', () => {
  const about = `I'm a registered nurse with 7 years on a busy surgical ward at St. Mary's Hospital. I love what I do. I trained 15 new nurses on our post-op protocols and helped cut medication errors on our unit by 30% after we introduced barcode scanning. I am passionate, hard-working and a team player. Outside work I run half marathons. I'm now looking to move into nurse education or a clinical informatics role where I can help hospitals get more out of their EHR (Epic).`;
  const r = optimizeAbout({
    currentAbout: about,
    targetRole: 'Clinical Informatics Nurse',
    industry: 'Healthcare',
    keywords: ['Epic', 'training', 'SQL'],
  });

  it('keeps "St. Mary\'s Hospital" as the user wrote it and rewrites', () => {
    expect(r.improvements.join(' ')).not.toMatch(/Kept your About as written/);
    expect(r.optimizedAbout).toMatch(/St\. Mary's Hospital/);
  });

  it('counts "I trained 15 new nurses" as training, and the job title as no skill', () => {
    expect(r.keywordsUsed).toContain('training');
    expect(r.suggestions.join(' ')).not.toMatch(/"training"/);
    expect(r.suggestions.join(' ')).toMatch(/"SQL"/);
    expect(r.optimizedAbout).not.toMatch(/Skills I bring:[^.]*registered nurse/);
  });

  it('never says it left out a sentence that is in the rewrite', () => {
    const left = r.improvements.find((i) => i.startsWith('Left out'));
    if (left) expect(r.optimizedAbout).not.toContain(/"(.*?)(?:\.\.\.)?"/.exec(left)![1]!);
  });
});

describe('names of organisations', () => {
  it('never lists the tail of an employer’s name as a skill', () => {
    const r = optimizeAbout({
      currentAbout:
        "I'm a backend engineer. For five years I have built payment APIs in Python and Go at Northline Logistics, where I cut p99 latency by 40%. I mentor junior engineers.",
      targetRole: 'Senior Backend Engineer',
    });
    expect(r.optimizedAbout).toMatch(/Skills I bring: [^.]*Python/);
    expect(r.optimizedAbout).not.toMatch(/Skills I bring: [^.]*Logistics/);
  });
});
