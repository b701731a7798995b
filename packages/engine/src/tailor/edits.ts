/**
 * The edits of local tailoring, lightest to heaviest mode. Each edit only moves, renames or tidies
 * what the resume already says: it never adds an employer, title, degree, date, number or skill.
 */
import type { ResumeProfile } from '../ats/profile';
import { formatResume } from '../format';
import { getSkill, lookupSkill, matchTokens, tokenizeText } from '../taxonomy';
import { FILLER, WEAK_PHRASES } from '../text/lexicon';
import type { JobAnalysis, ParsedResume, TailorMode } from '../types';

/** How much each mode does: a mode does everything the lighter ones do. */
export const MODE_RANK: Record<TailorMode, number> = { basic: 0, personalized: 1, aggressive: 2 };

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Tidy one bullet: spaces, leading glyphs, capital first letter, no trailing semicolon. */
export function cleanBullet(b: string): string {
  let t = b
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/^[•\-*–—·\s]+/, '')
    .trim();
  t = t.replace(/[;,]+$/, '');
  if (/^[a-z]/.test(t)) t = t[0]!.toUpperCase() + t.slice(1);
  return t;
}

/** Relevance of a text to the job: the weights of the job skills it names, plus recurring job words. */
function relevance(
  text: string,
  job: JobAnalysis,
  jobSkillWeight: Map<number, number>,
  keywordKeys: Map<string, number>,
): number {
  const toks = tokenizeText(text);
  let s = 0;
  for (const m of matchTokens(toks)) s += jobSkillWeight.get(m.skillId) ?? 0;
  for (const t of toks) s += (keywordKeys.get(t.key) ?? 0) * 0.15;
  return s;
}

function stableSortBy<T>(arr: T[], score: (x: T) => number): T[] {
  return arr
    .map((x, i) => ({ x, i, s: score(x) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((e) => e.x);
}

/** Replace the resume's word for a skill by the job's word for the same skill ("JS" -> "JavaScript"). */
function applyTerminology(
  parsed: ParsedResume,
  profile: ResumeProfile,
  job: JobAnalysis,
  improvements: string[],
): void {
  const swaps: Array<[RegExp, string, string]> = [];
  for (const s of job.skills) {
    const own = profile.skills.get(s.skillId);
    if (!own || s.category === 'soft') continue;
    const skill = getSkill(s.skillId);
    if (own.term.toLowerCase() === s.jobTerm.toLowerCase()) continue;
    // only names, never descriptions: the job must use the skill's name, the resume an alias or abbreviation of it
    if (s.jobTerm.toLowerCase() !== skill.name.toLowerCase()) continue;
    if (own.term.toLowerCase() === skill.name.toLowerCase() || /(?:ing|ed)$/i.test(own.term))
      continue;
    if (lookupSkill(own.term)?.id !== s.skillId) continue;
    const keys = (x: string) =>
      tokenizeText(x)
        .map((t) => t.key)
        .join(' ');
    if (keys(own.term) === keys(s.jobTerm)) continue;
    swaps.push([
      new RegExp(`(?<![\\w.+#-])${escapeRe(own.term)}(?![\\w+#]|\\.[a-z])`, 'g'),
      s.jobTerm,
      own.term,
    ]);
  }
  if (!swaps.length) return;
  const swap = (t: string) => swaps.reduce((acc, [re, to]) => acc.replace(re, to), t);
  parsed.summary = swap(parsed.summary);
  parsed.skills = dedupe(parsed.skills.map(swap));
  for (const g of parsed.skillGroups) g.items = dedupe(g.items.map(swap));
  for (const e of parsed.experience) e.bullets = e.bullets.map(swap);
  for (const p of parsed.projects) {
    p.bullets = p.bullets.map(swap);
    p.description = swap(p.description);
    if (p.technologies) p.technologies = swap(p.technologies);
  }
  improvements.push(
    `Used the posting's terms for skills you already have: ${swaps.map(([, to, from]) => `"${from}" -> "${to}"`).join(', ')}.`,
  );
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = i.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** A summary built only from the candidate's own facts: latest title, years from their dates, their skills that match. */
function targetedSummary(profile: ResumeProfile, job: JobAnalysis): string {
  const title = profile.parsed.experience.find((e) => e.title)?.title ?? '';
  const years = Math.floor(profile.years);
  const matched = job.skills
    .filter((s) => s.category !== 'soft' && profile.skills.has(s.skillId))
    .map((s) => s.name);
  const soft = job.skills
    .filter((s) => s.category === 'soft' && profile.skills.has(s.skillId))
    .map((s) => s.name.toLowerCase());
  if (!title && !matched.length) return '';
  const who = title ? title.replace(/^(?:an?\s+)/i, '') : 'Professional';
  const exp = years >= 1 ? ` with ${years}+ years of experience` : '';
  const list = (xs: string[]) =>
    xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
  let s = `${who}${exp}${matched.length ? ` in ${list(matched.slice(0, 5))}` : ''}.`;
  if (matched.length > 5) s += ` Also experienced with ${list(matched.slice(5, 9))}.`;
  if (soft.length) s += ` Known for ${list(soft.slice(0, 3))}.`;
  return s;
}

function strengthen(b: string): { text: string; changed: boolean } {
  for (const w of WEAK_PHRASES) {
    if (w.re.test(b)) {
      const text = b
        .replace(w.re, w.replace as string)
        .replace(/\s+/g, ' ')
        .trim();
      return { text: text[0]!.toUpperCase() + text.slice(1), changed: true };
    }
  }
  return { text: b, changed: false };
}

function tighten(b: string): string {
  let t = b;
  for (const [re, rep] of FILLER) t = t.replace(re, rep);
  t = t
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\.$/, '')
    .trim();
  return t ? t[0]!.toUpperCase() + t.slice(1) : t;
}

interface Built {
  text: string;
  improvements: string[];
}

/** The resume rewritten by one mode, with what was changed. */
export function build(profile: ResumeProfile, job: JobAnalysis, mode: TailorMode): Built {
  const rank = MODE_RANK[mode];
  const parsed: ParsedResume = structuredClone(profile.parsed);
  const improvements: string[] = [];
  const jobSkillWeight = new Map(job.skills.map((s) => [s.skillId, s.weight]));
  const keywordKeys = new Map<string, number>();
  for (const k of job.keywords) {
    const key = tokenizeText(k.term)[0]?.key;
    if (key) keywordKeys.set(key, k.weight);
  }

  // basic: standard headings, clean bullets, skills ordered by relevance
  const nonStandard = profile.parsed.sections.filter(
    (s) =>
      s.heading.toLowerCase() !== s.kind &&
      !['summary', 'experience', 'education', 'skills', 'projects', 'certifications'].includes(
        s.heading.toLowerCase(),
      ),
  );
  improvements.push(
    nonStandard.length
      ? `Renamed ${nonStandard.length} section heading${nonStandard.length > 1 ? 's' : ''} to standard ones (${[...new Set(nonStandard.map((s) => `"${s.heading}"`))].slice(0, 4).join(', ')}) and used a single-column plain-text layout.`
      : 'Used standard section headings and a single-column plain-text layout that ATS read reliably.',
  );
  let cleaned = 0;
  const clean = (arr: string[]) =>
    arr.map((b) => {
      const c = cleanBullet(b);
      if (c !== b) cleaned++;
      return c;
    });
  for (const e of parsed.experience) e.bullets = clean(e.bullets).filter(Boolean);
  for (const p of parsed.projects) p.bullets = clean(p.bullets).filter(Boolean);
  if (cleaned)
    improvements.push(
      `Cleaned ${cleaned} bullet${cleaned > 1 ? 's' : ''} (spacing, punctuation, capitalisation, bullet glyphs).`,
    );

  // the candidate's own skills, named anywhere in the resume
  const ownSkillNames = [...profile.skills.entries()].sort(
    (a, b) => (jobSkillWeight.get(b[0]) ?? 0) - (jobSkillWeight.get(a[0]) ?? 0),
  );
  const skillScore = (s: string) => {
    const m = matchTokens(tokenizeText(s));
    return m.reduce((n, x) => Math.max(n, jobSkillWeight.get(x.skillId) ?? 0), 0);
  };
  if (parsed.skills.length) {
    const before = parsed.skills.join('|');
    parsed.skills = stableSortBy(parsed.skills, skillScore);
    for (const g of parsed.skillGroups) g.items = stableSortBy(g.items, skillScore);
    parsed.skillGroups = stableSortBy(parsed.skillGroups, (g) =>
      g.items.reduce((n, i) => n + skillScore(i), 0),
    );
    if (parsed.skills.join('|') !== before)
      improvements.push('Moved the skills this job asks for to the front of your skills list.');
  } else {
    const listed = ownSkillNames
      .filter(([id]) => getSkill(id).category !== 'soft')
      .map(([, v]) => v.term);
    if (listed.length) {
      parsed.skills = dedupe(listed).slice(0, 20);
      improvements.push(
        'Added a Skills section listing the skills your resume already names, most relevant first.',
      );
    }
  }

  if (rank >= 1) {
    let moved = 0;
    for (const e of parsed.experience) {
      const sorted = stableSortBy(e.bullets, (b) => relevance(b, job, jobSkillWeight, keywordKeys));
      if (sorted.join('\n') !== e.bullets.join('\n')) moved++;
      e.bullets = sorted;
    }
    for (const p of parsed.projects)
      p.bullets = stableSortBy(p.bullets, (b) => relevance(b, job, jobSkillWeight, keywordKeys));
    if (moved)
      improvements.push(
        `Put the most relevant bullets first in ${moved} role${moved > 1 ? 's' : ''}.`,
      );
    applyTerminology(parsed, profile, job, improvements);
    const targeted = targetedSummary(profile, job);
    if (targeted) {
      const original = parsed.summary.trim();
      parsed.summary = original ? `${targeted} ${original}` : targeted;
      improvements.push(
        'Opened with a targeted summary built from your own titles, dates and matching skills.',
      );
    }
  }

  if (rank >= 2) {
    let strong = 0;
    let tight = 0;
    const fix = (arr: string[]) =>
      arr.map((b) => {
        const s = strengthen(b);
        if (s.changed) strong++;
        const t = tighten(s.text);
        if (t !== s.text) tight++;
        return t;
      });
    for (const e of parsed.experience) e.bullets = fix(e.bullets);
    for (const p of parsed.projects) p.bullets = fix(p.bullets);
    if (strong)
      improvements.push(
        `Replaced weak openings ("responsible for", "helped with", "worked on") with action verbs in ${strong} bullet${strong > 1 ? 's' : ''}.`,
      );
    if (tight)
      improvements.push(
        `Tightened ${tight} bullet${tight > 1 ? 's' : ''} by removing filler words.`,
      );
    // Core Competencies: matched skills first (in the job's words), then the rest of the candidate's skills
    const matched = job.skills
      .filter((s) => profile.skills.has(s.skillId) && s.category !== 'soft')
      .map((s) => s.name);
    const rest = parsed.skills.length ? parsed.skills : ownSkillNames.map(([, v]) => v.term);
    const merged = dedupe([...matched, ...rest]);
    const covered = new Set<number>();
    parsed.skills = merged.filter((s) => {
      const ids = matchTokens(tokenizeText(s)).map((m) => m.skillId);
      if (ids.length === 1 && covered.has(ids[0]!)) return false;
      for (const i of ids) covered.add(i);
      return true;
    });
    parsed.skillGroups = [];
    improvements.push(
      `Added a Core Competencies block led by the ${matched.length} skill${matched.length === 1 ? '' : 's'} you share with the posting.`,
    );
    return {
      text: formatResume(parsed, {
        skillsHeading: 'Core Competencies',
        flatSkills: true,
        order: ['summary', 'skills', 'experience', 'projects', 'education', 'certifications'],
      }),
      improvements,
    };
  }
  return { text: formatResume(parsed), improvements };
}
