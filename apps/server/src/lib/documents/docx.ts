import { Packer, type Document } from 'docx';

/**
 * The product's one DOCX writer is the `docx` package: build a `new Document({...})` with real
 * Word headings (HeadingLevel) and bullet lists (`bullet: { level: 0 }` or a numbering
 * config), then pass it here for the bytes of the .docx file.
 */
export async function renderDocx(doc: Document): Promise<Buffer> {
  return Packer.toBuffer(doc);
}

/** Word's default fonts for the exports: present on every Word and LibreOffice install. */
export const DOCX_FONTS = { sans: 'Calibri', serif: 'Cambria' } as const;
