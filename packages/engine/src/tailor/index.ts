import { analyzeJob } from '../job/analyze';
import { profileResume } from '../ats/profile';
import { scoreProfile } from '../ats/score';
import type { AtsReport, EngineOptions, TailorInput, TailorMode, TailorResult } from '../types';
import { checkAgainst, originalFacts } from '../truth';
import { tailoringAdvice } from './advice';
import { build } from './build';
import { MODE_RANK, type KeptFacts } from './edits';
import { lostLines } from './kept';

export { cleanBullet } from './edits';
export { tailoringAdvice } from './advice';
export { strongerOpening, ungrammaticalOpening } from './verbs';

/**
 * Tailor a resume to a job locally, without a language model. Each mode does more:
 *  - basic: standard headings, tidy bullets, one entry per skill, skills ordered by relevance; the wording stays;
 *  - personalized: + relevant bullets first, the job's spelling of skill names the candidate uses, a one-sentence
 *    summary from the candidate's own facts when the resume has none (never a second one);
 *  - aggressive: + stronger verbs where they read right, filler words removed, one Core Competencies list.
 * It never adds an employer, title, degree, date, number or skill, never drops the headline or a named tool:
 * missing keywords become recommendations. Every mode's text passes the truthfulness check and never scores
 * lower than the original; a mode that would fail either falls back to a lighter one.
 */
export function tailorResume(input: TailorInput, options?: EngineOptions): TailorResult {
  const job = analyzeJob(input.jobDescription);
  const profile = profileResume(input.resumeText, options);
  const original = scoreProfile(profile, job);

  const facts = originalFacts(profile.text, options, profile);
  const kept: KeptFacts = {
    headline: facts.headline,
    statedYears: facts.statedYears,
    yearsFromDates: facts.yearsFromDates,
    tools: facts.tools,
  };

  let chosen: { text: string; improvements: string[]; report: AtsReport } | null = null;
  // the asked mode first, then each lighter one
  const modes = (Object.keys(MODE_RANK) as TailorMode[])
    .filter((m) => MODE_RANK[m] <= MODE_RANK[input.mode])
    .sort((a, b) => MODE_RANK[b] - MODE_RANK[a]);
  // why a heavier mode was not used: it would have changed a fact, or lost a line
  let untrue: string[] | null = null;
  for (const mode of modes) {
    const built = build(profile, job, mode, kept);
    const builtProfile = profileResume(built.text, { asOf: profile.asOf });
    const truth = checkAgainst(facts, built.text, 'resume', builtProfile.parsed);
    const lost = truth.ok ? lostLines(profile, built.text) : [];
    if (!truth.ok || lost.length) {
      untrue ??= truth.ok ? lost : truth.violations.map((v) => v.value);
      continue;
    }
    const report = scoreProfile(builtProfile, job);
    if (
      report.atsScore >= original.atsScore &&
      report.keywordMatchScore >= original.keywordMatchScore
    ) {
      chosen = { ...built, report };
      if (mode !== input.mode)
        chosen.improvements.push(
          untrue
            ? `Some ${input.mode} changes were left out because they would have changed or left out parts of your resume (${quoted(untrue)}).`
            : `Some ${input.mode} changes were left out because they would have lowered the score.`,
        );
      break;
    }
  }
  if (!chosen) {
    chosen = {
      text: profile.text.trim() + '\n',
      improvements: [
        untrue
          ? `Kept your resume as written: the resume reader could not place every line in a section, and reformatting would have changed or left out ${quoted(untrue)}. Put each section under its own heading (Summary, Experience, Education, Skills) and tailor again.`
          : 'Kept your resume as written: reformatting it would have lowered the score.',
      ],
      report: original,
    };
  }
  if (
    chosen.report !== original &&
    chosen.report.atsScore === original.atsScore &&
    chosen.report.keywordMatchScore === original.keywordMatchScore
  )
    chosen.improvements.push(
      input.mode === 'basic'
        ? `Basic keeps your wording, so the score stays at ${original.atsScore}.`
        : `The score stays at ${original.atsScore}: it rises when your resume names more of what the posting asks for (see the recommendations).`,
    );
  return {
    tailoredContent: chosen.text,
    atsScore: chosen.report.atsScore,
    keywordMatchScore: chosen.report.keywordMatchScore,
    originalAtsScore: original.atsScore,
    originalKeywordMatchScore: original.keywordMatchScore,
    improvements: chosen.improvements,
    ...tailoringAdvice(chosen.report),
    report: chosen.report,
    originalReport: original,
  };
}

function quoted(xs: string[]): string {
  const cut = (x: string) => (x.length > 60 ? `${x.slice(0, 57)}...` : x);
  const shown = xs.slice(0, 3).map((x) => `"${cut(x)}"`);
  return shown.join(', ') + (xs.length > 3 ? ` and ${xs.length - 3} more` : '');
}
