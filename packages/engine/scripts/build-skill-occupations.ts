/**
 * Builds packages/engine/data/skill-occupations.json: for each skill of the taxonomy that O*NET
 * lists as a technology of an occupation, the occupations that use it. The ATS score reads from
 * it how alike two sets of skills are (the occupations they point to) and which skill of a
 * resume is near one a posting asks for (taxonomy/related.ts).
 *
 * Source: O*NET 29.2 Database "Technology Skills" (CC BY 4.0, U.S. Department of Labor,
 * Employment and Training Administration), read through the engine's own skill matcher, so an
 * O*NET example ("Oracle Java", "Facebook React") counts for the taxonomy skill a resume or a
 * posting would be read as.
 *
 * Usage: npx tsx packages/engine/scripts/build-skill-occupations.ts [path/to/shared/data]
 * Run after build-occupations.ts (occupations are numbered in that file's order). Deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import occupations from '../data/occupations.json';
import { findSkills, getSkill, lookupSkill, type Skill } from '../src/taxonomy';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(process.argv[2] ?? join(here, '../../../../shared/data'));
const outFile = join(here, '../data/skill-occupations.json');

const occIndex = new Map<string, number>();
occupations.occupations.forEach((o, i) => occIndex.set(o[0] as string, i));

const rows = readFileSync(join(dataDir, 'skills_taxonomy/onet/Technology Skills.txt'), 'utf8')
  .replace(/^\uFEFF/, '')
  .split(/\r?\n/)
  .slice(1)
  .filter((l) => l.trim())
  .map((l) => l.split('\t'));

/**
 * The skills an O*NET example stands for: the tools and languages named in it as written and once
 * its vendor or a trailing generic word is dropped ("Oracle Java" also counts for Java, "Splunk
 * Enterprise" for Splunk, "Ansible software" for Ansible: the taxonomy keeps O*NET's full names as
 * skills of their own); another kind of skill only when it is the whole name ("Wolfram Research
 * Mathematica" counts for Mathematica, not for research).
 */
function readings(example: string): Skill[] {
  // a tool or language named inside the name ("Google TensorFlow"); any other kind of skill only
  // when it is the whole name ("Qualtrics Research Suite" is no evidence of research)
  const out = findSkills(example)
    .map((m) => getSkill(m.skillId))
    .filter((s) => s.category === 'tool' || s.category === 'language');
  const whole = lookupSkill(example);
  if (whole) out.push(whole);
  const words = example.split(/\s+/);
  if (words.length > 1)
    for (const rest of [words.slice(1).join(' '), words.slice(0, -1).join(' ')])
      for (const m of findSkills(rest)) {
        const s = getSkill(m.skillId);
        if (s.category === 'tool' || s.category === 'language') out.push(s);
      }
  return out;
}

/** skill name -> occupation index -> weight (1, +1 hot technology, +1 in demand) */
const bySkill = new Map<string, Map<number, number>>();
let mapped = 0;
for (const [code = '', example = '', , , hot = '', demand = ''] of rows) {
  const occ = occIndex.get(code);
  if (occ === undefined || !example) continue;
  const skills = new Set<string>();
  for (const s of readings(example))
    if (s.category !== 'soft' && s.category !== 'spoken-language') skills.add(s.name);
  if (skills.size) mapped++;
  const w = 1 + (hot === 'Y' ? 1 : 0) + (demand === 'Y' ? 1 : 0);
  for (const name of skills) {
    const m = bySkill.get(name) ?? new Map<number, number>();
    m.set(occ, Math.max(m.get(occ) ?? 0, w));
    bySkill.set(name, m);
  }
}

const skills: Record<string, number[]> = {};
for (const name of [...bySkill.keys()].sort()) {
  const flat: number[] = [];
  for (const [occ, w] of [...bySkill.get(name)!].sort((a, b) => a[0] - b[0])) flat.push(occ, w);
  skills[name] = flat;
}
writeFileSync(
  outFile,
  JSON.stringify({
    version: 1,
    credits:
      'Derived from the O*NET 29.2 Database "Technology Skills" by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence; O*NET® is a trademark of USDOL/ETA.',
    format:
      'skills: taxonomy skill name -> flat pairs [occupation index into occupations.json, weight], weight 1 plus 1 for an O*NET Hot Technology and 1 for In Demand',
    counts: { rows: rows.length, rowsMapped: mapped, skills: bySkill.size },
    skills,
  }) + '\n',
);
console.log(
  `${bySkill.size} skills from ${mapped} of ${rows.length} technology rows -> ${outFile}`,
);
