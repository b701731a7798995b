/**
 * Keeps a model's words honest about numbers: a sentence of the model's that states a figure
 * the engine's facts do not hold (a different wage, a made-up percentage) is dropped, so the
 * numbers the user reads are always the data's.
 */

/** The numbers a text states: "$92,000" -> "92000", "38th" -> "38", "30%" -> "30". */
export function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [])
    .map((n) => n.replace(/,/g, '').replace(/\.0+$/, ''))
    .filter((n) => n !== '');
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
}

/**
 * The model's text with every sentence that states a number outside `allowed` removed
 * (paragraph breaks kept), and how many were removed.
 */
export function keepKnownNumbers(
  text: string,
  allowed: ReadonlySet<string>,
): { text: string; removed: number } {
  let removed = 0;
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) =>
      sentences(p)
        .filter((s) => {
          const ok = numbersIn(s).every((n) => allowed.has(n));
          if (!ok) removed++;
          return ok;
        })
        .join(' '),
    )
    .filter((p) => p.trim());
  return { text: paragraphs.join('\n\n'), removed };
}

/** A list item is kept only when every number it states is known. */
export function keepKnownItems(items: readonly string[], allowed: ReadonlySet<string>): string[] {
  return items.map((s) => s.trim()).filter((s) => s && numbersIn(s).every((n) => allowed.has(n)));
}

/** Every number in the facts given to the model (and the user's own words). */
export function allowedNumbers(...texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const n of numbersIn(t)) out.add(n);
  // small counts ("two", "3 months", "1 year") are the advice's own, not the data's
  for (let i = 0; i <= 12; i++) out.add(String(i));
  return out;
}
