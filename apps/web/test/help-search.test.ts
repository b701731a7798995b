import { describe, expect, it } from 'vitest';
import { helpCategories } from '../src/features/help/content/help';
import { helpArticleBodies } from '../src/features/help/content/help-articles';
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

  it('finds articles by title, summary or body and lists their category too', () => {
    const r = searchHelp(helpCategories, 'ats score', helpArticleBodies);
    expect(r.articles.length).toBeGreaterThan(0);
    for (const { category, article } of r.articles) {
      const body = helpArticleBodies[article.slug] ?? '';
      const text = `${article.title} ${article.summary} ${body}`.toLowerCase();
      expect(text).toContain('ats');
      expect(text).toContain('score');
      expect(r.categories).toContain(category);
    }
  });

  it('matches every word in any order, across titles and bodies', () => {
    const slugs = (q: string) =>
      searchHelp(helpCategories, q, helpArticleBodies).articles.map((r) => r.article.slug);
    // "Export PDF" is in the builder article's body, not its title or summary
    expect(slugs('export pdf')).toContain('resume-builder-basics');
    expect(slugs('pdf export')).toEqual(slugs('export pdf'));
    expect(slugs('  EXPORT   pdf ')).toEqual(slugs('export pdf'));
    expect(slugs('**export** pdf')).toEqual(slugs('export pdf'));
    // every word must appear somewhere in the article
    expect(slugs('export xylophone')).toEqual([]);
  });

  it('finds nothing for an unrelated word', () => {
    expect(searchHelp(helpCategories, 'xylophone', helpArticleBodies)).toEqual({
      categories: [],
      articles: [],
    });
  });

  it('searches titles and summaries until the bodies have loaded', () => {
    const slugs = (q: string, bodies?: Record<string, string>) =>
      searchHelp(helpCategories, q, bodies).articles.map((r) => r.article.slug);
    // "Pasted Resume" is in the first tailored resume article's body only
    expect(slugs('pasted resume')).toEqual([]);
    expect(slugs('pasted resume', { ...helpArticleBodies })).toContain('first-tailored-resume');
    expect(slugs('first tailored resume')).toContain('first-tailored-resume');
  });

  it('has one body for every article and no body without its article', () => {
    const slugs = helpCategories.flatMap((c) => c.articles.map((a) => a.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(Object.keys(helpArticleBodies).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) expect(helpArticleBodies[slug]?.trim()).not.toBe('');
  });
});
