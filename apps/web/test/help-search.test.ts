import { describe, expect, it } from 'vitest';
import { helpCategories } from '../src/features/help/content/help';
import { searchHelp } from '../src/features/help/lib/help-search';

describe('help center search', () => {
  it('shows every category and no article list for an empty query', () => {
    const r = searchHelp(helpCategories, '   ');
    expect(r.categories).toHaveLength(6);
    expect(r.articles).toEqual([]);
  });

  it('matches category titles and descriptions, ignoring case', () => {
    expect(searchHelp(helpCategories, 'BILLING').categories.map((c) => c.id)).toContain('billing');
    // "self-hosting" appears only in the Privacy & Security description.
    expect(searchHelp(helpCategories, 'Self-Hosting').categories.map((c) => c.id)).toEqual([
      'privacy',
    ]);
  });

  it('finds articles by title or summary and lists their category too', () => {
    const r = searchHelp(helpCategories, 'ats score');
    expect(r.articles.length).toBeGreaterThan(0);
    for (const { category, article } of r.articles) {
      expect(`${article.title} ${article.summary}`.toLowerCase()).toContain('ats score');
      expect(r.categories).toContain(category);
    }
  });

  it('finds nothing for an unrelated word', () => {
    expect(searchHelp(helpCategories, 'xylophone')).toEqual({ categories: [], articles: [] });
  });
});
