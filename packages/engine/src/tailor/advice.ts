/**
 * Advice on a resume measured against a job: what to add or show, and a project to close a gap.
 * It reads the ATS report of the text it advises on, so whoever wrote that text (the engine's own
 * tailoring or a language model) gets advice about its own words.
 *
 * Never invent a candidate: a skill the posting asks for is a recommendation tied to the
 * posting's requirement ("Add Avro if you have used it"), never a claim. The advice speaks from
 * the words of the resume the report measured (truth/evidence): "X, which you already use" only
 * for what the owner lists or names as theirs, in their words; no advice to add what the resume
 * already shows, and a near skill (an alternative the posting accepts, a title naming a branch of
 * the skill, a synonym) is said as what it is: "the posting asks for Kafka or similar; your resume
 * shows RabbitMQ". Every sentence then passes the claim check (truth/claims) before it is given.
 */
import type { ResumeProfile } from '../ats/profile';
import { profileOfReport } from '../ats/score';
import { getSkill, lookupSkill } from '../taxonomy';
import { checkClaims, evidenceOf, type ResumeEvidence, type Shown } from '../truth';
import type {
  AtsReport,
  EngineOptions,
  KeywordHit,
  SuggestedProject,
  TailoringAdvice,
} from '../types';

const skillIdOf = (h: KeywordHit) => lookupSkill(h.skill)?.id;

/** "the posting requires it" / "the posting lists it as a plus", as the skill's kind reads. */
function addIfUsed(h: KeywordHit): string {
  const t = h.jobTerm;
  if (h.required) {
    if (h.category === 'certification')
      return `If you hold ${t}, list it under Certifications (the posting requires it).`;
    if (h.category === 'spoken-language')
      return `If you speak ${t}, list it with your level under Languages (the posting requires it).`;
    return `Add ${t} if you have used it: name it in your skills and in the bullet of the role where you used it (the posting requires it).`;
  }
  if (h.category === 'certification')
    return `If you hold ${t}, list it: the posting lists it as a plus.`;
  if (h.category === 'spoken-language')
    return `If you speak ${t}, list it under Languages: the posting lists it as a plus.`;
  return `If you have experience with ${t}, mention it: the posting lists it as a plus.`;
}

/** The resume's words for a near skill, said as what they are. */
function nearWords(n: Shown, ev: ResumeEvidence): string {
  if (n.where !== 'title') return `"${n.words}"`;
  const whole = [ev.profile.headline, ...ev.profile.titles].includes(n.words);
  return `"${n.words}" (${whole ? 'your title' : 'in your title'})`;
}

/**
 * How the resume's alternative stands to the skill asked for: " (a similar skill: both are
 * message queues)" for RabbitMQ and Kafka, " (a part of statistics)" for linear regression.
 */
function kinship(asked: KeywordHit, alt: string): string {
  const a = skillIdOf(asked);
  const b = lookupSkill(alt)?.id;
  if (a !== undefined && b !== undefined) {
    const theirs = new Set(getSkill(b).implies);
    const p = getSkill(a).implies.find((x) => theirs.has(x));
    if (p !== undefined) return ` (a similar skill: both are ${getSkill(p).name.toLowerCase()})`;
    if (theirs.has(a)) return ` (a part of ${asked.jobTerm})`;
  }
  return ' (the score counts it as similar)';
}

function recommendations(report: AtsReport, ev: ResumeEvidence | undefined): string[] {
  const out: string[] = [];
  const missing = (required: boolean) =>
    report.hardSkills.missing
      .filter((h) => h.required === required)
      .sort((a, b) => b.weight - a.weight);
  // a missing skill the resume writes (an ATS reading it in another sense) is not asked for; one
  // it shows something close to is said from those words
  const ask = (list: KeywordHit[], max: number) => {
    let n = 0;
    for (const h of list) {
      if (n >= max) break;
      if (ev?.shows(h.jobTerm) !== undefined) continue;
      const near = ev?.near(h.jobTerm, skillIdOf(h));
      n++;
      out.push(
        near
          ? `The posting ${h.required ? 'requires' : 'lists as a plus'} ${h.jobTerm}; your resume shows ${nearWords(near, ev!)}. Name ${h.jobTerm} there too if that describes your work: ATS look for the posting's words.`
          : addIfUsed(h),
      );
    }
  };
  ask(missing(true), 6);
  ask(missing(false), 3);
  for (const h of report.hardSkills.found.filter((x) => x.partial).slice(0, 3)) {
    const own = ev && h.via ? ev.shows(h.via) : undefined;
    out.push(
      ev
        ? own
          ? `Your resume shows ${own}; the posting asks for ${h.jobTerm}. Name ${h.jobTerm} explicitly if that is accurate.`
          : `The posting asks for ${h.jobTerm}; your resume shows a related skill${h.via ? ` (${h.via})` : ''}. Name ${h.jobTerm} explicitly if that is accurate.`
        : `You list ${h.via}; the posting asks for ${h.jobTerm}. Name ${h.jobTerm} explicitly if that is accurate.`,
    );
  }
  // met by an alternative the posting accepts ("Kafka or similar"): the resume shows the
  // alternative, never the skill itself
  for (const h of report.hardSkills.found.filter((x) => x.found && x.via).slice(0, 2)) {
    out.push(
      `The posting asks for ${h.jobTerm} or similar; your resume shows ${h.resumeTerm ?? h.via!}${kinship(h, h.via!)}. If you have used ${h.jobTerm} as well, name it.`,
    );
  }
  for (const h of report.softSkills.missing.filter((x) => x.required).slice(0, 2)) {
    if (ev?.shows(h.jobTerm) !== undefined) continue;
    const term = h.jobTerm.toLowerCase();
    out.push(
      `The posting asks for ${term}: if one of your bullets already shows it, use the word there; if not, add a concrete example where it fits your experience.`,
    );
  }
  const jobTitle = report.job.title;
  if (!report.jobTitle.passed && jobTitle)
    out.push(
      `The posting's title is "${jobTitle}". If one of your roles was close to it, use the exact words your employer used for it.`,
    );
  const exp = report.experience;
  if (!exp.passed && exp.requiredYears)
    out.push(
      exp.candidateYears >= exp.requiredYears
        ? `The posting asks for ${exp.requiredYears}+ years and your resume shows about ${Math.floor(exp.candidateYears)}, but years count in full only in related work: put the roles and skills closest to this posting where they are seen first.`
        : `The posting asks for ${exp.requiredYears}+ years; make sure every relevant role, internship or contract shows its dates.`,
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
  certification: 'Review the official exam guide and its objectives',
};

/**
 * Systems an employer runs and trains its staff on (a hospital's EHR, a company's ERP, a hotel's
 * property system): nobody installs them at home, so the way in is training, not a project.
 */
const EMPLOYER_SYSTEMS = new Set(['Electronic Health Records', 'ERP']);
const EMPLOYER_SYSTEM_NAMES = new Set([
  'Workday',
  'Kronos',
  'Opera PMS',
  'Pyxis',
  'Bloomberg Terminal',
  'Reflexis',
  'Omnicell',
]);
function employerSystem(h: KeywordHit): boolean {
  const skill = lookupSkill(h.skill);
  if (!skill) return false;
  if (EMPLOYER_SYSTEM_NAMES.has(skill.name) || EMPLOYER_SYSTEMS.has(skill.name)) return true;
  return skill.implies.some((id) => EMPLOYER_SYSTEMS.has(getSkill(id).name));
}

/** The required skill a project would close: a gap the resume does not show even in other words. */
function projectGap(report: AtsReport, ev: ResumeEvidence | undefined): KeywordHit | undefined {
  // a required credential first: a posting that asks for a licence is not met by learning a tool
  const prio = (c: string) =>
    c === 'certification' ? 3 : c === 'tool' || c === 'language' ? 2 : 0;
  return report.hardSkills.missing
    .filter(
      (h) =>
        h.required &&
        h.category !== 'spoken-language' &&
        ev?.shows(h.jobTerm) === undefined &&
        ev?.near(h.jobTerm, skillIdOf(h)) === undefined,
    )
    .sort((a, b) => prio(b.category) - prio(a.category) || b.weight - a.weight)[0];
}

/**
 * Up to two skills of the posting the owner lists or names as theirs, in the resume's words;
 * nothing about the owner without the resume.
 */
function knownSkills(
  report: AtsReport,
  ev: ResumeEvidence | undefined,
  nameKnown: boolean,
): string[] {
  const known: string[] = [];
  if (ev && nameKnown)
    for (const h of report.hardSkills.found) {
      if (!h.found || h.via || h.partial || known.length >= 2) continue;
      if (h.category === 'certification' || h.category === 'spoken-language') continue;
      const id = skillIdOf(h);
      const own = id === undefined ? undefined : ev.uses(id);
      if (own && !known.some((k) => k.toLowerCase() === own.toLowerCase())) known.push(own);
    }
  return known;
}

/** A credential in any field (a CPA, a PCCN, a licence): no software wording. */
const certificationProject = (t: string, role: string): SuggestedProject => ({
  title: `Prepare for ${t}`,
  description: `Find out what ${t} asks of you (eligibility, exams, supervised hours) and plan the steps.`,
  relevance: `The ${role} role asks for ${t}, which your resume does not show. Only list it once you hold it.`,
  learningPath: [
    `${LEARNING_HINTS.certification} for ${t}.`,
    `Check the eligibility rules and plan each exam or requirement with a date.`,
    `Work through the official study material and practice questions for each part.`,
    `Once you hold it, add ${t} to your Certifications with the year.`,
  ],
});

/** A system an employer trains its staff on: the way in is training, not a project. */
const trainingProject = (t: string, role: string): SuggestedProject => ({
  title: `Get trained on ${t}`,
  description: `${t} is learnt through an employer's or the vendor's training, not at home: ask for it where you work, study or volunteer, or look for roles that train new staff on it.`,
  relevance: `The ${role} role asks for ${t}, which your resume does not show. Only name it once you have used it for real work.`,
  learningPath: [
    `Ask your employer, school or placement about training on ${t}, or a supervised task in it.`,
    `Look for the vendor's own courses or user-group sessions that are open to you.`,
    `Write down what you did in it and what came of it.`,
    `Once you have used it for real work, add ${t} to your resume with a bullet that describes that work.`,
  ],
});

/** A tool or a programming language: a small project built with it. */
const buildProject = (gap: KeywordHit, withKnown: string, relevance: string): SuggestedProject => {
  const t = gap.jobTerm;
  return {
    title: `Build a small project with ${t}`,
    description: `A focused, working project that uses ${t}${withKnown}: solve one real problem end to end, with tests and a short README on the design choices.`,
    relevance,
    learningPath: [
      gap.category === 'language'
        ? `${LEARNING_HINTS.language} for ${t}.`
        : `Learn ${t} hands-on: its official tutorial, a free or trial edition where there is one, or a course that sets you real tasks in it.`,
      `Rebuild one feature from your own past work using ${t}.`,
      `Write down what you built, what you measured and what you would change.`,
      `Once it is real, add ${t} to your resume with a bullet that describes the project.`,
    ],
  };
};

/** Any other skill: one small, real piece of work that uses it. */
const practiceProject = (t: string, withKnown: string, relevance: string): SuggestedProject => ({
  title: `Get hands-on practice in ${t}`,
  description: `One small, real piece of work that uses ${t}${withKnown}: take one problem from start to finish and keep a record of what you did and what came of it.`,
  relevance,
  learningPath: [
    `Take one well-reviewed course or read one book on ${t}, or learn from a colleague who works with it every day.`,
    `Apply ${t} to one real task: at work, as a volunteer or in a course assignment.`,
    `Write down what you did, what you measured and what you would change.`,
    `Once it is real, add ${t} to your resume with a bullet that describes the work.`,
  ],
});

function suggestProject(
  report: AtsReport,
  ev: ResumeEvidence | undefined,
  nameKnown = true,
): SuggestedProject | undefined {
  const gap = projectGap(report, ev);
  if (!gap) return undefined;
  const known = knownSkills(report, ev, nameKnown);
  const withKnown = known.length
    ? ` together with ${known.join(' and ')}, which you already use`
    : '';
  const t = gap.jobTerm;
  const role = report.job.title || 'posting';
  const relevance = `The ${role} role requires ${t}, which your resume does not show. A real project gives you honest experience to describe.`;
  if (gap.category === 'certification') return certificationProject(t, role);
  if (gap.category === 'tool' && employerSystem(gap)) return trainingProject(t, role);
  if (gap.category === 'tool' || gap.category === 'language')
    return buildProject(gap, withKnown, relevance);
  return practiceProject(t, withKnown, relevance);
}

/**
 * What to do next about a resume, from its ATS report against the job: recommendations (skills
 * to name if true, things to show, failed checks) and, when a required skill is missing, a
 * project that would give honest experience of it. Every provider calls this on the report of
 * its own result. The advice speaks from the words of the resume the report measured (or of
 * `resume`, when given: its text, profile or evidence); every sentence is checked against them,
 * and one that would attribute a skill they do not show, or ask for one they show, is left out.
 * A report that did not come from this engine (one read back from JSON) and no `resume`: the
 * advice says nothing about the owner's skills.
 */
export function tailoringAdvice(
  report: AtsReport,
  resume?: string | ResumeProfile | ResumeEvidence,
  options?: EngineOptions,
): TailoringAdvice {
  const measured = resume ?? profileOfReport(report);
  const ev = measured === undefined ? undefined : evidenceOf(measured, options);
  const clean = (s: string) => !ev || checkClaims(ev, s).length === 0;
  let suggestedProject = suggestProject(report, ev);
  if (suggestedProject && ev) {
    const p = suggestedProject;
    if (![p.title, p.description, p.relevance, ...p.learningPath].every(clean))
      suggestedProject = suggestProject(report, ev, false);
  }
  return {
    recommendations: recommendations(report, ev).filter(clean),
    ...(suggestedProject ? { suggestedProject } : {}),
  };
}
