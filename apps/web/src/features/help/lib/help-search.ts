import type { HelpArticle, HelpCategory } from '../content/help';

export interface HelpSearchResult {
  categories: HelpCategory[];
  articles: { category: HelpCategory; article: HelpArticle }[];
}

/** Lower case, accents and Markdown marks folded away, so "PDF" finds "**PDF**". */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[*_`#>|[\]()]/g, ' ');

/** The words of a query, each at least one letter or digit ("export pdf" → export, pdf). */
export const queryWords = (query: string): string[] =>
  fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether every word appears somewhere in the text, in any order. */
const hasAll = (text: string, words: readonly string[]) => {
  const hay = fold(text);
  return words.every((w) => hay.includes(w));
};

/**
 * Help center search, case-insensitive, every word of the query in any order: an article
 * matches when all the words appear across its title, summary and body ("export pdf" finds the
 * builder article that says "Export PDF" in its body); a category matches on its title and
 * description together, or when one of its articles matches. `bodies` are the articles' bodies
 * by slug; until they have loaded, titles and summaries alone are searched.
 */
export function searchHelp(
  categories: HelpCategory[],
  query: string,
  bodies: Readonly<Record<string, string>> = {},
): HelpSearchResult {
  const words = queryWords(query);
  if (!words.length) return { categories, articles: [] };
  const articles = categories.flatMap((category) =>
    category.articles
      .filter((a) => hasAll(`${a.title}\n${a.summary}\n${bodies[a.slug] ?? ''}`, words))
      .map((article) => ({ category, article })),
  );
  const matched = categories.filter(
    (c) =>
      hasAll(`${c.title}\n${c.description}`, words) || articles.some((r) => r.category.id === c.id),
  );
  return { categories: matched, articles };
}
