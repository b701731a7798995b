import type { ApplicationStatus, ImportedJob } from '@careerforge/contract';
import { MAX_JOB_DESCRIPTION_CHARS } from '@careerforge/contract/constants';
import type { PageExtract } from './extract';
import { FIELD_LIMITS, MAX_JOB_PAGE_CHARS, SOURCE } from './limits';

/** The job as the popup shows it, every field editable text. */
export interface JobDraft {
  title: string;
  company: string;
  location: string;
  salary: string;
  description: string;
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A JSON-LD block as a script element's text: no "<" is left to end it early ("</script") or to
 * change how the parser reads it ("<!--"). In valid JSON a "<" can only be inside a string,
 * where \u003c reads back as the same character.
 */
const scriptText = (json: string) => json.replace(/</g, '\\u003c');

/** An http(s) address, or '' (file:, chrome: and data: pages have none worth storing). */
export function httpUrlOrEmpty(url: string): string {
  try {
    const { protocol, href } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && href.length <= FIELD_LIMITS.url
      ? href
      : '';
  } catch {
    return '';
  }
}

/**
 * The page the server reads, kept small: only the JSON-LD blocks when one names a JobPosting,
 * else the selected text as paragraphs, else the page itself (capped). Null: nothing to read.
 */
export function postingDocument(page: PageExtract): string | null {
  const head = `<title>${escapeHtml(page.title)}</title>`;
  const postings = page.jsonLd.filter((text) => /JobPosting/i.test(text));
  let doc: string | null = null;
  if (postings.length > 0) {
    const scripts = postings.map(
      (t) => `<script type="application/ld+json">${scriptText(t)}</script>`,
    );
    doc = `<!doctype html><html><head>${head}${scripts.join('')}</head><body></body></html>`;
  } else if (page.selection.trim()) {
    const paragraphs = page.selection
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`);
    doc = `<!doctype html><html><head>${head}</head><body><main>${paragraphs.join('')}</main></body></html>`;
  } else if (page.html) {
    doc = page.html;
  }
  return doc === null ? null : doc.slice(0, MAX_JOB_PAGE_CHARS);
}

const UNIT_WORDS: Record<string, string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/** The salary as the tracker's free text, e.g. "USD 120,000–150,000 a year"; '' when none. */
export function salaryText(salary: ImportedJob['salary']): string {
  if (!salary || (salary.min === null && salary.max === null)) return '';
  const n = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const { min, max } = salary;
  let amount: string;
  if (min !== null && max !== null) amount = min === max ? n(min) : `${n(min)}–${n(max)}`;
  else if (min !== null) amount = `from ${n(min)}`;
  else amount = `up to ${n(max!)}`;
  const text = [salary.currency, amount, UNIT_WORDS[salary.unit] ?? ''].filter(Boolean).join(' ');
  return text.slice(0, FIELD_LIMITS.salaryRange);
}

/** The imported posting as the popup's draft; the page's own address when the job has none. */
export function draftFrom(job: ImportedJob, page: PageExtract): JobDraft {
  return {
    title: job.title.trim() || page.title.trim(),
    company: job.company.trim(),
    location: job.location.trim(),
    salary: salaryText(job.salary),
    description: job.description.slice(0, MAX_JOB_DESCRIPTION_CHARS),
    url: httpUrlOrEmpty(job.url) || httpUrlOrEmpty(page.url),
  };
}

/** A draft from the page alone, for when the server could not read a posting. */
export function draftFromPage(page: PageExtract): JobDraft {
  return {
    title: page.title.trim().slice(0, FIELD_LIMITS.jobTitle),
    company: '',
    location: '',
    salary: '',
    description: page.selection.slice(0, MAX_JOB_DESCRIPTION_CHARS),
    url: httpUrlOrEmpty(page.url),
  };
}

/** The body of POST /api/applications (createApplicationSchema's fields the popup fills). */
export interface ApplicationBody {
  jobTitle: string;
  company: string;
  location: string | null;
  salaryRange: string | null;
  status: ApplicationStatus;
  jobUrl: string | null;
  jobDescription: string | null;
  source: string;
}

/** The application to save: each field trimmed to the contract's limit. */
export function applicationBody(draft: JobDraft, status: ApplicationStatus): ApplicationBody {
  const cut = (s: string, max: number) => s.trim().slice(0, max);
  return {
    jobTitle: cut(draft.title, FIELD_LIMITS.jobTitle),
    company: cut(draft.company, FIELD_LIMITS.company),
    location: cut(draft.location, FIELD_LIMITS.location) || null,
    salaryRange: cut(draft.salary, FIELD_LIMITS.salaryRange) || null,
    status,
    jobUrl: httpUrlOrEmpty(draft.url) || null,
    jobDescription: cut(draft.description, MAX_JOB_DESCRIPTION_CHARS) || null,
    source: SOURCE,
  };
}
