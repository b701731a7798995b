import type { HelpArticle, HelpCategory } from '../content/help';

export interface HelpSearchResult {
  categories: HelpCategory[];
  articles: { category: HelpCategory; article: HelpArticle }[];
}

const has = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * Help center search, case-insensitive: a category matches on its title or description, or
 * when one of its articles matches; an article matches on its title or summary.
 */
export function searchHelp(categories: HelpCategory[], query: string): HelpSearchResult {
  const needle = query.trim().toLowerCase();
  if (!needle) return { categories, articles: [] };
  const articles = categories.flatMap((category) =>
    category.articles
      .filter((a) => has(a.title, needle) || has(a.summary, needle))
      .map((article) => ({ category, article })),
  );
  const matched = categories.filter(
    (c) =>
      has(c.title, needle) ||
      has(c.description, needle) ||
      articles.some((r) => r.category.id === c.id),
  );
  return { categories: matched, articles };
}
