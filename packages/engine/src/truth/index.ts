/**
 * Truthfulness: nothing a generated text says about the candidate may be missing from their
 * resume. original.ts reads the resume's facts, check.ts checks a text against them; this file
 * checks and repairs.
 */
import { normalizeText, splitSentences } from '../text/normalize';
import type { EngineOptions, TruthReport } from '../types';
import { checkAgainst } from './check';
import { originalFacts } from './original';

export { headlineOf, isVariant, namedTools, yearsClaims, introSentences } from './facts';
export { resumeEvidence, evidenceOf, type ResumeEvidence, type Shown } from './evidence';
export { checkClaims, type ClaimViolation } from './claims';
export { checkAgainst } from './check';
export { originalFacts, type OriginalFacts } from './original';

/** What checkTruthfulness checks beyond facts: the resume's shape. */
export interface TruthOptions extends EngineOptions {
  /**
   * 'resume' (the default) also checks that the headline is kept, every named tool is still
   * named and the summary is one summary; 'prose' (a cover letter) checks facts only.
   */
  document?: 'resume' | 'prose';
}

/**
 * Check generated text (tailored resume, cover letter) against the original resume: every employer, job title,
 * degree, number, date and hard skill in it must come from the original. Years of experience computed from the
 * original's dates are allowed when the resume states no figure of its own; a stated figure is never exceeded and
 * years are never attached to a skill the resume did not attach them to. For a resume, the headline must be kept,
 * every tool the original names must still be named (not replaced by a category), and the summary must not gain a
 * second introduction. Soft skills are not checked (they are descriptions, not facts).
 */
export function checkTruthfulness(
  originalResume: string,
  generatedText: string,
  options?: TruthOptions,
): TruthReport {
  return checkAgainst(originalFacts(originalResume, options), generatedText, options?.document);
}

/**
 * Repair generated text: put back the headline if it was dropped, then remove the lines, list
 * items or sentences that carry invented facts (an employer, number, years figure, a second
 * summary...). What cannot be repaired by removal (a named tool gone) stays in the report.
 */
export function repairTruthfulness(
  originalResume: string,
  generatedText: string,
  options?: TruthOptions,
): { text: string; removed: string[]; restored: string[]; report: TruthReport } {
  let text = normalizeText(generatedText);
  const removed: string[] = [];
  const restored: string[] = [];
  const facts = originalFacts(originalResume, options);
  const document = options?.document ?? 'resume';
  for (let round = 0; round < 3; round++) {
    const report = checkAgainst(facts, text, document);
    if (report.ok) return { text, removed, restored, report };
    const headline = report.violations.find((v) => v.kind === 'headline');
    if (headline) {
      // under the name line, where the original had it
      const lines = text.split('\n');
      const name = facts.profile.parsed.contact.name;
      const at = name ? lines.findIndex((l) => l.trim() === name.trim()) : -1;
      lines.splice(at >= 0 ? at + 1 : 0, 0, headline.value);
      text = lines.join('\n');
      restored.push(headline.value);
    }
    const removable = report.violations.filter((v) => v.kind !== 'headline' && v.kind !== 'tool');
    if (!removable.length) continue;
    const values = removable.map((v) => v.value.toLowerCase());
    const bad = (s: string) => values.some((v) => s.toLowerCase().includes(v));
    const factValues = removable
      .filter((v) => ['employer', 'title', 'degree', 'number', 'date'].includes(v.kind))
      .map((v) => v.value.toLowerCase());
    const lines: string[] = [];
    for (const line of text.split('\n')) {
      if (!bad(line)) {
        lines.push(line);
        continue;
      }
      // A line that invents an employer, title, degree, date or number goes whole: dropping
      // only the offending fragment would leave an orphan ("Globex Corp" without its dates).
      const lower = line.toLowerCase();
      if (!/[.!?]\s/.test(line) && factValues.some((v) => lower.includes(v))) {
        removed.push(line.trim());
        continue;
      }
      const items = line.split(/\s*,\s*/);
      if (items.length >= 3 && !/[.!?]\s/.test(line)) {
        const keep = items.filter((i) => {
          if (bad(i)) {
            removed.push(i.trim());
            return false;
          }
          return true;
        });
        if (keep.length) lines.push(keep.join(', '));
        continue;
      }
      const sentences = splitSentences(line);
      const keep = sentences.filter((s) => {
        if (bad(s)) {
          removed.push(s);
          return false;
        }
        return true;
      });
      if (keep.length) {
        const prefix = /^\s*[•*-]\s+/.exec(line)?.[0] ?? '';
        const body = keep.join(' ').replace(/^[•*-]\s+/, '');
        lines.push(prefix + body);
      }
    }
    text = lines.join('\n').replace(/\n{3,}/g, '\n\n');
  }
  return { text, removed, restored, report: checkAgainst(facts, text, document) };
}
