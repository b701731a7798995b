import type { AtsCheck } from '../types';

/** A check passed when it finds none: what it says of `found` of them, or of a clean text. */
function noneFound(
  id: string,
  label: string,
  weight: number,
  found: number,
  detail: string,
  clean: string,
): AtsCheck {
  return { id, label, passed: found === 0, detail: found ? detail : clean, weight };
}

/** Lines that look like a table's rows (pipes, tabs, box drawing), after the first of each run. */
function tablesCheck(lines: string[]): AtsCheck {
  let tableRun = 0;
  let tableLines = 0;
  for (const l of lines) {
    const pipes = (l.match(/\|/g) ?? []).length;
    const tabs = (l.match(/\t/g) ?? []).length;
    if (pipes >= 2 || tabs >= 2 || /[┃│┌┐└┘├┤┬┴┼─═║╔╗╚╝]/.test(l) || /^\s*\|.*\|\s*$/.test(l)) {
      tableRun++;
      if (tableRun >= 2) tableLines++;
    } else tableRun = 0;
  }
  return noneFound(
    'no-tables',
    'No tables',
    2,
    tableLines,
    `${tableLines + 1} lines look like a table; ATS often scramble table cells.`,
    'No table layout found.',
  );
}

/** Lines with wide gaps inside them: columns set side by side. */
function columnsCheck(lines: string[]): AtsCheck {
  const gapped = lines.filter((l) => /\S {5,}\S/.test(l) && !/^\s/.test(l)).length;
  return {
    id: 'no-columns',
    label: 'Single column',
    passed: gapped < 3,
    detail:
      gapped >= 3
        ? `${gapped} lines have wide gaps, a sign of a multi-column layout that ATS may read across.`
        : 'No multi-column artefacts found.',
    weight: 2,
  };
}

/** Image placeholders left in the text by a converter or an editor. */
function imagesCheck(text: string): AtsCheck {
  const images = (
    text.match(
      /\[(?:image|img|photo|picture|graphic|logo|icon)[^\]]*\]|<img\b|!\[[^\]]*\]\(|\ufffc|\bimage\d*\.(?:png|jpe?g|gif)\b/gi,
    ) ?? []
  ).length;
  return noneFound(
    'no-images',
    'No images or graphics',
    1,
    images,
    `${images} image placeholders found; ATS ignore images and any text in them.`,
    'No image placeholders found.',
  );
}

/** Lines opening with an unusual bullet glyph, or holding a broken character. */
function bulletsCheck(lines: string[]): AtsCheck {
  const odd = lines.filter(
    (l) =>
      /^\s*[➢➤►▶✓✔✗❖❑◆◇▪▫■□○◦→⁃∙\uf0b7\uf0a7\uf076\uf0d8]/.test(l) || /\ufffd|â\?¢|â€¢/.test(l),
  ).length;
  return noneFound(
    'standard-bullets',
    'Standard bullets',
    1,
    odd,
    `${odd} lines use unusual bullet glyphs or broken characters; use "•" or "-".`,
    'Bullets use standard glyphs.',
  );
}

function longLinesCheck(lines: string[]): AtsCheck {
  const longLines = lines.filter((l) => l.length > 220).length;
  return noneFound(
    'no-long-lines',
    'No very long lines',
    1,
    longLines,
    `${longLines} lines are longer than 220 characters; break them into bullets.`,
    'Line lengths are fine.',
  );
}

/** Page numbers ("Page 2 of 3", "- 2 -") left inside the content. */
function pageMarksCheck(text: string): AtsCheck {
  const pageMarks = (text.match(/\bpage \d+ of \d+\b|^[ \t]*-[ \t]*\d+[ \t]*-[ \t]*$/gim) ?? [])
    .length;
  return noneFound(
    'no-page-artifacts',
    'No header or footer artefacts',
    1,
    pageMarks,
    'Page numbers or header/footer text found inside the content.',
    'No page artefacts found.',
  );
}

/** Formatting hazards that trip ATS text extraction. */
export function formattingHazards(text: string): AtsCheck[] {
  const lines = text.split('\n');
  return [
    tablesCheck(lines),
    columnsCheck(lines),
    imagesCheck(text),
    bulletsCheck(lines),
    longLinesCheck(lines),
    pageMarksCheck(text),
  ];
}
