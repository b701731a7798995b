/**
 * meta.careerforge: what a JSON Resume cannot say about a Careerforge document, so that a
 * document exported and imported again comes back exactly. The writer adds, for each entry, the
 * fields whose value reading the JSON Resume fields would not give back (a date written "Summer
 * 2019", a link written without https://, a builder id). The reader never trusts any of it: a
 * value of the wrong type or size is ignored, and an entry's hint is taken only when the entry
 * it makes writes exactly what the file's entry says (so a hint adds what JSON Resume cannot
 * say and never contradicts the file, even after another tool edited it).
 */
import { DEFAULT_TEMPLATE, DEFAULT_THEME, DOCUMENT_SECTION_KEYS } from '../document';
import { TEMPLATE_IDS } from '../document/blank';
import type { DocumentSection, ResumeTemplateId, ResumeTheme } from '../types';
import { LIMITS, stripForbidden, Warnings } from './document-fit';
import { SECTION_LINE_KEYS, type LineKey } from './entry-lines';
import type { Codec, FieldSpec } from './json-resume-codecs';
import type { CustomSectionHint, EntryHint, HintValue } from './json-resume-types';
import { isObj, type Obj, own, Reader } from './read-json';

const quiet = () => new Reader(new Warnings());

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((x, i) => x === b[i])
    : a === b;

/** A text the document could hold as it is: trimmed, within `max`, no forbidden characters. */
const validText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length <= max && v === v.trim() && stripForbidden(v) === v;

const validId = (v: unknown): v is string => validText(v, LIMITS.id) && v !== '';

function validValue(v: unknown, spec: FieldSpec): v is HintValue {
  if (spec.type === 'bool') return typeof v === 'boolean';
  if (spec.type === 'text') return validText(v, spec.max);
  return Array.isArray(v) && v.length <= spec.items && v.every((x) => validText(x, spec.max));
}

const ID: FieldSpec = { type: 'text', max: LIMITS.id };

/* ---------- writing ---------- */

/** The fields of `e` that reading its JSON Resume entry back would not give (with its id). */
export function hintOf<E extends object>(
  codec: Codec<E>,
  e: E,
  id?: { value: string; read: string },
): EntryHint {
  const back = codec.read(codec.write(e) as Obj, '', quiet());
  const hint: EntryHint = {};
  if (id && id.value !== id.read) hint.id = id.value;
  for (const field of Object.keys(codec.fields) as Array<keyof E & string>) {
    const value = e[field] as HintValue;
    if (!sameValue(value, back[field])) hint[field] = Array.isArray(value) ? [...value] : value;
  }
  return hint;
}

/** The hints of a list of entries, or undefined when none of them needs one. */
export function hintsOf<E extends { id: string }>(
  codec: Codec<Omit<E, 'id'>>,
  entries: E[],
  prefix: string,
): EntryHint[] | undefined {
  const hints = entries.map((e, i) =>
    hintOf(codec, e, { value: e.id, read: `${prefix}-${i + 1}` }),
  );
  return hints.some((h) => Object.keys(h).length) ? hints : undefined;
}

/* ---------- reading ---------- */

/** The parts of meta.careerforge that passed their checks. */
export interface MetaIn {
  template?: ResumeTemplateId;
  theme?: ResumeTheme;
  sections?: unknown;
  personal?: unknown;
  entries: Obj;
  customSections?: CustomSectionHint[];
}

function themeOf(v: unknown, r: Reader): ResumeTheme | undefined {
  if (v === undefined) return undefined;
  const t = isObj(v) ? v : {};
  const colour = (k: keyof ResumeTheme) => {
    const c = own(t, k);
    return typeof c === 'string' && /^#[0-9a-fA-F]{6}$/.test(c) ? c : undefined;
  };
  const theme = {
    primary: colour('primary') ?? DEFAULT_THEME.primary,
    secondary: colour('secondary') ?? DEFAULT_THEME.secondary,
    accent: colour('accent') ?? DEFAULT_THEME.accent,
  };
  if (!colour('primary') || !colour('secondary') || !colour('accent'))
    r.warn('meta.careerforge.theme has colours that are not #rrggbb; the default ones were used.');
  return theme;
}

function customHintsOf(v: unknown, r: Reader): CustomSectionHint[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > LIMITS.entries) {
    r.warn('meta.careerforge.customSections is not a list of sections; it was ignored.');
    return undefined;
  }
  const out: CustomSectionHint[] = [];
  v.forEach((c, i) => {
    const array = isObj(c) ? own(c, 'array') : undefined;
    const lines = isObj(c) ? own(c, 'lines') : undefined;
    const ok =
      isObj(c) &&
      validId(own(c, 'id')) &&
      validText(own(c, 'title'), LIMITS.line) &&
      (array === undefined
        ? validValue(lines, { type: 'texts', items: LIMITS.items, max: LIMITS.prose })
        : SECTION_LINE_KEYS.includes(array as LineKey));
    if (!ok) {
      r.warn(`meta.careerforge.customSections[${i}] is not a valid section; it was ignored.`);
      return;
    }
    const hint: CustomSectionHint = {
      id: own(c, 'id') as string,
      title: own(c, 'title') as string,
    };
    if (array === undefined) hint.lines = [...(lines as string[])];
    else hint.array = array as string;
    out.push(hint);
  });
  return out;
}

/** meta.careerforge of a file, checked; null when the file has none (another tool wrote it). */
export function readMeta(root: Obj, r: Reader): MetaIn | null {
  const meta = own(root, 'meta');
  const cf = isObj(meta) ? own(meta, 'careerforge') : undefined;
  if (cf === undefined) return null;
  if (!isObj(cf) || own(cf, 'version') !== 1) {
    r.warn('meta.careerforge is not in a form this version of Careerforge reads; it was ignored.');
    return null;
  }
  const template = own(cf, 'template');
  const known = TEMPLATE_IDS.find((t) => t === template);
  if (template !== undefined && !known)
    r.warn(`meta.careerforge.template is not a known template; ${DEFAULT_TEMPLATE} was used.`);
  return {
    template: known,
    theme: themeOf(own(cf, 'theme'), r),
    sections: own(cf, 'sections'),
    personal: own(cf, 'personal'),
    entries: cf,
    customSections: customHintsOf(own(cf, 'customSections'), r),
  };
}

/** Notes each hint that was refused, once, in one warning. */
export class Refused {
  private readonly where: string[] = [];

  add(label: string): void {
    this.where.push(label);
  }

  report(r: Reader): void {
    if (!this.where.length) return;
    const shown = this.where.slice(0, 5).join(', ');
    const more = this.where.length > 5 ? ` and ${this.where.length - 5} more` : '';
    r.warn(
      `Careerforge details in meta.careerforge that do not match the file were ignored (${shown}${more}); the file's own fields were used.`,
    );
  }
}

/** Fields of the objects inside an entry (basics.location, basics.profiles[]) a reader reads. */
const NESTED = [
  'address',
  'postalCode',
  'city',
  'region',
  'countryCode',
  'network',
  'username',
  'url',
];

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * True when the file says what `ours` (an entry as the writer writes it) says, in each of
 * `keys`: the same text, the same list, nothing where ours has nothing. Walks `ours`, which is
 * the writer's and a few levels deep, never the file's own nesting.
 */
function sameAsFile(ours: unknown, theirs: unknown, keys?: readonly string[]): boolean {
  if (ours === undefined) return blank(theirs);
  if (typeof ours === 'string') return ours === theirs;
  if (Array.isArray(ours))
    return (
      Array.isArray(theirs) &&
      theirs.length === ours.length &&
      ours.every((x, i) => sameAsFile(x, theirs[i]))
    );
  if (!isObj(ours) || !isObj(theirs)) return false;
  const fields = keys ?? [...new Set([...Object.keys(ours), ...NESTED])];
  return fields.every((k) => sameAsFile(own(ours, k), own(theirs, k)));
}

/**
 * One entry with its hint applied: each field of the hint of the right type and size replaces
 * the one read from the file, and the whole hint is refused unless the entry so made writes
 * what the file's entry says (every field the reader reads). Null when refused.
 */
export function withHint<E extends object>(
  codec: Codec<E>,
  base: E,
  hint: unknown,
  file: Obj,
  withId: boolean,
): E | null {
  if (!isObj(hint)) return null;
  const candidate: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  const specs: Array<[string, FieldSpec]> = Object.entries(codec.fields);
  if (withId) specs.push(['id', ID]);
  let used = false;
  for (const [field, spec] of specs) {
    if (!Object.hasOwn(hint, field)) continue;
    const v = hint[field];
    if (!validValue(v, spec)) return null;
    if (field === 'id' && !validId(v)) return null;
    candidate[field] = Array.isArray(v) ? [...v] : v;
    used = true;
  }
  if (!used) return base;
  return sameAsFile(codec.write(candidate as E), file, codec.reads) ? (candidate as E) : null;
}

/**
 * The entries read from a JSON Resume array with their hints: used only when the hints are a
 * list as long as the array and every item of the array was read (else they may belong to other
 * entries).
 */
export function withHints<E extends { id: string }>(
  codec: Codec<Omit<E, 'id'>>,
  base: E[],
  files: Obj[],
  hints: unknown,
  complete: boolean,
  label: string,
  refused: Refused,
): E[] {
  if (hints === undefined) return base;
  if (!Array.isArray(hints) || hints.length !== base.length || !complete) {
    refused.add(label);
    return base;
  }
  return base.map((e, i) => {
    const applied = withHint(codec as unknown as Codec<E>, e, hints[i], files[i]!, true);
    if (!applied) refused.add(`${label}[${i}]`);
    return applied ?? e;
  });
}

/** The sections list of meta.careerforge: known ids, each once, with a visibility; else undefined. */
export function sectionsOf(
  v: unknown,
  customIds: string[],
  r: Reader,
): DocumentSection[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > LIMITS.sections) {
    r.warn('meta.careerforge.sections is not a list of sections; the standard order was used.');
    return undefined;
  }
  const known = new Set<string>([...DOCUMENT_SECTION_KEYS, ...customIds]);
  const seen = new Set<string>();
  const out: DocumentSection[] = [];
  for (const s of v) {
    const id = isObj(s) ? own(s, 'id') : undefined;
    const visible = isObj(s) ? own(s, 'visible') : undefined;
    if (typeof id !== 'string' || !known.has(id) || seen.has(id) || typeof visible !== 'boolean') {
      r.warn(
        'meta.careerforge.sections names a section the document does not have; it was left out.',
      );
      continue;
    }
    seen.add(id);
    out.push({ id, visible });
  }
  return out;
}
