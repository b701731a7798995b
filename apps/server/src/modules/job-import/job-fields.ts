import type { SALARY_UNITS } from '@careerforge/contract';

/**
 * Reading loosely typed JSON (schema.org markup, job board APIs) into the job's fields:
 * values that may be a string, a number, an object or an array of any of them.
 */

export type JsonObject = Record<string, unknown>;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/** How many items of an array any reader looks at. */
const MAX_ITEMS = 50;

export function asObject(value: unknown): JsonObject | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonObject)
    : null;
}

/** The value as a list: an array's first items, one value, or nothing. */
export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.slice(0, MAX_ITEMS) : [value];
}

/** The first text in a value: a string, a number, `name` or `@value` of an object. */
export function firstString(value: unknown): string {
  for (const item of asArray(value)) {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    const object = asObject(item);
    if (!object) continue;
    const inner = object.name ?? object['@value'];
    if (typeof inner === 'string') return inner;
  }
  return '';
}

/** A number from 52000, "52000", "52,000.00", "$52k"; null when there is none. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  // "k" and "m" scale only as a word of their own: "12 months" is not 12 million.
  const match = /(\d[\d,\s]*(?:\.\d+)?)\s*(?:([kKmM])(?![a-zA-Z]))?/.exec(value.slice(0, 100));
  if (!match) return null;
  const base = Number(match[1]!.replace(/[,\s]/g, ''));
  const scale = { k: 1e3, m: 1e6 }[match[2]?.toLowerCase() ?? ''] ?? 1;
  const n = base * scale;
  return Number.isFinite(n) && n < 1e12 ? n : null;
}

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

const isoDay = (ms: number) => {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 2200 ? date.toISOString().slice(0, 10) : '';
};

/** YYYY-MM-DD from "2024-03-05", "2024-03-05T10:00:00Z", another date text or epoch ms. */
export function isoDate(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? isoDay(value) : '';
  const text = firstString(value).trim().slice(0, 100);
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return validDay(year, month, date) ? `${day[1]}-${day[2]}-${day[3]}` : '';
  }
  // "March 4, 2025" parses as local midnight: its local date is the one written.
  const parsed = new Date(text);
  if (!Number.isFinite(parsed.getTime())) return '';
  const [year, month, date] = [parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate()];
  if (year < 1970 || year > 2200) return '';
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

const EMPLOYMENT_LABELS: Record<string, string> = {
  FULL_TIME: 'Full-time',
  FULLTIME: 'Full-time',
  PART_TIME: 'Part-time',
  PARTTIME: 'Part-time',
  CONTRACTOR: 'Contract',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  INTERNSHIP: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};

/** "Full-time" for FULL_TIME, FullTime or full-time; other words as written, capitalised. */
export function employmentTypeLabel(value: unknown): string {
  const labels = asArray(value)
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : []))
    .map((word) => word.trim())
    .filter(Boolean)
    .map((word) => {
      const key = word
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toUpperCase()
        .replace(/[\s-]+/g, '_');
      return EMPLOYMENT_LABELS[key] ?? capitalise(word.replace(/_/g, ' ').toLowerCase());
    });
  return [...new Set(labels)].join(', ');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The salary period from HOUR, "per-hour-wage", "1 YEAR", "Monthly"; `fallback` when none. */
export function salaryUnitOf(value: unknown, fallback: SalaryUnit = 'year'): SalaryUnit {
  const text = firstString(value).toLowerCase();
  if (/hour/.test(text)) return 'hour';
  if (/\bday|daily/.test(text)) return 'day';
  if (/week/.test(text)) return 'week';
  if (/month/.test(text)) return 'month';
  if (/year|annual|annum|p1y/.test(text)) return 'year';
  return fallback;
}

/** An ISO 4217 code ("USD"), or '' for anything else. */
export function currencyCode(value: unknown): string {
  const text = firstString(value).trim().toUpperCase();
  return /^[A-Z]{3}$/.test(text) ? text : '';
}

/** A name from a link's slug: "acme-robotics" -> "Acme Robotics". */
export function nameFromSlug(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // keep the slug as written
  }
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => capitalise(word))
    .join(' ');
}

/** Unique non-empty strings, in order. */
export const uniqueTexts = (texts: string[]) => [
  ...new Set(texts.map((t) => t.trim()).filter(Boolean)),
];
