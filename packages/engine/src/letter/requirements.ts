/**
 * How the cover letter writer pairs the posting's requirements with the resume: whether a
 * bullet speaks of a requirement (by taxonomy id, an accepted alternative, or its name), which
 * requirements only look like a tool ("excel at" is not Excel), and how a sentence may name a
 * requirement as the resume writes it, if at all.
 */
import { readInContext } from '../taxonomy';
import { stem } from '../text/stem';
import type { JobSkill } from '../types';
import { leadershipSkillId, showsLeading } from './leading';
import { stemsOf, type Bullet } from './roles';

/** requirement names too broad to name as a skill of one's own ("Backend Development") */
export const GENERIC =
  /^[a-z]|[Dd]evelopment$|[Ee]ngineering$|[Ss]cience$|^Communication$|^Teamwork$/;

const NAME_STEMS = new Map<number, string[]>();
const PLAIN = new WeakMap<Bullet, string>();

/**
 * A bullet's words as stems in order, one space apart, a part of a compound as a gap
 * ("mid-market" says nothing of marketing).
 */
function plainStems(b: Bullet): string {
  let out = PLAIN.get(b);
  if (out === undefined) {
    const words = b.text.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
    out = ` ${words.map((w) => (w.includes('-') ? '-' : stem(w))).join(' ')} `;
    PLAIN.set(b, out);
  }
  return out;
}

/** Are the stems in a bullet's stems, in order, at most one word apart? */
function inOrder(stems: string, want: string[]): boolean {
  const words = stems.trim().split(' ');
  return words.some(
    (w, i) =>
      w === want[0] && (want.length === 1 || words[i + 1] === want[1] || words[i + 2] === want[1]),
  );
}

/**
 * Does a bullet speak of a required skill? By taxonomy id (or an accepted alternative), leadership
 * also by a verb of leading (leading.ts), else by name.
 */
export function mentionOf(b: Bullet, req: JobSkill, resumeLower: string): string | null {
  const direct = b.skillIds.get(req.skillId);
  // a soft skill is named by its name ("mentoring", "leadership"): the posting's phrase may be a verb
  if (direct) return req.category === 'soft' ? req.name.toLowerCase() : direct;
  // "Lead 38 front desk staff", "Manage a team of 5 accountants": leadership by what was done
  if (req.skillId === leadershipSkillId() && showsLeading(b.text)) return req.name.toLowerCase();
  for (const alt of req.alternatives ?? []) {
    const s = b.skillIds.get(alt);
    if (s) return s;
  }
  let nameStems = NAME_STEMS.get(req.skillId);
  if (!nameStems) {
    nameStems = (req.name.toLowerCase().match(/[a-z]+/g) ?? []).map(stem);
    NAME_STEMS.set(req.skillId, nameStems);
  }
  // the name's words in its order, at most a word apart, in any inflection ("a distributed
  // transcode system"; not "managed projects" for project management, nor "Microsoft Project"
  // and "program manager" in one bullet)
  // (never for a name that is an everyday word, such as sales in "1.2% of sales": only the
  // taxonomy's reading in context tells it)
  if (
    !readInContext(req.name) &&
    nameStems.length &&
    nameStems.length <= 2 &&
    nameStems.every((s) => s.length > 3) &&
    inOrder(plainStems(b), nameStems)
  )
    // named as the resume itself writes it somewhere, or not at all (the letter names no skill anew)
    return resumeLower.includes(req.name.toLowerCase()) ? req.name.toLowerCase() : null;
  return null;
}

/**
 * A requirement the posting names only by a word that looks like a tool ("act as the resource
 * nurse" is not Act!, "go live" is not Go, "excel at" is not Excel): no evidence answers it.
 */
export function homonym(req: JobSkill): boolean {
  return (
    (req.category === 'tool' || req.category === 'language') &&
    /^[a-z]{1,5}$/.test(req.jobTerm) &&
    /[A-Z]/.test(req.name)
  );
}

/** A practice named in capitals ("SOX", "US GAAP", "REST APIs", "A/B testing"), not a common word. */
const NAMED = (s: string) => /.[A-Z]|^[A-Z]{2}/.test(s) && !/^[A-Z]{6,}$/.test(s);

/**
 * Whether a sentence may name a requirement as the resume writes it: tools, languages and
 * named practices ("SOX", "REST APIs"), soft skills by name, and words the posting itself uses
 * ("caching"); not a word that only looks alike ("compliance" of barcode scanning for a
 * posting's "audits"), nor a credential or a spoken language (said in their own sentences),
 * nor a field ("Backend Development").
 */
export function nameable(req: JobSkill, surface: string): boolean {
  if (homonym(req)) return false;
  if (GENERIC.test(req.name) && req.category !== 'soft') return false;
  if (req.category === 'certification' || req.category === 'spoken-language') return false;
  if (req.category === 'tool' || req.category === 'language' || req.category === 'soft')
    return true;
  if (NAMED(surface)) return true;
  // a plain word only as the posting itself writes it ("caching" for "caching", not for "audits")
  const own = stemsOf(surface);
  return [...stemsOf(req.jobTerm)].some((s) => own.has(s));
}

/**
 * A requirement as a sentence names it: "PostgreSQL" of "PostgreSQL database", "tax" of "Tax";
 * a plain word in the posting's own inflection ("audit experience" for the resume's "audits").
 */
export function surfaceOf(req: JobSkill, surface: string): string {
  const at = surface.toLowerCase().indexOf(req.name.toLowerCase());
  const s = at >= 0 ? surface.slice(at, at + req.name.length) : surface;
  if (req.category !== 'hard' || NAMED(s)) return s;
  const term = req.jobTerm.trim().toLowerCase();
  const one = /^[a-z]+$/;
  return one.test(term) && one.test(s.toLowerCase()) && stem(term) === stem(s.toLowerCase())
    ? term
    : s.toLowerCase();
}

/**
 * Whether a listed skill may be named beside the evidence, and how: a tool or language ("I also
 * work with Kubernetes") or a practice the posting itself names ("My experience also includes
 * cloud computing"); a poor fit names only what is exactly the posting's, never a look-alike.
 */
export function listable(
  req: JobSkill,
  surface: string,
  poor: boolean,
  listed = false,
): 'tool' | 'practice' | null {
  if (homonym(req) || req.category === 'soft' || GENERIC.test(req.name)) return null;
  if (req.category === 'certification' || req.category === 'spoken-language') return null;
  if (poor) return exactly(req, surface) ? 'tool' : null;
  if (req.category === 'tool' || req.category === 'language') return 'tool';
  return listed || nameable(req, surface) ? 'practice' : null;
}

/** Does a skill in the resume name exactly what the posting names (no homonym: "Python" is "Python")? */
function exactly(req: JobSkill, surface: string): boolean {
  if (req.category !== 'tool' && req.category !== 'language') return false;
  const s = surface.toLowerCase();
  return s === req.jobTerm.toLowerCase() || s === req.name.toLowerCase();
}
