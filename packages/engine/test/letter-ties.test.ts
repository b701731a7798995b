/**
 * The sentences a letter ties its evidence with, read across the persona corpus (bench/personas):
 * a tie ("It is the kind of Epic experience you list") names only skills of the bullets it rests
 * on, said after them; the stock line back to the company ("I would bring the same approach to
 * ...") follows a sentence about a bullet, never a credential or a language; the greeting and
 * opening are nothing the letter analysis calls a cliché.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSkills, lookupSkill, readInContext } from '../src/taxonomy';
import { analyzeCoverLetter } from '../src/letter/analyze';
import { showsLeading } from '../src/letter/leading';
import { BANKS, type SlotContext } from '../src/letter/phrases';
import { LETTER_TONES, writeCoverLetter, type CoverLetter } from '../src/letter/write';

const DIR = join(import.meta.dirname, '../../../bench/personas');
const read = (...p: string[]) => readFileSync(join(DIR, ...p), 'utf8');

interface Run {
  id: string;
  tone: (typeof LETTER_TONES)[number];
  resume: string;
  posting: string;
  title: string;
  company: string;
  letter: CoverLetter;
}

/** Every persona's letters for the postings it fits, in every tone (as the persona evaluation writes them). */
const RUNS: Run[] = readdirSync(DIR)
  .filter((d) => /^\d\d-/.test(d))
  .flatMap((id) =>
    ['fit-1', 'fit-2'].flatMap((key) => {
      const resume = read(id, 'resume.txt');
      const posting = read(id, 'jobs', `${key}.txt`);
      const lines = posting.split(/\r?\n/).filter((l) => l.trim());
      const title = lines[0]!.trim();
      const company = (lines[1] ?? '').split(',')[0]!.trim();
      return LETTER_TONES.map((tone) => ({
        id: `${id} ${key} ${tone}`,
        tone,
        resume,
        posting,
        title,
        company,
        letter: writeCoverLetter(
          {
            resumeText: resume,
            jobDescription: posting,
            companyName: company,
            jobTitle: title,
            tone,
          },
          { asOf: { year: 2025, month: 11 } },
        ),
      }));
    }),
  );

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A bullet whole, from the line a claim cites (its wrapped lines joined). */
function bulletAt(resume: string, source: string): string {
  const lines = resume.split('\n');
  const at = lines.findIndex((l) => l.trim() === source);
  let text = source;
  for (let i = at + 1; at >= 0 && i < lines.length && /^\s+\S/.test(lines[i]!); i++)
    text += ` ${lines[i]!.trim()}`;
  return text.toLowerCase();
}

/** The tone's tie wordings as patterns that capture the skills they name. */
function tiePatterns(tone: Run['tone']): RegExp[] {
  const MARK = 'QQSKILLSQQ';
  return BANKS[tone].tie.flatMap((f) =>
    [true, false].flatMap((plural) => {
      const text = f({ skills: MARK, plural });
      return text ? [new RegExp(`^${escape(text).replace(MARK, '(.+?)')}$`)] : [];
    }),
  );
}

/** The tone's sentences after the evidence (credentials, languages, degree, listed skills) as patterns. */
function extras(tone: Run['tone']): RegExp[] {
  const b = BANKS[tone];
  const texts = [
    ...b.credentials.map((f) => f({ list: 'QQ' })),
    ...b.languages.map((f) => f({ list: 'QQ' })),
    ...b.education.map((f) => f({ degree: 'QQ', school: 'QQ' })),
    ...[...b.alsoSkills, ...b.alsoPractices].flatMap((f) =>
      [true, false].map((plural) => f({ skills: 'QQ', plural, alone: false })),
    ),
  ];
  return texts
    .filter((t): t is string => !!t)
    .map((t) => new RegExp(`^${escape(t).replace(/QQ/g, '.+?')}$`));
}

/** Each tie of a run's letter: its sentence, the skills it names, and the resume lines it cites. */
function tiesOf(run: Run): Array<{ sentence: string; named: string; lines: string[] }> {
  const patterns = tiePatterns(run.tone);
  const sources = new Map<string, string[]>();
  for (const c of run.letter.claims)
    sources.set(c.sentence, [...(sources.get(c.sentence) ?? []), bulletAt(run.resume, c.source)]);
  return [...sources].flatMap(([sentence, lines]) => {
    const m = patterns.map((p) => p.exec(sentence)).find(Boolean);
    return m ? [{ sentence, named: m[1]!, lines }] : [];
  });
}

describe('the ties of a letter', () => {
  it('name only skills that the resume lines they cite name', () => {
    const bad: string[] = [];
    let ties = 0;
    for (const run of RUNS) {
      for (const { sentence, lines, named: tied } of tiesOf(run)) {
        ties++;
        for (const skill of tied.toLowerCase().split(/, | and /)) {
          const named = lines.some(
            (l) =>
              l.includes(skill) ||
              (skill === 'leadership' && showsLeading(l)) ||
              // the posting's inflection of the resume's word ("audit" of "audits")
              skill.split(' ').every((w) => l.includes(w.replace(/(?:s|ing|ers?)$/, ''))),
          );
          if (!named) bad.push(`${run.id}: "${skill}" in "${sentence}" <- ${lines.join(' | ')}`);
        }
      }
    }
    expect(ties).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });

  it('never name a skill whose name is an everyday word where its lines use the word otherwise', () => {
    // "cut shrink to 1.2% of sales" is a store's revenue, not sales work
    const bad: string[] = [];
    for (const run of RUNS) {
      for (const { sentence, lines, named: tied } of tiesOf(run)) {
        for (const skill of tied.split(/, | and /)) {
          const known = lookupSkill(skill);
          if (!known || !readInContext(known.name)) continue;
          if (!lines.some((l) => findSkills(l).some((f) => f.skillId === known.id)))
            bad.push(`${run.id}: "${skill}" in "${sentence}" <- ${lines.join(' | ')}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('say the stock line back to the company only right after a bullet it refers to', () => {
    const bad: string[] = [];
    let seen = 0;
    for (const run of RUNS) {
      const ctx: SlotContext = {
        theRole: `the ${run.title} role`,
        title: run.title,
        company: run.company,
        named: true,
        atCompany: `at ${run.company}`,
      };
      const backs = BANKS[run.tone].tieBack.flatMap((f) =>
        [true, false].map((result) => f({ ...ctx, result })).filter((t): t is string => !!t),
      );
      const tieRes = tiePatterns(run.tone);
      for (const back of new Set(backs)) {
        const at = run.letter.content.indexOf(back);
        if (at < 0) continue;
        seen++;
        const before = run.letter.content.slice(0, at).trim();
        const prev = run.letter.claims.find((c) => before.endsWith(c.sentence));
        const isBullet =
          prev && ![...tieRes, ...extras(run.tone)].some((r) => r.test(prev.sentence));
        if (!isBullet) bad.push(`${run.id}: "${back}" after "${before.slice(-120)}"`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });
});

describe('the greeting and opening of a letter', () => {
  it('are nothing the analysis calls a cliché, and greet the company when it is known', () => {
    const flagged: string[] = [];
    for (const run of RUNS) {
      const greeting = run.letter.content.split('\n')[0]!;
      if (/Hiring Manager|Sir or Madam/.test(greeting)) flagged.push(`${run.id}: ${greeting}`);
      const a = analyzeCoverLetter(run.letter.content, run.posting, {
        companyName: run.company,
        jobTitle: run.title,
        resumeText: run.resume,
      });
      for (const area of a.improvementAreas)
        if (/clich/i.test(area)) flagged.push(`${run.id}: ${area}`);
    }
    expect(flagged).toEqual([]);
  });

  it('keeps a greeting that names the company without its article ("Dear Good Larder Co. team")', () => {
    const run = RUNS.find((r) => r.company.startsWith('The '))!;
    for (const company of [run.company, 'The Harbor Supply Co.', 'The Larder Group Inc.'])
      for (const tone of LETTER_TONES) {
        const l = writeCoverLetter({
          resumeText: run.resume,
          jobDescription: run.posting,
          companyName: company,
          jobTitle: run.title,
          tone,
        });
        expect(l.removed).toEqual([]);
        expect(l.content.split('\n')[0]).toMatch(/^(?:Dear|Hello|Hi) /);
      }
  });

  it('greets "Dear Hiring Manager" only without a company, and the analysis accepts it', () => {
    const job = 'Front Office Manager\n\nRequirements\n- Leadership of multi-shift teams\n';
    const l = writeCoverLetter({
      resumeText: RUNS[0]!.resume,
      jobDescription: job,
      tone: 'professional',
    });
    expect(l.content.split('\n')[0]).toBe('Dear Hiring Manager,');
    const a = analyzeCoverLetter('Dear Hiring Manager,\n\nI am applying for the role.', job);
    expect(a.improvementAreas.join(' ')).not.toMatch(/clich/i);
    const old = analyzeCoverLetter('Dear Sir or Madam,\n\nI am applying for the role.', job);
    expect(old.improvementAreas.join(' ')).toMatch(/cliché "Dear Sir or Madam"/);
  });
});
