import { Tokenizer } from 'htmlparser2';

/**
 * One streaming pass over an HTML page with htmlparser2's tokenizer, no DOM. The parser class
 * of htmlparser2 keeps its open elements with `unshift` and searches all of them on every end
 * tag, which takes seconds on a page nested 100,000 levels deep; this scanner keeps its own
 * stack (push and pop) and looks at most CLOSE_SEARCH elements down for an end tag's match, so
 * every tag costs a bounded amount of work whatever the page does.
 */

export type Attributes = Readonly<Record<string, string>>;

export interface ScanHandler {
  open(name: string, attributes: Attributes): void;
  /** The end of an element `open` reported (not a void one), written or implied. */
  close(name: string, attributes: Attributes): void;
  /** Text with its entities decoded (raw inside <script> and <style>). */
  text(text: string): void;
}

export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** The attributes anyone reads; the others (a 2 MB class, say) are never copied. */
const KEPT_ATTRIBUTES = new Set(['type', 'property', 'name', 'content', 'role', 'charset']);
const MAX_ATTRIBUTE_CHARS = 4096;
/** How far down the open elements an end tag may reach for its start tag. */
const CLOSE_SEARCH = 256;
/**
 * The deepest an element can be: as in browsers' parsers (Blink stops at 512), an element
 * opened deeper becomes the sibling of the deepest one instead of its child, so a page nested
 * 100,000 levels keeps a stack of 512.
 */
const MAX_DEPTH = 512;
/** Lower-case tag names by their spelling, so 400,000 <div>s share one string. */
const NAME_CACHE_SIZE = 1000;

const closesP = ['p'];
const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];
/** The current elements an opening tag ends (a new <li> ends the open one, and so on). */
const OPEN_CLOSES = new Map<string, ReadonlySet<string>>([
  ['li', new Set(['li', 'p'])],
  ['dt', new Set(['dt', 'dd', 'p'])],
  ['dd', new Set(['dt', 'dd', 'p'])],
  ['tr', new Set(['tr', 'td', 'th'])],
  ['td', new Set(['td', 'th'])],
  ['th', new Set(['td', 'th'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ...headings.map((h) => [h, new Set(headings)] as const),
  ...[
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((tag) => [tag, new Set(closesP)] as const),
]);

const EMPTY: Attributes = Object.freeze({});

function safeCodePoint(cp: number): string {
  try {
    return String.fromCodePoint(cp);
  } catch {
    return '\uFFFD';
  }
}

/**
 * Reads `html` once, calling `handler` for every element and text run. Hot path: a 2 MB page
 * is up to 400,000 tags, so nothing is allocated per tag but its name (and an attribute
 * object for the few tags that carry a kept attribute).
 */
export function scanHtml(html: string, handler: ScanHandler): void {
  // The open elements, as two parallel stacks.
  const names: string[] = [];
  const attributesOf: Attributes[] = [];
  let tagName = '';
  let tagAttributes: Record<string, string> | null = null;
  let attributeName = '';
  let attributeValue: string | null = null;

  // Where each name is open in the stack, so an end tag finds its element without a search.
  const openAt = new Map<string, number[]>();

  const push = (name: string, attributes: Attributes) => {
    let positions = openAt.get(name);
    if (!positions) openAt.set(name, (positions = []));
    positions.push(names.length);
    names.push(name);
    attributesOf.push(attributes);
  };
  const pop = () => {
    const name = names.pop()!;
    openAt.get(name)!.pop();
    handler.close(name, attributesOf.pop()!);
  };
  const open = (name: string, attributes: Attributes) => {
    const closes = OPEN_CLOSES.get(name);
    while (closes && names.length > 0 && closes.has(names[names.length - 1]!)) pop();
    const isVoid = VOID_ELEMENTS.has(name);
    if (!isVoid && names.length >= MAX_DEPTH) pop();
    handler.open(name, attributes);
    if (!isVoid) push(name, attributes);
  };
  const close = (name: string) => {
    const positions = openAt.get(name);
    const at = positions?.[positions.length - 1];
    if (at !== undefined) {
      // Too far down: the end tag is ignored rather than closing hundreds of elements.
      if (at >= names.length - CLOSE_SEARCH) while (names.length > at) pop();
      return;
    }
    // An end tag with nothing to close: </p> and </br> still break the text, as in browsers.
    if (name === 'p' || name === 'br') {
      handler.open(name, EMPTY);
      if (name === 'p') handler.close(name, EMPTY);
    }
  };
  const endOpenTag = () => {
    if (tagName) open(tagName, tagAttributes ?? EMPTY);
    tagName = '';
    tagAttributes = null;
  };

  const spellings = new Map<string, string>();
  const tagNameAt = (start: number, end: number) => {
    const spelled = html.slice(start, end);
    const known = spellings.get(spelled);
    if (known !== undefined) return known;
    const name = spelled.toLowerCase();
    if (spellings.size < NAME_CACHE_SIZE) spellings.set(spelled, name);
    return name;
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname: (start, end) => {
        tagName = tagNameAt(start, end);
      },
      onattribname: (start, end) => {
        const name = html.slice(start, end).toLowerCase();
        attributeName = name;
        attributeValue = KEPT_ATTRIBUTES.has(name) ? '' : null;
      },
      onattribdata: (start, end) => {
        if (attributeValue === null || attributeValue.length >= MAX_ATTRIBUTE_CHARS) return;
        const room = MAX_ATTRIBUTE_CHARS - attributeValue.length;
        attributeValue += html.slice(start, Math.min(end, start + room));
      },
      onattribentity: (cp) => {
        if (attributeValue !== null && attributeValue.length < MAX_ATTRIBUTE_CHARS) {
          attributeValue += safeCodePoint(cp);
        }
      },
      onattribend: () => {
        if (attributeValue !== null && tagName) {
          tagAttributes ??= {};
          if (!(attributeName in tagAttributes)) tagAttributes[attributeName] = attributeValue;
        }
        attributeValue = null;
      },
      onopentagend: endOpenTag,
      // In HTML a "/>" on an ordinary element means nothing: it is still open.
      onselfclosingtag: endOpenTag,
      onclosetag: (start, end) => close(tagNameAt(start, end)),
      ontext: (start, end) => handler.text(html.slice(start, end)),
      ontextentity: (cp) => handler.text(safeCodePoint(cp)),
      oncdata: () => undefined,
      oncomment: () => undefined,
      ondeclaration: () => undefined,
      onprocessinginstruction: () => undefined,
      onend: () => undefined,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
}

/** The text of `html` with its entities decoded and no tags read (for text found in JSON). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const parts: string[] = [];
  // "<" written as an entity first, so the tokenizer sees nothing but text.
  scanHtml(text.replace(/</g, '&lt;'), {
    open: () => undefined,
    close: () => undefined,
    text: (t) => parts.push(t),
  });
  return parts.join('');
}
