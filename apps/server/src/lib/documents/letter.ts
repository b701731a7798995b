import { createElement as h } from 'react';
import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import { AlignmentType, Document as WordDocument, Paragraph, TextRun } from 'docx';
import { DOCX_FONTS, renderDocx } from './docx';
import { TEXT_FEATURES, fontFamilyFor, renderPdf, withRtlRuns } from './pdf';

/** Who the letter is from: the chosen resume's name and contact details (any may be blank). */
export interface Letterhead {
  name: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
}

export interface LetterDocument {
  letterhead: Letterhead | null;
  /** the letter's text: paragraphs separated by blank lines, line breaks inside kept */
  content: string;
  /** the date line, e.g. "November 24, 2026" */
  date: string;
  /** the PDF's and DOCX's title property */
  title: string;
}

const ACCENT = '#1f3a5f';
const MUTED = '#4b5563';

/** The letter's paragraphs, each as its lines. */
function paragraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
}

function contactLine(head: Letterhead): string[] {
  return [head.email, head.phone, head.location, ...head.links.slice(0, 2)]
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The letter as a PDF (US Letter, one column, the product's embedded fonts: the scripts its
 * text uses, Chinese and Japanese included).
 */
export async function letterPdf(letter: LetterDocument): Promise<Buffer> {
  const text = { fontFeatureSettings: TEXT_FEATURES };
  const head = letter.letterhead;
  const contact = head ? contactLine(head) : [];
  const allText = [head?.name ?? '', ...contact, letter.date, letter.content].join('\n');
  const fonts = fontFamilyFor(allText, 'sans');
  const doc = h(
    Document,
    { title: letter.title, author: head?.name || undefined, creator: 'Careerforge' },
    h(
      Page,
      {
        size: 'LETTER',
        style: {
          paddingTop: 56,
          paddingBottom: 56,
          paddingHorizontal: 64,
          fontFamily: fonts,
          fontSize: 11,
          lineHeight: 1.45,
          color: '#111827',
        },
      },
      head && (head.name || contact.length)
        ? h(
            View,
            {
              style: {
                borderBottomWidth: 1,
                borderBottomColor: ACCENT,
                paddingBottom: 8,
                marginBottom: 18,
              },
            },
            head.name
              ? h(
                  Text,
                  { style: { ...text, fontSize: 18, fontWeight: 700, color: ACCENT } },
                  head.name,
                )
              : null,
            contact.length
              ? h(
                  Text,
                  { style: { ...text, fontSize: 9.5, color: MUTED, marginTop: 3 } },
                  ...contact.flatMap((c, i) => {
                    const sep = i > 0 ? '  |  ' : '';
                    return c.includes('@') && !c.includes(' ')
                      ? [sep, h(Link, { key: c, src: `mailto:${c}`, style: { color: MUTED } }, c)]
                      : [`${sep}${c}`];
                  }),
                )
              : null,
          )
        : null,
      h(Text, { style: { ...text, marginBottom: 14, color: MUTED } }, letter.date),
      ...paragraphs(letter.content).map((lines, i) =>
        h(
          View,
          { key: i, style: { marginBottom: 10 }, wrap: true },
          ...lines.map((line, j) => h(Text, { key: j, style: text }, line)),
        ),
      ),
    ),
  );
  // Arabic and Hebrew runs in their own font, so each reads back in the order it was written
  return renderPdf(withRtlRuns(doc, fonts));
}

/** The letter as a Word document (Calibri, real paragraphs, the letterhead at the top). */
export async function letterDocx(letter: LetterDocument): Promise<Buffer> {
  const head = letter.letterhead;
  const contact = head ? contactLine(head) : [];
  const children: Paragraph[] = [];
  if (head?.name)
    children.push(
      new Paragraph({
        children: [new TextRun({ text: head.name, bold: true, size: 36, color: '1F3A5F' })],
      }),
    );
  if (contact.length)
    children.push(
      new Paragraph({
        spacing: { after: 240 },
        border: { bottom: { style: 'single', size: 6, color: '1F3A5F', space: 4 } },
        children: [new TextRun({ text: contact.join('  |  '), size: 19, color: '4B5563' })],
      }),
    );
  children.push(
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: letter.date, color: '4B5563' })],
    }),
  );
  for (const lines of paragraphs(letter.content))
    children.push(
      new Paragraph({
        alignment: AlignmentType.LEFT,
        spacing: { after: 200 },
        children: lines.map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0 })),
      }),
    );
  return renderDocx(
    new WordDocument({
      title: letter.title,
      creator: head?.name || 'Careerforge',
      styles: {
        default: { document: { run: { font: DOCX_FONTS.sans, size: 22 } } },
      },
      sections: [
        {
          properties: {
            page: { margin: { top: 1080, bottom: 1080, left: 1260, right: 1260 } },
          },
          children,
        },
      ],
    }),
  );
}
