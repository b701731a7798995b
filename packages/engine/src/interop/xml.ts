/**
 * XML for the Europass converters: a guarded parse of untrusted files, small accessors over
 * the parsed tree, and a writer with careful escaping.
 *
 * The parse refuses any DOCTYPE (an XML CV never needs one, and it is how entity bombs and
 * external entities get in), so the only entities left are the five of XML and character
 * references. Elements may nest 100 deep at most (the parser's guard; Europass needs about 10).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError } from './errors';

/** The largest file read, in characters (the server caps uploads at 10 MB). */
export const MAX_XML_CHARS = 10 * 1024 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // "hr:OrganizationName" and "OrganizationName" are read alike: files differ in prefixes
  removeNSPrefix: true,
  // every value stays text: "2021" is a year as written, "007" a grade, never numbers
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  // numeric character references (&#233;) are decoded only with this on; with the DOCTYPE
  // refused it adds nothing but the common named ones (&nbsp;), which some writers use
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 100,
});

/** True for well-formed XML, else where and why it is not. */
function validate(body: string): true | string {
  try {
    const check = XMLValidator.validate(body);
    return check === true ? true : `line ${check.err.line}: ${check.err.msg.slice(0, 200)}`;
  } catch (e) {
    return e instanceof Error ? e.message.slice(0, 200) : 'unreadable';
  }
}

/** The tree of `xml`, or an ImportError saying why it cannot be read. */
export function parseXml(xml: unknown): Record<string, unknown> {
  if (typeof xml !== 'string') throw new ImportError('The Europass file must be text (XML).', 415);
  if (xml.length > MAX_XML_CHARS)
    throw new ImportError('The Europass file is larger than 10 MB.', 422, 'file');
  const body = xml.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(body))
    throw new ImportError(
      'The file declares a DOCTYPE or entities, which a Europass CV never does; it was not read.',
      422,
      'file',
    );
  const check = validate(body);
  if (check !== true)
    throw new ImportError(`The file is not well-formed XML (${check}).`, 422, 'file');
  try {
    const tree: unknown = parser.parse(body);
    return isObj(tree) ? tree : {};
  } catch (e) {
    const why = e instanceof Error ? e.message.slice(0, 200) : 'unknown error';
    throw new ImportError(`The file could not be read as XML (${why}).`, 422, 'file');
  }
}

/* ---------- Reading the parsed tree ---------- */

export type XmlObj = Record<string, unknown>;
export const isObj = (v: unknown): v is XmlObj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The children of `node` named `name` (the parser gives one as a value, several as a list). */
export function kids(node: unknown, name: string): unknown[] {
  if (!isObj(node) || !Object.hasOwn(node, name)) return [];
  const v = node[name];
  return Array.isArray(v) ? v : [v];
}

/** Every node at the end of `path`, through every branch. */
export function all(node: unknown, ...path: string[]): unknown[] {
  let level: unknown[] = [node];
  for (const name of path) level = level.flatMap((n) => kids(n, name));
  return level;
}

/** The first node at the end of `path`, or undefined. */
export const at = (node: unknown, ...path: string[]): unknown => all(node, ...path)[0];

/** The text of a node (an element with attributes keeps it under "#text"). */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (isObj(node)) return textOf(node['#text']);
  return '';
}

/** The text of the first node at the end of `path`. */
export const text = (node: unknown, ...path: string[]): string => textOf(at(node, ...path));

/** An attribute of a node, '' when absent. */
export const attr = (node: unknown, name: string): string =>
  isObj(node) ? textOf(node[`@_${name}`]) : '';

/* ---------- Writing ---------- */

/** An element to write: a name, attributes, and text or child elements. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[] | string;
}

/** Characters XML 1.0 cannot hold at all, even escaped; a lone surrogate neither. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data: the characters XML cannot hold removed, markup escaped. */
export const escapeXml = (s: string): string =>
  s
    .replace(NOT_XML, '')
    .replace(/\r\n?/g, '\n')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const escapeAttr = (s: string) => escapeXml(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

type Child = XmlElement | null | undefined | false | '';

/** An element with child elements; absent children (null, false) are left out. */
export function el(
  name: string,
  children: Child[],
  attrs: Record<string, string> = {},
): XmlElement {
  return { name, attrs, children: children.filter((c): c is XmlElement => !!c) };
}

/** An element holding text. */
export const leaf = (
  name: string,
  value: string,
  attrs: Record<string, string> = {},
): XmlElement => ({
  name,
  attrs,
  children: value,
});

/** An element holding text, or nothing when the text is empty. */
export const optLeaf = (name: string, value: string): XmlElement | null =>
  value.trim() ? leaf(name, value) : null;

/** The element as indented XML. */
export function renderXml(e: XmlElement, indent = ''): string {
  const attrs = Object.entries(e.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  if (typeof e.children === 'string')
    return e.children
      ? `${indent}<${e.name}${attrs}>${escapeXml(e.children)}</${e.name}>`
      : `${indent}<${e.name}${attrs}/>`;
  if (!e.children.length) return `${indent}<${e.name}${attrs}/>`;
  const inner = e.children.map((c) => renderXml(c, `${indent}  `)).join('\n');
  return `${indent}<${e.name}${attrs}>\n${inner}\n${indent}</${e.name}>`;
}
