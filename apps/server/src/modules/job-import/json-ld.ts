import type { ImportedJob } from '@careerforge/contract';
import { decodeEntities } from './html-scan';
import { descriptionToText } from './html-text';
import {
  asArray,
  asObject,
  currencyCode,
  employmentTypeLabel,
  firstString,
  isoDate,
  salaryUnitOf,
  toNumber,
  uniqueTexts,
  type JsonObject,
} from './job-fields';

/**
 * schema.org JobPosting markup (the JSON-LD search engines read) to a job: the posting may be
 * one object, an item of an array, a node of `@graph` or a page's `mainEntity`; `@type` a
 * string or an array. A block that is not JSON is skipped, never the blocks after it.
 */

/** Blocks looked at, and nodes visited in one block: a page cannot make the search long. */
const MAX_BLOCKS = 1000;
const MAX_NODES = 5000;
const MAX_JSON_DEPTH = 64;
const MAX_REPAIRED_CHARS = 256 * 1024;
/** Where a JobPosting may sit inside another node. */
const CONTAINER_KEYS = ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item'];

/** True when the JSON text nests deeper than `limit` (a linear scan that skips strings). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Control characters inside JSON strings escaped: many pages put raw line breaks there. */
function escapeControlsInStrings(text: string): string {
  let out = '';
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!inString) {
      if (c === 0x22) inString = true;
    } else if (c === 0x5c) {
      i++;
    } else if (c === 0x22) {
      inString = false;
    } else if (c < 0x20) {
      out += text.slice(start, i) + (c === 0x0a ? '\\n' : c === 0x09 ? '\\t' : ' ');
      start = i + 1;
    }
  }
  return out + text.slice(start);
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A block's JSON, also when it has raw line breaks in strings or was entity-escaped. */
export function parseJsonLd(block: string): unknown {
  // JSON.parse takes its time over a value nested a million deep, and no posting is.
  if (nestsDeeperThan(block, MAX_JSON_DEPTH)) return undefined;
  const text = block
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim();
  const parsed = tryParse(text);
  // Repairs cost two more passes and parses; a block this large is not a posting's markup.
  if (parsed !== undefined || text.length > MAX_REPAIRED_CHARS) return parsed;
  const escaped = escapeControlsInStrings(text);
  const retried = escaped === text ? undefined : tryParse(escaped);
  if (retried !== undefined) return retried;
  return text.includes('&quot;')
    ? tryParse(escapeControlsInStrings(decodeEntities(text)))
    : undefined;
}

function isJobPosting(node: JsonObject): boolean {
  return asArray(node['@type']).some(
    (t) => typeof t === 'string' && /(?:^|[/#:])JobPosting$/.test(t.trim()),
  );
}

/** The first JobPosting in a parsed block, breadth first, visiting at most MAX_NODES nodes. */
function searchJobPosting(root: unknown): JsonObject | null {
  const queue: unknown[] = [root];
  for (let i = 0; i < queue.length && i < MAX_NODES; i++) {
    const node = queue[i];
    if (Array.isArray(node)) {
      for (const item of node) {
        if (queue.length >= MAX_NODES) break;
        queue.push(item);
      }
      continue;
    }
    const object = asObject(node);
    if (!object) continue;
    if (isJobPosting(object)) return object;
    for (const key of CONTAINER_KEYS) {
      if (object[key] !== undefined && queue.length < MAX_NODES) queue.push(object[key]);
    }
  }
  return null;
}

/** The first JobPosting in a page's JSON-LD blocks. */
export function findJobPosting(blocks: readonly string[]): JsonObject | null {
  let looked = 0;
  for (const block of blocks) {
    if (!block.includes('JobPosting')) continue;
    if (++looked > MAX_BLOCKS) break;
    const found = searchJobPosting(parseJsonLd(block));
    if (found) return found;
  }
  return null;
}

/** Text of a JSON-LD value, entities decoded ("Caf&eacute;" is written that way on pages). */
const textOf = (value: unknown) => decodeEntities(firstString(value)).trim();

function organizationName(value: unknown): string {
  for (const item of asArray(value)) {
    const name = typeof item === 'string' ? decodeEntities(item) : textOf(asObject(item)?.name);
    if (name.trim()) return name.trim();
  }
  return '';
}

function addressText(value: unknown): string {
  if (typeof value === 'string') return decodeEntities(value);
  const address = asObject(asArray(value)[0]);
  if (!address) return '';
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry];
  return uniqueTexts(parts.map(textOf)).join(', ');
}

function placeText(value: unknown): string {
  if (typeof value === 'string') return decodeEntities(value);
  const place = asObject(value);
  if (!place) return '';
  return addressText(place.address) || textOf(place.name);
}

/** "Remote (United States); Berlin, BE, DE": remote first, then each place. */
function locationOf(node: JsonObject): string {
  const places = uniqueTexts(asArray(node.jobLocation).map(placeText)).slice(0, 10);
  const remote = asArray(node.jobLocationType).some(
    (t) => typeof t === 'string' && /telecommute/i.test(t),
  );
  if (!remote) return places.join('; ');
  const areas = uniqueTexts(
    asArray(node.applicantLocationRequirements).map(
      (area) => textOf(area) || addressText(asObject(area)?.address),
    ),
  ).slice(0, 5);
  const label = areas.length ? `Remote (${areas.join(', ')})` : 'Remote';
  return [label, ...places].join('; ');
}

/** A MonetaryAmount (or its distribution): a value or a range, its currency and period. */
export function salaryOf(value: unknown): ImportedJob['salary'] {
  const first = asArray(value)[0];
  const amount = asObject(first);
  if (!amount) {
    const n = toNumber(first);
    return n === null ? null : { min: n, max: n, currency: '', unit: 'year' };
  }
  const quantity = asObject(amount.value);
  const single = toNumber(quantity ? quantity.value : amount.value);
  let min = toNumber(quantity?.minValue ?? amount.minValue) ?? single;
  let max = toNumber(quantity?.maxValue ?? amount.maxValue) ?? single;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    min,
    max,
    currency: currencyCode(amount.currency ?? quantity?.currency),
    unit: salaryUnitOf(quantity?.unitText ?? amount.unitText ?? amount.duration),
  };
}

/** A JobPosting node to a job (url and page fallbacks are the caller's). */
export function jobFromJsonLd(node: JsonObject): ImportedJob {
  const description = firstString(node.description);
  return {
    title: textOf(node.title) || textOf(node.name),
    company: organizationName(node.hiringOrganization),
    location: locationOf(node),
    description: description ? descriptionToText(description) : '',
    employmentType: employmentTypeLabel(node.employmentType),
    salary: salaryOf(node.baseSalary) ?? salaryOf(node.estimatedSalary),
    datePosted: isoDate(node.datePosted),
    url: '',
    source: 'json-ld',
  };
}
