/**
 * The evidence a cover letter cites: the resume's bullets that answer the posting's top
 * requirements (each requirement once), then those that do the posting's work in its own words,
 * results with figures first; for a resume from another field, its strongest bullets, tied to
 * nothing. Also what else of the resume the letter's sentences draw on (its lines and skills).
 */
import { findSkills, type SkillMention } from '../taxonomy';
import type { JobSkill } from '../types';
import type { LetterPlan } from './plan';
import { homonym, mentionOf, nameable, surfaceOf } from './requirements';
import { lineFinder, rolesAndBullets, stemsOf, type Bullet, type Role } from './roles';

/** How many bullets a letter cites. */
const MAX_EVIDENCE = 6;
/** bullets a letter for another field cites (its strongest, not tied to the posting) */
const CHANGE_EVIDENCE = 3;

export interface Evidence {
  bullet: Bullet;
  /** the requirements it answers, as the resume writes them (those a sentence may name) */
  surfaces: string[];
  covered: JobSkill[];
}

/**
 * The bullets a letter cites: first the best bullet for each of the top requirements in turn
 * (each requirement once), then bullets that share the posting's own words, results with
 * figures first; in the resume's order.
 */
function pickEvidence(
  bullets: Bullet[],
  reqs: JobSkill[],
  resumeLower: string,
  postingStems: Set<string>,
): Evidence[] {
  const out: Evidence[] = [];
  const used = new Set<Bullet>();
  const done = new Set<number>();
  const take = (b: Bullet) => {
    used.add(b);
    const covered: JobSkill[] = [];
    const surfaces: string[] = [];
    for (const r of reqs) {
      if (done.has(r.skillId) || homonym(r)) continue;
      const m = mentionOf(b, r, resumeLower);
      if (!m) continue;
      done.add(r.skillId);
      covered.push(r);
      const s = surfaceOf(r, m);
      if (
        nameable(r, m) &&
        surfaces.length < 2 &&
        !surfaces.some((x) => x.toLowerCase() === s.toLowerCase())
      )
        surfaces.push(s);
    }
    out.push({ bullet: b, surfaces, covered });
  };
  const overlap = (b: Bullet) => [...b.stems].filter((s) => postingStems.has(s)).length;
  for (const req of reqs) {
    if (out.length >= MAX_EVIDENCE) break;
    if (done.has(req.skillId) || homonym(req)) continue;
    let best: Bullet | null = null;
    let bestScore = -Infinity;
    for (const b of bullets) {
      if (used.has(b) || !mentionOf(b, req, resumeLower)) continue;
      let score = b.result - b.role.order * 0.01 + Math.min(overlap(b), 4) * 0.25;
      for (const r of reqs) if (!done.has(r.skillId) && mentionOf(b, r, resumeLower)) score += 1;
      if (score > bestScore) {
        bestScore = score;
        best = b;
      }
    }
    if (best) take(best);
  }
  // bullets that do the posting's work in its own words ("fall prevention", "patients per shift")
  const rest = bullets
    .filter((b) => !used.has(b))
    .map((b) => ({ b, n: overlap(b) }))
    .filter((x) => x.n >= 2)
    .sort(
      (x, y) =>
        y.n +
          y.b.result * 0.75 -
          y.b.role.order * 0.3 -
          (x.n + x.b.result * 0.75 - x.b.role.order * 0.3) || x.b.index - y.b.index,
    );
  for (const { b } of rest) {
    if (out.length >= MAX_EVIDENCE) break;
    take(b);
  }
  return out.sort(
    (a, b) => a.bullet.role.order - b.bullet.role.order || a.bullet.index - b.bullet.index,
  );
}

/** The strongest bullets of a resume (results with figures, recent first), tied to nothing. */
function strongest(bullets: Bullet[], n: number): Evidence[] {
  const ranked = bullets
    .filter((b) => b.role.kind === 'job')
    .sort((a, b) => b.result - a.result || a.role.order - b.role.order || a.index - b.index);
  const out: Bullet[] = [];
  // from different roles where it can
  for (const b of ranked) if (out.length < n && !out.some((o) => o.role === b.role)) out.push(b);
  for (const b of ranked) if (out.length < n && !out.includes(b)) out.push(b);
  return out
    .sort((a, b) => a.role.order - b.role.order || a.index - b.index)
    .map((bullet) => ({ bullet, surfaces: [], covered: [] }));
}

/** What a letter from a resume draws on: its lines, roles, evidence and the skills it names. */
export interface ResumeEvidence {
  /** which of the resume's lines holds a text (its exact line), or '' */
  findLine: (text: string, also?: string) => string;
  roles: Role[];
  evidence: Evidence[];
  /** every skill the resume names, where it names it */
  skillMentions: SkillMention[];
}

/** The resume's evidence for a letter (the letter has a resume). */
export function gatherEvidence(plan: LetterPlan): ResumeEvidence {
  const { resumeText, posting } = plan;
  const findLine = lineFinder(resumeText);
  const { roles, bullets } = rolesAndBullets(resumeText, plan.parsed);
  const postingStems = stemsOf(posting.slice(0, 20_000));
  for (const s of stemsOf(`${plan.company} ${plan.title}`)) postingStems.delete(s);
  const resumeLower = resumeText.toLowerCase();
  const evidence = plan.poor
    ? strongest(bullets, CHANGE_EVIDENCE)
    : pickEvidence(bullets, plan.reqs, resumeLower, postingStems);
  const skillMentions = findSkills(resumeText.slice(0, 50_000));
  return { findLine, roles, evidence, skillMentions };
}
