/**
 * (e) The ATS score on well-formed resumes: each persona's resume (bench/personas) against the
 * two postings it was written to fit and against every other persona's fitting postings. The
 * labelled datasets hold flattened text (the categorised resumes lost their lines); these are
 * resumes as people write them, in twenty fields. They were written beside the engine, so they
 * are not unseen data: the figures say how the shipped score reads a well-formed resume, not
 * how it generalises.
 *
 * A persona's `unrelated.txt` is left out on both sides: it is another field's posting, and may be
 * a posting some other persona fits. A pair of personas in neighbouring work (a nurse moving to
 * data, two logistics careers) counts as not fitting: the closest neighbours are printed, so a
 * high number there can be read for what it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeResume } from '../../packages/engine/src/index';
import { fmt, percentile } from './stats';

interface Posting {
  persona: string;
  file: string;
  text: string;
}

export function evalPersonaScores(personasDir: string): void {
  const personas = readdirSync(personasDir)
    .filter((d) => /^\d\d-/.test(d))
    .sort();
  if (!personas.length) return;
  const postings: Posting[] = personas.flatMap((persona) =>
    readdirSync(join(personasDir, persona, 'jobs'))
      .filter((f) => f.startsWith('fit'))
      .sort()
      .map((file) => ({
        persona,
        file,
        text: readFileSync(join(personasDir, persona, 'jobs', file), 'utf8'),
      })),
  );
  const fitting: number[] = [];
  const notFitting: Array<{ score: number; persona: string; posting: Posting }> = [];
  for (const persona of personas) {
    const resume = readFileSync(join(personasDir, persona, 'resume.txt'), 'utf8');
    for (const posting of postings) {
      const score = analyzeResume(resume, posting.text).atsScore;
      if (posting.persona === persona) fitting.push(score);
      else notFitting.push({ score, persona, posting });
    }
  }
  const not = notFitting.map((n) => n.score);
  console.log(`\n== (e) personas: well-formed resumes in ${personas.length} fields, shipped score`);
  console.log(
    `  ${fitting.length} own fitting postings, ${not.length} other personas' fitting postings`,
  );
  console.log(
    `  fitting      p10 ${fmt(percentile(fitting, 10), 0)}  median ${fmt(percentile(fitting, 50), 0)}  lowest ${Math.min(...fitting)}`,
  );
  console.log(
    `  not fitting  median ${fmt(percentile(not, 50), 0)}  p90 ${fmt(percentile(not, 90), 0)}  p99 ${fmt(percentile(not, 99), 0)}; 35 or more: ${not.filter((s) => s >= 35).length}`,
  );
  console.log('  the highest not-fitting pairs (resume -> posting):');
  for (const n of [...notFitting].sort((a, b) => b.score - a.score).slice(0, 6))
    console.log(`    ${n.score}  ${n.persona} -> ${n.posting.persona}/${n.posting.file}`);
}
