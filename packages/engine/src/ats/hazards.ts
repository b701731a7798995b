import type { AtsCheck } from '../types';

/** Formatting hazards that trip ATS text extraction. */
export function formattingHazards(text: string): AtsCheck[] {
  const lines = text.split('\n');
  const out: AtsCheck[] = [];

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
  out.push({
    id: 'no-tables',
    label: 'No tables',
    passed: tableLines === 0,
    detail: tableLines
      ? `${tableLines + 1} lines look like a table; ATS often scramble table cells.`
      : 'No table layout found.',
    weight: 2,
  });

  const gapped = lines.filter((l) => /\S {5,}\S/.test(l) && !/^\s/.test(l)).length;
  out.push({
    id: 'no-columns',
    label: 'Single column',
    passed: gapped < 3,
    detail:
      gapped >= 3
        ? `${gapped} lines have wide gaps, a sign of a multi-column layout that ATS may read across.`
        : 'No multi-column artefacts found.',
    weight: 2,
  });

  const images = (
    text.match(
      /\[(?:image|img|photo|picture|graphic|logo|icon)[^\]]*\]|<img\b|!\[[^\]]*\]\(|\ufffc|\bimage\d*\.(?:png|jpe?g|gif)\b/gi,
    ) ?? []
  ).length;
  out.push({
    id: 'no-images',
    label: 'No images or graphics',
    passed: images === 0,
    detail: images
      ? `${images} image placeholders found; ATS ignore images and any text in them.`
      : 'No image placeholders found.',
    weight: 1,
  });

  const odd = lines.filter(
    (l) =>
      /^\s*[➢➤►▶✓✔✗❖❑◆◇▪▫■□○◦→⁃∙\uf0b7\uf0a7\uf076\uf0d8]/.test(l) || /\ufffd|â\?¢|â€¢/.test(l),
  ).length;
  out.push({
    id: 'standard-bullets',
    label: 'Standard bullets',
    passed: odd === 0,
    detail: odd
      ? `${odd} lines use unusual bullet glyphs or broken characters; use "•" or "-".`
      : 'Bullets use standard glyphs.',
    weight: 1,
  });

  const longLines = lines.filter((l) => l.length > 220).length;
  out.push({
    id: 'no-long-lines',
    label: 'No very long lines',
    passed: longLines === 0,
    detail: longLines
      ? `${longLines} lines are longer than 220 characters; break them into bullets.`
      : 'Line lengths are fine.',
    weight: 1,
  });

  const pageMarks = (text.match(/\bpage \d+ of \d+\b|^[ \t]*-[ \t]*\d+[ \t]*-[ \t]*$/gim) ?? [])
    .length;
  out.push({
    id: 'no-page-artifacts',
    label: 'No header or footer artefacts',
    passed: pageMarks === 0,
    detail: pageMarks
      ? 'Page numbers or header/footer text found inside the content.'
      : 'No page artefacts found.',
    weight: 1,
  });
  return out;
}
