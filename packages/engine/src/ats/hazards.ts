import type { AtsCheck } from '../types';

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
  return {
    id: 'no-tables',
    label: 'No tables',
    passed: tableLines === 0,
    detail: tableLines
      ? `${tableLines + 1} lines look like a table; ATS often scramble table cells.`
      : 'No table layout found.',
    weight: 2,
  };
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
  return {
    id: 'no-images',
    label: 'No images or graphics',
    passed: images === 0,
    detail: images
      ? `${images} image placeholders found; ATS ignore images and any text in them.`
      : 'No image placeholders found.',
    weight: 1,
  };
}

/** Lines opening with an unusual bullet glyph, or holding a broken character. */
function bulletsCheck(lines: string[]): AtsCheck {
  const odd = lines.filter(
    (l) =>
      /^\s*[➢➤►▶✓✔✗❖❑◆◇▪▫■□○◦→⁃∙\uf0b7\uf0a7\uf076\uf0d8]/.test(l) || /\ufffd|â\?¢|â€¢/.test(l),
  ).length;
  return {
    id: 'standard-bullets',
    label: 'Standard bullets',
    passed: odd === 0,
    detail: odd
      ? `${odd} lines use unusual bullet glyphs or broken characters; use "•" or "-".`
      : 'Bullets use standard glyphs.',
    weight: 1,
  };
}

function longLinesCheck(lines: string[]): AtsCheck {
  const longLines = lines.filter((l) => l.length > 220).length;
  return {
    id: 'no-long-lines',
    label: 'No very long lines',
    passed: longLines === 0,
    detail: longLines
      ? `${longLines} lines are longer than 220 characters; break them into bullets.`
      : 'Line lengths are fine.',
    weight: 1,
  };
}

/** Page numbers ("Page 2 of 3", "- 2 -") left inside the content. */
function pageMarksCheck(text: string): AtsCheck {
  const pageMarks = (text.match(/\bpage \d+ of \d+\b|^[ \t]*-[ \t]*\d+[ \t]*-[ \t]*$/gim) ?? [])
    .length;
  return {
    id: 'no-page-artifacts',
    label: 'No header or footer artefacts',
    passed: pageMarks === 0,
    detail: pageMarks
      ? 'Page numbers or header/footer text found inside the content.'
      : 'No page artefacts found.',
    weight: 1,
  };
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
