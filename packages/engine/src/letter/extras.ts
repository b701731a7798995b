/**
 * What else the posting asks for and the resume lists, after the evidence: the credentials the
 * posting names (the resume's certification lines), other skills named as the resume writes
 * them (tools and languages, practices, spoken languages; never a group label), and the degree
 * when the posting asks for one or the letter has little else to go on. Each a sentence that
 * cites the resume line it rests on.
 */
import { findSkills, getSkill, type SkillMention } from '../taxonomy';
import type { JobSkill } from '../types';
import type { ResumeEvidence } from './evidence';
import { credentialName, degreeInProse } from './names';
import { article, type SkillsContext } from './phrases';
import type { LetterPlan } from './plan';
import { GENERIC, homonym, listable, surfaceOf } from './requirements';
import { joinAnd, type Draft, type Fill } from './wording';

/** A credential the posting names and the resume lists, with its line and the requirements it answers. */
interface Credential {
  name: string;
  line: string;
  reqs: JobSkill[];
}

/**
 * The resume's certification lines that name what the posting asks for (a skill it requires, or
 * an acronym it writes); the requirements they answer join `coveredIds`. Also every
 * certification line (not to be cited again as a listed skill).
 */
function credentialsOf(
  plan: LetterPlan,
  findLine: (text: string) => string,
  coveredIds: Set<number>,
): { creds: Credential[]; certLines: Set<string> } {
  const { parsed, reqs, posting } = plan;
  const creds: Credential[] = [];
  const certLines = new Set<string>();
  for (const line of parsed.certifications.slice(0, 30)) {
    const source = findLine(line);
    if (source) certLines.add(source);
    const ids = new Set(findSkills(line).map((m) => m.skillId));
    const answers = reqs.filter(
      (r) =>
        !homonym(r) &&
        r.category !== 'soft' &&
        (ids.has(r.skillId) || (r.alternatives ?? []).some((a) => ids.has(a))),
    );
    const acronym = /\(([A-Z][A-Z0-9-]{1,9})\)/.exec(line)?.[1];
    const named =
      acronym && new RegExp(`\\b${acronym.replace(/-/g, '\\-')}\\b`).test(posting.slice(0, 20_000));
    if (!answers.length && !named) continue;
    const credential = credentialName(line);
    if (!credential || !source || creds.some((c) => c.name === credential)) continue;
    creds.push({ name: credential, line: source, reqs: answers });
    for (const r of answers) coveredIds.add(r.skillId);
  }
  return { creds, certLines };
}

/** The credentials in one sentence ("I hold a Registered Nurse license and BLS."), up to four. */
function credentialSentence(d: Draft, plan: LetterPlan, creds: Credential[]): string[] {
  if (!creds.length) return [];
  const list = creds
    .slice(0, 4)
    .map((c) => (/licen[cs]e$/i.test(c.name) ? `${article(c.name)} ${c.name}` : c.name));
  const sentence = d.claim(
    d.next(plan.bank.credentials, { list: joinAnd(list) }),
    creds[0]!.line,
    creds.flatMap((c) => c.reqs.map((r) => r.name)),
  );
  for (const c of creds) for (const r of c.reqs) d.cover(r);
  return [sentence];
}

/** A requirement the resume lists, as a sentence names it, with the resume line it is on. */
interface Listed {
  surface: string;
  line: string;
  req: JobSkill;
}

/** The text of the resume line a mention stands on. */
function lineAround(text: string, m: SkillMention): string {
  return text.slice(
    text.lastIndexOf('\n', m.start) + 1,
    text.indexOf('\n', m.end) === -1 ? undefined : text.indexOf('\n', m.end),
  );
}

/**
 * The resume's mention of a skill as a skill, not as a group label: after a colon on its line
 * ("Cloud: AWS"), or on a line with no colon after it.
 */
function listedMention(
  resumeText: string,
  mentions: SkillMention[],
  skillId: number,
): SkillMention | undefined {
  return mentions.find((x) => {
    if (x.skillId !== skillId) return false;
    const lineStart = resumeText.lastIndexOf('\n', x.start) + 1;
    const lineEnd = resumeText.indexOf('\n', x.end);
    const after = resumeText.slice(x.end, lineEnd === -1 ? undefined : lineEnd);
    return resumeText.slice(lineStart, x.start).includes(':') || !after.includes(':');
  });
}

/**
 * Other skills the posting asks for and the resume lists, as the resume writes them, up to three
 * tools and three practices (see `listable`), and the spoken languages; not on a heading
 * ("RESEARCH INTERESTS"), a certification line (said above) or a role's header ("Brightline HR
 * Software" names no HR skill).
 */
function listedSkills(
  plan: LetterPlan,
  found: ResumeEvidence,
  coveredIds: Set<number>,
  certLines: Set<string>,
): { tools: Listed[]; practices: Listed[]; languages: Listed[] } {
  const { resumeText, parsed, poor } = plan;
  const tools: Listed[] = [];
  const practices: Listed[] = [];
  const languages: Listed[] = [];
  for (const r of plan.reqs) {
    if (coveredIds.has(r.skillId) || r.category === 'certification') continue;
    if (r.category !== 'spoken-language' && GENERIC.test(r.name)) continue;
    const m = listedMention(resumeText, found.skillMentions, r.skillId);
    if (!m?.text) continue;
    const line = found.findLine(lineAround(resumeText, m));
    if (
      !line ||
      certLines.has(line) ||
      /^[^a-z]+$/.test(line) ||
      found.roles.some((ro) => ro.kind === 'job' && ro.headerLine === line)
    )
      continue;
    if (r.category === 'spoken-language') {
      if (!languages.some((l) => l.req.skillId === r.skillId))
        languages.push({ surface: getSkill(r.skillId).name, line, req: r });
      continue;
    }
    // a practice the resume lists among its skills is the person's own word for it
    const listed = parsed.skills.some((x) => x.toLowerCase().includes(m.text.toLowerCase()));
    const kind = listable(r, m.text, poor, listed);
    const into = kind === 'tool' ? tools : kind === 'practice' ? practices : null;
    const surface = surfaceOf(r, m.text);
    if (
      into &&
      into.length < 3 &&
      !into.some((a) => a.surface.toLowerCase() === surface.toLowerCase())
    )
      into.push({ surface, line, req: r });
  }
  return { tools, practices, languages };
}

/** Listed skills in one sentence from a slot ("I also work with Kubernetes and Terraform."). */
function listedSentence(
  d: Draft,
  slot: Fill<SkillsContext>[],
  listed: Listed[],
  alone: boolean,
): string[] {
  if (!listed.length) return [];
  const sentence = d.claim(
    d.next(slot, {
      skills: joinAnd(listed.map((a) => a.surface)),
      plural: listed.length > 1,
      alone,
    }),
    listed[0]!.line,
    listed.map((a) => a.req.name),
  );
  for (const a of listed) d.cover(a.req);
  return [sentence];
}

/** The spoken languages the posting asks for, in one sentence (a poor fit leaves them out). */
function languageSentence(d: Draft, plan: LetterPlan, languages: Listed[]): string[] {
  if (!languages.length || plan.poor) return [];
  const sentence = d.claim(
    d.next(plan.bank.languages, { list: joinAnd(languages.map((l) => l.surface)) }),
    languages[0]!.line,
    languages.map((l) => l.req.name),
  );
  for (const l of languages) d.cover(l.req);
  return [sentence];
}

/**
 * The degree, when the posting asks for one or the letter has little else to go on: a finished
 * degree (none expected or in progress, none dated after today), as the resume writes it.
 */
function degreeSentence(
  d: Draft,
  plan: LetterPlan,
  findLine: (text: string, also?: string) => string,
  evidenceCount: number,
): string[] {
  const { parsed, facts, job, poor } = plan;
  const study = parsed.education.find(
    (e) =>
      e.degree.trim() &&
      e.school.trim() &&
      e.degree.length <= 80 &&
      e.school.length <= 100 &&
      !/expected|pursuing|candidate|in progress|present|current/i.test(
        `${e.degree} ${e.date} ${(e.details ?? []).join(' ')}`,
      ) &&
      !(e.date.match(/\b(?:19|20)\d{2}\b/g) ?? []).some((y) => Number(y) > facts.profile.asOf.year),
  );
  const studyLine = study ? findLine(study.degree.trim(), study.school.trim()) : '';
  if (!study || !studyLine || !(job.education || poor || evidenceCount < 2)) return [];
  const degree = degreeInProse(study.degree.trim().split(/\s*[,;|]\s*/)[0]!);
  const place = (study.location ?? '').trim();
  const school = study.school
    .trim()
    .replace(place && study.school.trim().endsWith(place) ? place : /$^/, '')
    .replace(/[\s,|–—-]+$/, '');
  return [d.claim(d.next(plan.bank.education, { degree, school }), studyLine)];
}

/** The sentences after the evidence, in order (a sentence may be '' when no wording fits). */
export function extraSentences(d: Draft, plan: LetterPlan, found: ResumeEvidence): string[] {
  const { evidence, findLine } = found;
  const coveredIds = new Set(evidence.flatMap((ev) => ev.covered.map((r) => r.skillId)));
  const { creds, certLines } = credentialsOf(plan, findLine, coveredIds);
  const extra = credentialSentence(d, plan, creds);
  const { tools, practices, languages } = listedSkills(plan, found, coveredIds, certLines);
  extra.push(...listedSentence(d, plan.bank.alsoSkills, tools, !evidence.length));
  extra.push(...listedSentence(d, plan.bank.alsoPractices, practices, !evidence.length));
  extra.push(...languageSentence(d, plan, languages));
  extra.push(...degreeSentence(d, plan, findLine, evidence.length));
  return extra;
}
