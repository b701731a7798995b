/**
 * A LinkedIn About written from a resume in its owner's words, for measuring the About optimizer:
 * the summary, then each experience bullet in the first person ("Led ..." becomes "I led ..."),
 * up to a word budget. A resume the reader cannot split into a summary and bullets gives its
 * own first words instead. Only the resume's own sentences, so nothing in it is invented.
 */
import { parseResume } from '../../packages/engine/src/parser';
import { normalizeText } from '../../packages/engine/src/text/normalize';

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** "Designed and built a service" -> "I designed and built a service." */
function firstPerson(bullet: string): string {
  const text = bullet
    .replace(/^[\s•*·▪‣◦●–—-]+/, '')
    .trim()
    .replace(/[.;:,]+$/, '');
  if (!text) return '';
  const first = /^[A-Z][a-z]+\b/.exec(text)?.[0];
  if (first && /(?:ed|built|ran|set|wrote|made|grew|cut|drove|won)$/.test(first.toLowerCase()))
    return `I ${first.toLowerCase()}${text.slice(first.length)}.`;
  return `${text}.`;
}

export function aboutFromResume(resume: string, maxWords = 250): string {
  const norm = normalizeText(resume);
  const parsed = parseResume(norm);
  const sentences: string[] = [];
  const summary = parsed.summary.replace(/\s+/g, ' ').trim();
  if (summary) sentences.push(summary);
  for (const e of parsed.experience) for (const b of e.bullets) sentences.push(firstPerson(b));
  const out: string[] = [];
  let n = 0;
  for (const s of sentences.filter(Boolean)) {
    const w = words(s).length;
    if (n + w > maxWords && n) break;
    out.push(s);
    n += w;
  }
  if (n >= 40) return out.join(' ');
  return words(norm).slice(0, maxWords).join(' ');
}
