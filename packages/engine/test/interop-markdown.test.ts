/**
 * The Markdown resume, read back with a real CommonMark + GitHub Flavored Markdown parser
 * (micromark, as GitHub and most renderers read it): the structure is the document's, and user
 * text prints exactly as written, never as a link, an image, HTML, a heading, a list or code.
 */
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../src/document';
import { documentToMarkdown } from '../src/interop';
import type { ResumeDocument } from '../src/types';
import { interopJson } from './helpers';

const fullDocument = () => interopJson('careerforge-document.json') as ResumeDocument;

/**
 * The tree micromark's GFM tokenizer reads (GitHub's cmark-gfm reads the same): a backslash
 * escape keeps "https:\\/\\/", "www\\." and "\\@" from being autolinks. remark's extra pass that
 * re-scans the decoded text for addresses (a `transforms` entry) is left out: it would link any
 * address, escaped or not, and only ever to the http(s) or mailto address shown.
 */
const fromGfm = gfmFromMarkdown().map(({ transforms: _, ...e }) => e);
const parse = (md: string): MdNode =>
  fromMarkdown(md, { extensions: [gfm()], mdastExtensions: fromGfm });

/** A node of the tree, as far as these tests look at it. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  ordered?: boolean | null;
  children?: MdNode[];
}

/** Every node of a tree, depth first (the trees here are a few levels deep). */
function nodes(tree: MdNode): MdNode[] {
  const out: MdNode[] = [tree];
  for (const c of tree.children ?? []) out.push(...nodes(c));
  return out;
}

/** The text a node prints. */
const toString = (node: MdNode): string =>
  node.value ?? (node.children ?? []).map(toString).join('');

const headings = (tree: MdNode, depth: number) =>
  (tree.children ?? []).filter((n) => n.type === 'heading' && n.depth === depth).map(toString);

/** Node types user text must never produce. */
const MARKUP = [
  'link',
  'image',
  'html',
  'code',
  'inlineCode',
  'delete',
  'table',
  'blockquote',
  'thematicBreak',
  'footnoteReference',
  'linkReference',
  'definition',
];

describe('documentToMarkdown', () => {
  const md = documentToMarkdown(fullDocument());
  const tree = parse(md);

  it('has the name as the title, then the headline and the contact line', () => {
    expect(headings(tree, 1)).toEqual(['Mira Okonkwo-Lindqvist']);
    expect(md.split('\n').slice(0, 5)).toEqual([
      '# Mira Okonkwo-Lindqvist',
      '',
      '**Staff Platform Engineer**',
      '',
      expect.stringContaining(
        '[mira.ol@example.org](<mailto:mira.ol@example.org>) · +46 70 123 45 67 · Gothenburg',
      ),
    ]);
  });

  it('links the contact links that are web addresses, and only those', () => {
    const links = nodes(tree).filter((n) => n.type === 'link');
    expect(links.map((l) => (l.type === 'link' ? [toString(l), l.url] : []))).toEqual([
      ['mira.ol@example.org', 'mailto:mira.ol@example.org'],
      ['github.com/miraol', 'https://github.com/miraol'],
      ['https://mira.example.dev', 'https://mira.example.dev/'],
      ['https://www.linkedin.com/in/mira-ol/', 'https://www.linkedin.com/in/mira-ol/'],
      ['https://blog.example.net/mira', 'https://blog.example.net/mira'],
    ]);
    expect(toString(tree.children![2]!)).toContain('Portfolio on request');
  });

  it("prints the shown sections in the document's order, hidden ones left out", () => {
    expect(headings(tree, 2)).toEqual([
      'Summary',
      'Experience',
      'Skills',
      'Education',
      'Certifications',
      'Languages',
      'Honors & Awards',
      'Volunteering',
      'Publications',
      'Interests',
      'References',
    ]);
  });

  it('prints entries as ### headings with their facts and dates, bullets as a list', () => {
    expect(headings(tree, 3)).toContain('Staff Platform Engineer — Northwind Freight');
    expect(md).toContain('*Gothenburg, Sweden · Mar 2021 – Present*');
    expect(md).toContain('*Remote · Summer 2016 – Feb 2021*');
    expect(md).toContain('### Intern — Kvarn Labs\n\n*2014*');
    expect(md).toContain('*Gothenburg · Jun 2014 · GPA 4.6/5*');
    expect(md).toContain(
      '- Cut deploy time from 40 to 6 minutes by moving CI to Buildkite\n- Ran the on-call rotation for 12 teams',
    );
    expect(md).toContain(
      '- **Languages:** Go, Rust, C#, TypeScript\n- Kubernetes, Terraform, PostgreSQL',
    );
  });

  it('prints each summary line as a paragraph and bullet lines as a list', () => {
    const doc = fullDocument();
    doc.summary = 'Designer who ships.\n• 8 years in SaaS\n• Systems lead\nAnd one more thing.';
    const summary = documentToMarkdown(doc).split('## Summary\n\n')[1]!.split('\n## ')[0];
    expect(summary).toBe(
      'Designer who ships.\n\n- 8 years in SaaS\n- Systems lead\n\nAnd one more thing.\n',
    );
  });

  it('prints nothing for an empty document, and a parsed resume cleanly', () => {
    expect(documentToMarkdown(documentFromText(''))).toBe('');
    const text = documentToMarkdown(
      documentFromText('Jane Doe\njane@example.com\n\nSkills\nPython, SQL'),
    );
    expect(text).toBe(
      '# Jane Doe\n\n[jane@example.com](<mailto:jane@example.com>)\n\n## Skills\n\n- Python, SQL\n',
    );
  });
});

/** Text that is Markdown (or HTML, or a link) in every way a field could try. */
const HOSTILE = [
  '[click](javascript:alert(1))',
  '![x](https://evil.example/x.png)',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '**bold** and _em_ and ~~gone~~',
  '# Heading',
  '1. first',
  '2) second',
  '- item',
  '+ item',
  '> quote',
  '---',
  '===',
  '| a | b |',
  'see https://evil.example/path',
  'www.evil.example',
  'mail evil@example.com',
  '<https://auto.example>',
  '&lt;b&gt; &#x3C;i&#62;',
  '`code` and ```fence```',
  '[ref]: https://evil.example',
  '[^1] footnote',
  'trailing backslash \\',
  'C# and F# #hashtag ends with #',
  '    indented code',
];

function hostileDocument(): ResumeDocument {
  const doc = documentFromText('');
  const t = (i: number) => HOSTILE[i % HOSTILE.length]!;
  doc.personal = {
    name: t(0),
    headline: t(1),
    email: t(16),
    phone: t(8),
    location: t(7),
    links: [t(14), t(2), 'https://ok.example/a_(b)'],
  };
  doc.summary = HOSTILE.join('\n');
  doc.experience = HOSTILE.map((_, i) => ({
    id: `e${i}`,
    title: t(i),
    company: t(i + 1),
    location: t(i + 2),
    startDate: t(i + 3),
    endDate: t(i + 4),
    current: false,
    bullets: [t(i + 5)],
  }));
  doc.skills = [{ id: 's', label: t(4), items: HOSTILE }];
  doc.projects = [
    {
      id: 'p',
      name: t(5),
      description: HOSTILE.join('\n'),
      technologies: t(6),
      date: t(7),
      bullets: HOSTILE,
    },
  ];
  doc.certifications = HOSTILE.map((name, i) => ({ id: `c${i}`, name }));
  doc.customSections = [{ id: 'x', title: t(11), lines: HOSTILE }];
  return doc;
}

describe('user text never becomes markup', () => {
  const md = documentToMarkdown(hostileDocument());
  const tree = parse(md);

  it("has no link, image, HTML, code, quote, table or rule but the contact line's own link", () => {
    const found = nodes(tree).filter((n) => MARKUP.includes(n.type));
    // the only link is the contact link that is a web address; the "email" is no address
    expect(found.map((n) => (n.type === 'link' ? [toString(n), n.url] : n.type))).toEqual([
      ['https://ok.example/a_(b)', 'https://ok.example/a_(b)'],
    ]);
  });

  it('keeps the headings and lists the document has, and no others', () => {
    expect(headings(tree, 1)).toEqual([HOSTILE[0]]);
    expect(headings(tree, 2)).toEqual([
      'Summary',
      'Skills',
      'Experience',
      'Projects',
      'Certifications',
      '---',
    ]);
    const lists = nodes(tree).filter((n) => n.type === 'list');
    expect(lists.every((l) => l.type === 'list' && !l.ordered)).toBe(true);
  });

  it('prints every bullet exactly as written', () => {
    const custom = md.split('\n## ---\n\n')[1]!;
    const items = nodes(parse(custom)).filter((n) => n.type === 'listItem');
    expect(items.map((n) => toString(n))).toEqual(
      HOSTILE.map((h) => h.replace(/\s+/g, ' ').trim()),
    );
  });

  it('for any text: one bullet that prints as written and is no markup', () => {
    const piece = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (parts) => {
        const text = parts.join(' ');
        const expected = text.replace(/\s+/g, ' ').trim();
        fc.pre(expected.length > 0);
        const doc = documentFromText('');
        doc.customSections = [{ id: 'x', title: 'Notes', lines: [text] }];
        const found = parse(documentToMarkdown(doc));
        const items = nodes(found).filter((n) => n.type === 'listItem');
        expect(items.map((n) => toString(n))).toEqual([expected]);
        expect(
          nodes(found).filter(
            (n) => MARKUP.includes(n.type) || (n.type === 'heading' && n.depth !== 2),
          ),
        ).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('every field prints as written', () => {
  const text = fc
    .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12 })), {
      minLength: 1,
      maxLength: 3,
    })
    .map((p) => p.join(' ').replace(/\s+/g, ' ').trim())
    .filter((t) => t.length > 0);

  it("an entry's heading, its facts in italics, the name, the headline and the summary", () => {
    fc.assert(
      fc.property(text, text, text, text, (title, company, location, summary) => {
        const doc = documentFromText('');
        doc.personal.name = title;
        doc.personal.headline = company;
        doc.summary = summary.replace(/^[•·▪◦‣-]\s+/, '');
        doc.experience = [
          {
            id: 'e',
            title,
            company,
            location,
            startDate: '',
            endDate: '',
            current: false,
            bullets: [],
          },
        ];
        const tree = parse(documentToMarkdown(doc));
        expect(headings(tree, 1)).toEqual([title]);
        expect(headings(tree, 3)).toEqual([`${title} — ${company}`]);
        const all = nodes(tree);
        expect(all.filter((n) => n.type === 'strong').map((n) => toString(n))).toEqual([company]);
        expect(all.filter((n) => n.type === 'emphasis').map((n) => toString(n))).toEqual([
          location,
        ]);
        const paragraphs = tree
          .children!.filter((n) => n.type === 'paragraph')
          .map((n) => toString(n));
        expect(paragraphs).toContain(doc.summary);
        expect(all.filter((n) => MARKUP.includes(n.type))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
