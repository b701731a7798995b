/**
 * Advice on a resume measured against a job: what to add or show, and a project to close a gap.
 * It reads only the ATS report of the text it advises on, so whoever wrote that text (the
 * engine's own tailoring or a language model) gets advice about its own words.
 */
import type { AtsReport, SuggestedProject, TailoringAdvice } from '../types';

function recommendations(report: AtsReport): string[] {
  const out: string[] = [];
  const missingReq = report.hardSkills.missing
    .filter((h) => h.required)
    .sort((a, b) => b.weight - a.weight);
  const missingPref = report.hardSkills.missing
    .filter((h) => !h.required)
    .sort((a, b) => b.weight - a.weight);
  for (const h of missingReq.slice(0, 6))
    out.push(
      `Add ${h.jobTerm} if you have used it: name it in your skills and in the bullet of the role where you used it (the posting requires it).`,
    );
  for (const h of missingPref.slice(0, 3))
    out.push(
      `If you have experience with ${h.jobTerm}, mention it: the posting lists it as a plus.`,
    );
  for (const h of report.hardSkills.found.filter((x) => x.partial).slice(0, 3))
    out.push(
      `You list ${h.via}; the posting asks for ${h.jobTerm}. Name ${h.jobTerm} explicitly if that is accurate.`,
    );
  for (const h of report.softSkills.missing.filter((x) => x.required).slice(0, 2))
    out.push(
      `Show ${h.jobTerm.toLowerCase()} with a concrete example in one of your bullets, if it fits your experience.`,
    );
  const jobTitle = report.job.title;
  if (!report.jobTitle.passed && jobTitle)
    out.push(
      `The posting's title is "${jobTitle}". If one of your roles was close to it, use the exact words your employer used for it.`,
    );
  if (!report.experience.passed && report.experience.requiredYears)
    out.push(
      `The posting asks for ${report.experience.requiredYears}+ years; make sure every relevant role, internship or contract shows its dates.`,
    );
  if (!report.education.passed && report.education.required)
    out.push(
      `The posting asks for a ${report.education.required.levelName}${report.education.required.field ? ` in ${report.education.required.field}` : ''}; list your degree, or equivalent training, in the Education section.`,
    );
  for (const c of report.checks) {
    if (c.passed) continue;
    if (
      ['required-hard-skills', 'job-title-match', 'experience-match', 'education-match'].includes(
        c.id,
      )
    )
      continue;
    out.push(c.detail);
  }
  return out;
}

const LEARNING_HINTS: Record<string, string> = {
  language: 'Work through the official tutorial and write small programs daily for a week',
  tool: 'Follow the official getting-started guide and set it up locally',
  hard: 'Study the core concepts with one well-reviewed course or book',
  certification: 'Review the official exam guide and its objectives',
};

function suggestProject(report: AtsReport): SuggestedProject | undefined {
  const prio = (c: string) =>
    c === 'tool' || c === 'language' ? 2 : c === 'certification' ? 1 : 0;
  const gap = report.hardSkills.missing
    .filter((h) => h.required)
    .sort((a, b) => prio(b.category) - prio(a.category) || b.weight - a.weight)[0];
  if (!gap) return undefined;
  // skills the resume itself names (not only through a related one), in the posting's words and order
  const known = report.hardSkills.found
    .filter((h) => h.found)
    .map((h) => h.jobTerm)
    .slice(0, 2);
  const withKnown = known.length
    ? ` together with ${known.join(' and ')}, which you already use`
    : '';
  const cert = gap.category === 'certification';
  return {
    title: cert ? `Prepare for ${gap.jobTerm}` : `Build a small project with ${gap.jobTerm}`,
    description: cert
      ? `Study for and take ${gap.jobTerm}; keep notes of the hands-on labs you complete.`
      : `A focused, working project that uses ${gap.jobTerm}${withKnown}: solve one real problem end to end, with tests and a short README on the design choices.`,
    relevance: `The ${report.job.title || 'posting'} role requires ${gap.jobTerm}, which your resume does not show. A real project gives you honest experience to describe.`,
    learningPath: [
      `${LEARNING_HINTS[gap.category] ?? LEARNING_HINTS.hard} for ${gap.jobTerm}.`,
      cert
        ? `Complete the hands-on labs for every exam objective.`
        : `Rebuild one feature from your own past work using ${gap.jobTerm}.`,
      `Write down what you built, what you measured and what you would change.`,
      `Once it is real, add ${gap.jobTerm} to your resume with a bullet that describes the project.`,
    ],
  };
}

/**
 * What to do next about a resume, from its ATS report against the job: recommendations (skills
 * to name if true, things to show, failed checks) and, when a required skill is missing, a
 * project that would give honest experience of it. Every provider calls this on the report of
 * its own result.
 */
export function tailoringAdvice(report: AtsReport): TailoringAdvice {
  const suggestedProject = suggestProject(report);
  return {
    recommendations: recommendations(report),
    ...(suggestedProject ? { suggestedProject } : {}),
  };
}
