import type { SavedCoverLetter } from '@careerforge/contract';

export type SearchableLetter = Pick<
  SavedCoverLetter,
  'title' | 'companyName' | 'jobTitle' | 'content' | 'tags' | 'isFavorite'
>;

/**
 * The letters whose title, company, job title, tags or text hold every word of the query (any
 * case), favorites only when asked. Order is kept (newest first from the server).
 */
export function filterLetters<T extends SearchableLetter>(
  letters: readonly T[],
  query: string,
  favoritesOnly = false,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return letters.filter((l) => {
    if (favoritesOnly && !l.isFavorite) return false;
    if (words.length === 0) return true;
    const hay = [l.title, l.companyName ?? '', l.jobTitle ?? '', l.tags.join(' '), l.content]
      .join('\n')
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** Tags typed comma-separated: trimmed, blanks and repeats (any case) dropped, at most 30. */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input.split(',')) {
    const t = raw.trim().slice(0, 50);
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out.slice(0, 30);
}
