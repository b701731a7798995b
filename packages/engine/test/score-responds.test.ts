/**
 * The product's core loop: a person adds, truthfully, a skill the posting asks for and their
 * score moves. The fitted weights alone gave hard skills almost nothing (the kind of work and
 * skill focus already rank postings), so the fit keeps a floor under them; these tests hold it.
 */
import { describe, expect, it } from 'vitest';
import { analyzeResume, PART_WEIGHTS } from '../src';
import { displayScore } from '../src/ats/calibrate';
import { fixture } from './helpers';

const withSkills = (resume: string, skills: string[]) =>
  `${resume}\n\nADDITIONAL SKILLS\n${skills.join(', ')}`;

describe('adding a posting’s missing hard skill', () => {
  const resume = fixture('resume-compact.txt');
  const job = fixture('jd-backend.txt');
  const before = analyzeResume(resume, job);
  const missing = before.hardSkills.missing.filter((h) => h.required);

  it('keeps the floor weights on hard skills and keywords', () => {
    expect(PART_WEIGHTS.hardSkills).toBeGreaterThanOrEqual(0.1);
    expect(PART_WEIGHTS.keywords).toBeGreaterThanOrEqual(0.05);
  });

  it('raises the ATS score for each required skill added on its own', () => {
    // a mid-range match: a frontend resume against a backend posting
    expect(before.atsScore).toBeGreaterThan(30);
    expect(before.atsScore).toBeLessThan(80);
    expect(missing.length).toBeGreaterThanOrEqual(4);
    for (const m of missing.slice(0, 6)) {
      const after = analyzeResume(withSkills(resume, [m.jobTerm]), job);
      expect(
        after.hardSkills.found.map((h) => h.jobTerm),
        m.jobTerm,
      ).toContain(m.jobTerm);
      expect(after.atsScore, m.jobTerm).toBeGreaterThan(before.atsScore);
    }
  });

  it('raises it clearly when every missing required skill is added', () => {
    const after = analyzeResume(
      withSkills(
        resume,
        missing.map((m) => m.jobTerm),
      ),
      job,
    );
    expect(after.atsScore).toBeGreaterThanOrEqual(before.atsScore + 10);
    const hard = (r: typeof before) => r.components.find((c) => c.id === 'hard-skills')!;
    expect(hard(after).score).toBeGreaterThan(hard(before).score);
  });

  it('moves a strong match too, where the displayed scale is flattest', () => {
    // the top of the calibration table rises to 99, never 100, so a better match still shows
    expect(displayScore(100)).toBeLessThan(99.5);
    expect(displayScore(95)).toBeLessThan(displayScore(100));
    const kafka = fixture('jd-senior-backend-kafka.txt');
    const strong = fixture('resume-classic.txt');
    const top = analyzeResume(strong, kafka);
    expect(top.atsScore).toBeGreaterThanOrEqual(90);
    const gaps = top.hardSkills.missing.filter((h) => h.required).map((h) => h.jobTerm);
    expect(gaps.length).toBeGreaterThan(0);
    const after = analyzeResume(withSkills(strong, gaps), kafka);
    // the match always rises; the number shown rises or, at the very top, holds (above the knot
    // where 9 in 10 labelled pairs fit, the scale climbs only to 99)
    expect(after.matchScore).toBeGreaterThan(top.matchScore);
    expect(after.atsScore).toBeGreaterThanOrEqual(top.atsScore);
    expect(after.atsScore).toBeLessThan(100);
    // below that knot one more skill shows: the scale rises at every raw point from 30 to 80
    for (let raw = 30; raw < 80; raw++)
      expect(displayScore(raw + 1)).toBeGreaterThan(displayScore(raw));
    // at a near-perfect match (97 of 100 before calibration) one more skill moves the match,
    // but the displayed scale there is too flat to always show it: it never goes down
    const best = fixture('resume-backend-krakow.txt');
    const nearPerfect = analyzeResume(best, kafka);
    const gap = nearPerfect.hardSkills.missing.filter((h) => h.required).map((h) => h.jobTerm);
    const filled = analyzeResume(withSkills(best, gap), kafka);
    expect(filled.matchScore).toBeGreaterThan(nearPerfect.matchScore);
    expect(filled.atsScore).toBeGreaterThanOrEqual(nearPerfect.atsScore);
  });
});
