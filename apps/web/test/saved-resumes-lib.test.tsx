import { describe, expect, it } from 'vitest';
import { atsEmoji, scoreTone } from '../src/components/ui/score';
import {
  collectTags,
  defaultFilters,
  filterResumes,
  isFiltering,
  matchesSearch,
  sortResumes,
} from '../src/features/saved-resumes/lib/filter';
import { downloadFileName } from '../src/features/saved-resumes/lib/export';
import { modeLabel, roleLine } from '../src/features/saved-resumes/lib/format';
import {
  MAX_TAGS,
  addTag,
  moreTagsLabel,
  removeTag,
  visibleTags,
} from '../src/features/saved-resumes/lib/tags';
import { savedResume } from './render-app';
import { expectEach } from './each';

const resume = savedResume;

const a = resume({
  id: 1,
  title: 'Acme Resume - Backend Engineer',
  companyName: 'Acme',
  jobTitle: 'Backend Engineer',
  content: 'Built Kubernetes clusters.',
  tags: ['Remote', 'urgent'],
  atsScore: 72,
  isFavorite: true,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const b = resume({
  id: 2,
  title: 'Globex Resume - Data Analyst',
  companyName: 'Globex',
  jobTitle: 'Data Analyst',
  content: 'SQL and dashboards.',
  tags: ['remote', 'Finance'],
  atsScore: 95,
  createdAt: '2026-03-05T10:00:00.000Z',
});
const c = resume({
  id: 3,
  title: 'Tailored Resume - Position',
  content: 'General profile.',
  createdAt: '2026-02-20T10:00:00.000Z',
});

describe('search', () => {
  it('matches title, company, job title, content and tags, ignoring case', () => {
    expect(matchesSearch(a, 'acme resume')).toBe(true);
    expect(matchesSearch(b, 'GLOBEX')).toBe(true);
    expect(matchesSearch(a, 'backend engineer')).toBe(true);
    expect(matchesSearch(a, 'kubernetes')).toBe(true);
    expect(matchesSearch(a, 'URGENT')).toBe(true);
    expect(matchesSearch(b, 'kubernetes')).toBe(false);
  });
  it('ignores outer spaces and treats a blank query as everything', () => {
    expect(matchesSearch(a, '  acme  ')).toBe(true);
    expect(matchesSearch(c, '   ')).toBe(true);
  });
  it('does not trip on missing company or job title', () => {
    expect(matchesSearch(c, 'acme')).toBe(false);
  });
});

describe('tags across resumes', () => {
  it('lists each tag once, first spelling wins, alphabetically', () => {
    expect(collectTags([a, b, c])).toEqual(['Finance', 'Remote', 'urgent']);
    expect(collectTags([])).toEqual([]);
  });
});

describe('filterResumes', () => {
  it('keeps everything by default, newest first', () => {
    expect(filterResumes([a, b, c], defaultFilters).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(isFiltering(defaultFilters)).toBe(false);
  });
  it('filters by tag, ignoring case', () => {
    const f = { ...defaultFilters, tag: 'Remote' };
    expect(filterResumes([a, b, c], f).map((r) => r.id)).toEqual([2, 1]);
    expect(isFiltering(f)).toBe(true);
  });
  it('combines search, tag and favorites', () => {
    expect(
      filterResumes([a, b, c], { ...defaultFilters, search: 'sql', tag: 'remote' }).map(
        (r) => r.id,
      ),
    ).toEqual([2]);
    expect(
      filterResumes([a, b, c], { ...defaultFilters, favoritesOnly: true }).map((r) => r.id),
    ).toEqual([1]);
    expect(filterResumes([a, b, c], { ...defaultFilters, search: 'nothing like this' })).toEqual(
      [],
    );
  });
});

describe('sortResumes', () => {
  it('orders by date, score, favorites or title', () => {
    const ids = (s: Parameters<typeof sortResumes>[1]) =>
      sortResumes([a, b, c], s).map((r) => r.id);
    expect(ids('newest')).toEqual([2, 1, 3]);
    expect(ids('oldest')).toEqual([3, 1, 2]);
    expect(ids('score')).toEqual([2, 1, 3]);
    expect(ids('favorites')).toEqual([1, 2, 3]);
    expect(ids('title')).toEqual([1, 2, 3]);
  });
  it('does not change the list it is given', () => {
    const list = [c, a, b];
    sortResumes(list, 'newest');
    expect(list.map((r) => r.id)).toEqual([3, 1, 2]);
  });
});

describe('"+N more"', () => {
  it('shows at most 3 tags and counts the rest', () => {
    expect(visibleTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0 });
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(moreTagsLabel(2)).toBe('+2 more');
  });
  it('shows every tag once expanded', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'], true)).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      hidden: 0,
    });
  });
});

describe('addTag and removeTag', () => {
  it('appends a trimmed, non-blank tag', () => {
    expect(addTag(['a'], '  New tag ')).toEqual({ ok: true, tags: ['a', 'New tag'] });
  });
  it('refuses a blank tag', () => {
    expect(addTag(['a'], '   ')).toEqual({ ok: false, reason: 'blank' });
    expect(addTag([], '')).toEqual({ ok: false, reason: 'blank' });
  });
  it('refuses a tag already there, ignoring case', () => {
    expect(addTag(['Remote'], 'remote')).toEqual({ ok: false, reason: 'duplicate' });
  });
  it('refuses a tag beyond the limit', () => {
    const full = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(addTag(full, 'one more')).toEqual({ ok: false, reason: 'limit' });
  });
  it('removes exactly the tag given', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
});

describe('score display', () => {
  it('is green at 90+, the middle tone at 70+, red below, neutral with no score', () => {
    expectEach(scoreTone, [
      [100, 'high'],
      [90, 'high'],
      [89, 'mid'],
      [70, 'mid'],
      [69, 'low'],
      [0, 'low'],
      [null, 'neutral'],
    ]);
  });
  it('uses fire at 90+, thumbs-up at 70+, warning below and lightning with no score', () => {
    expectEach(atsEmoji, [
      [95, '🔥'],
      [90, '🔥'],
      [89, '👍'],
      [70, '👍'],
      [69, '⚠️'],
      [0, '⚠️'],
      [null, '⚡'],
      [undefined, '⚡'],
    ]);
  });
});

describe('downloadFileName', () => {
  it('lowercases the title and turns every non-alphanumeric into an underscore', () => {
    expect(downloadFileName('Acme Resume - Backend Engineer')).toBe(
      'acme_resume___backend_engineer.txt',
    );
    expect(downloadFileName('C++ & Go (Remote)')).toBe('c_____go__remote_.txt');
    expect(downloadFileName('Résumé 2026')).toBe('r_sum__2026.txt');
  });
  it('falls back to resume.txt when nothing is left', () => {
    expect(downloadFileName('')).toBe('resume.txt');
    expect(downloadFileName('!!!')).toBe('resume.txt');
  });
});

describe('card text', () => {
  it('joins company and job title, either alone, or nothing', () => {
    expect(roleLine('Acme', 'Engineer')).toBe('Acme · Engineer');
    expect(roleLine(null, 'Engineer')).toBe('Engineer');
    expect(roleLine(' ', null)).toBe('');
  });
  it('names the tailoring mode', () => {
    expect(modeLabel('personalized')).toBe('Personalized');
    expect(modeLabel(null)).toBe('');
  });
});
