import { TEXT_LIMITS, type ImportedJob } from '@careerforge/contract';
import { capText } from './html-text';

/**
 * The last step before a job is answered: every field storable (no NUL, other control
 * characters or lone surrogates, which the forms it fills refuse) and within the lengths the
 * application tracker's fields take, so an imported job can be saved as it is.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** NUL bytes out of a page before anything reads it (the rule for `{ html }`). */
export const withoutNul = (text: string) => (text.includes('\0') ? text.replace(/\0/g, '') : text);

export function storableText(text: string): string {
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** One line of at most `max` characters, cut at a space when it must be cut. */
export function oneLine(text: string, max: number): string {
  const line = storableText(text).replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const head = line.slice(0, max);
  const space = head.lastIndexOf(' ');
  let cut = space >= max / 2 ? space : max;
  if (/[\uD800-\uDBFF]/.test(head.charAt(cut - 1))) cut--;
  return head.slice(0, cut).trim();
}

export const FIELD_LIMITS = {
  title: TEXT_LIMITS.title,
  company: TEXT_LIMITS.title,
  location: TEXT_LIMITS.shortText,
  employmentType: 100,
  currency: 8,
  url: TEXT_LIMITS.url,
} as const;

const finite = (n: number | null) => (n !== null && Number.isFinite(n) ? n : null);

/** The job as answered: every field cleaned and within its limit. */
export function finishJob(job: ImportedJob): ImportedJob {
  const salary =
    job.salary && (finite(job.salary.min) !== null || finite(job.salary.max) !== null)
      ? {
          min: finite(job.salary.min),
          max: finite(job.salary.max),
          currency: oneLine(job.salary.currency, FIELD_LIMITS.currency),
          unit: job.salary.unit,
        }
      : null;
  return {
    title: oneLine(job.title, FIELD_LIMITS.title),
    company: oneLine(job.company, FIELD_LIMITS.company),
    location: oneLine(job.location, FIELD_LIMITS.location),
    description: capText(storableText(job.description).trim()),
    employmentType: oneLine(job.employmentType, FIELD_LIMITS.employmentType),
    salary,
    datePosted: /^\d{4}-\d{2}-\d{2}$/.test(job.datePosted) ? job.datePosted : '',
    url: job.url.length <= FIELD_LIMITS.url ? storableText(job.url) : '',
    source: job.source,
  };
}
