import type { ImportedJob } from '@careerforge/contract';
import { decodeEntities } from './html-scan';
import { capText, descriptionToText } from './html-text';
import {
  asArray,
  asObject,
  currencyCode,
  employmentTypeLabel,
  firstString,
  isoDate,
  nameFromSlug,
  salaryUnitOf,
  toNumber,
  uniqueTexts,
  type JsonObject,
} from './job-fields';

/**
 * The JSON of the Greenhouse, Lever and Ashby job board APIs to a job. Lever and Ashby do not
 * name the employer in a posting, so the company is the board's name from the link
 * ("acme-robotics" -> "Acme Robotics"), which the user can correct.
 */

const text = (value: unknown) => decodeEntities(firstString(value)).trim();

/** "Remote; Berlin; Paris": remote first unless a place already says so. */
function withRemote(places: string[], remote: boolean): string {
  const unique = uniqueTexts(places).slice(0, 10);
  const saysRemote = unique.some((p) => /remote/i.test(p));
  return (remote && !saysRemote ? ['Remote', ...unique] : unique).join('; ');
}

/* ---------- Greenhouse: GET /v1/boards/{token}/jobs/{id}?pay_transparency=true ---------- */

const fromCents = (value: unknown) => {
  const n = toNumber(value);
  return n === null ? null : n / 100;
};

function greenhouseSalary(range: JsonObject | null): ImportedJob['salary'] {
  if (!range) return null;
  const min = fromCents(range.min_cents);
  const max = fromCents(range.max_cents);
  if (min === null && max === null) return null;
  // The ranges carry no period; their title or blurb may say one, and under 1,000 is hourly.
  const label = `${firstString(range.title)} ${firstString(range.blurb)}`;
  const fallback = (max ?? min ?? 0) < 1000 ? 'hour' : 'year';
  return {
    min,
    max,
    currency: currencyCode(range.currency_type),
    unit: salaryUnitOf(label, fallback),
  };
}

export function greenhouseJob(data: unknown, boardToken: string): ImportedJob {
  const job = asObject(data) ?? {};
  const content = typeof job.content === 'string' ? job.content : '';
  return {
    title: text(job.title),
    company: text(job.company_name) || nameFromSlug(boardToken),
    location: text(asObject(job.location)?.name),
    description: content ? descriptionToText(content) : '',
    employmentType: '',
    salary: greenhouseSalary(asObject(asArray(job.pay_input_ranges)[0])),
    datePosted: isoDate(job.first_published),
    url: '',
    source: 'greenhouse',
  };
}

/* ---------- Lever: GET /v0/postings/{site}/{id} ---------- */

function leverDescription(job: JsonObject): string {
  const html = (value: unknown) => (typeof value === 'string' ? value : '');
  const parts = [descriptionToText(html(job.description) || html(job.descriptionPlain))];
  for (const list of asArray(job.lists)) {
    const item = asObject(list);
    if (!item) continue;
    const items = descriptionToText(`<ul>${html(item.content)}</ul>`);
    parts.push([text(item.text), items].filter(Boolean).join('\n'));
  }
  parts.push(descriptionToText(html(job.additional) || html(job.additionalPlain)));
  return capText(parts.filter(Boolean).join('\n\n'));
}

function leverSalary(range: JsonObject | null): ImportedJob['salary'] {
  if (!range) return null;
  const interval = firstString(range.interval);
  const min = toNumber(range.min);
  const max = toNumber(range.max);
  if (/one-time/i.test(interval) || (min === null && max === null)) return null;
  return { min, max, currency: currencyCode(range.currency), unit: salaryUnitOf(interval) };
}

export function leverJob(data: unknown, site: string): ImportedJob {
  const job = asObject(data) ?? {};
  const categories = asObject(job.categories) ?? {};
  const all = asArray(categories.allLocations).map(text);
  const places = all.length ? all : [text(categories.location)];
  return {
    title: text(job.text),
    company: nameFromSlug(site),
    location: withRemote(places, /remote/i.test(firstString(job.workplaceType))),
    description: leverDescription(job),
    employmentType: text(categories.commitment),
    salary: leverSalary(asObject(job.salaryRange)),
    datePosted: isoDate(job.createdAt),
    url: '',
    source: 'lever',
  };
}

/* ---------- Ashby: GET /posting-api/job-board/{org}?includeCompensation=true ---------- */

/** The posting with this id among the board's jobs (every job, not a first few). */
export function findAshbyJob(data: unknown, id: string): JsonObject | null {
  const jobs = asObject(data)?.jobs;
  if (!Array.isArray(jobs)) return null;
  const wanted = id.toLowerCase();
  for (const job of jobs) {
    const object = asObject(job);
    if (object && String(object.id).toLowerCase() === wanted) return object;
  }
  return null;
}

function ashbySalary(compensation: JsonObject | null): ImportedJob['salary'] {
  if (!compensation) return null;
  const components = [
    ...asArray(compensation.summaryComponents),
    ...asArray(compensation.compensationTiers).flatMap((tier) =>
      asArray(asObject(tier)?.components),
    ),
  ];
  for (const component of components.map(asObject)) {
    if (!component || !/salary|hourly/i.test(firstString(component.compensationType))) continue;
    const min = toNumber(component.minValue);
    const max = toNumber(component.maxValue);
    if (min === null && max === null) continue;
    return {
      min,
      max,
      currency: currencyCode(component.currencyCode),
      unit: salaryUnitOf(component.interval),
    };
  }
  return null;
}

export function ashbyJob(job: JsonObject, org: string): ImportedJob {
  const secondary = asArray(job.secondaryLocations).map((l) => text(asObject(l)?.location));
  const remote = job.isRemote === true || /remote/i.test(firstString(job.workplaceType));
  const html = typeof job.descriptionHtml === 'string' ? job.descriptionHtml : '';
  const plain = typeof job.descriptionPlain === 'string' ? job.descriptionPlain : '';
  return {
    title: text(job.title),
    company: nameFromSlug(org),
    location: withRemote([text(job.location), ...secondary], remote),
    description: descriptionToText(html || plain),
    employmentType: employmentTypeLabel(job.employmentType),
    salary: ashbySalary(asObject(job.compensation)),
    datePosted: isoDate(job.publishedAt),
    url: '',
    source: 'ashby',
  };
}
