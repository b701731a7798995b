import type { SavedResumeListItem } from '@careerforge/contract';

export type SearchableResume = Pick<
  SavedResumeListItem,
  'title' | 'companyName' | 'jobTitle' | 'content' | 'tags'
>;

export type SortKey = 'newest' | 'oldest' | 'score' | 'favorites' | 'title';

export const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'score', label: 'Highest ATS score' },
  { value: 'favorites', label: 'Favorites first' },
  { value: 'title', label: 'Title A–Z' },
];

export interface ResumeFilters {
  search: string;
  /** A tag to keep, or '' for all tags. */
  tag: string;
  favoritesOnly: boolean;
  sort: SortKey;
}

export const defaultFilters: ResumeFilters = {
  search: '',
  tag: '',
  favoritesOnly: false,
  sort: 'newest',
};

/** Search over title, company, job title, content and tags, ignoring case and outer spaces. */
export function matchesSearch(resume: SearchableResume, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const fields = [
    resume.title,
    resume.companyName,
    resume.jobTitle,
    resume.content,
    ...resume.tags,
  ];
  return fields.some((f) => typeof f === 'string' && f.toLowerCase().includes(q));
}

export function hasTag(resume: Pick<SavedResumeListItem, 'tags'>, tag: string): boolean {
  if (!tag) return true;
  const t = tag.toLowerCase();
  return resume.tags.some((x) => x.toLowerCase() === t);
}

/** Every tag across the resumes once (the first spelling seen wins), alphabetically. */
export function collectTags(resumes: Pick<SavedResumeListItem, 'tags'>[]): string[] {
  const seen = new Map<string, string>();
  for (const r of resumes) {
    for (const tag of r.tags) {
      const key = tag.toLowerCase();
      if (!seen.has(key)) seen.set(key, tag);
    }
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

const newestFirst = (a: SavedResumeListItem, b: SavedResumeListItem) =>
  time(b.createdAt) - time(a.createdAt) || b.id - a.id;

export function sortResumes(resumes: SavedResumeListItem[], sort: SortKey): SavedResumeListItem[] {
  const list = [...resumes];
  switch (sort) {
    case 'oldest':
      return list.sort((a, b) => -newestFirst(a, b));
    case 'score':
      return list.sort((a, b) => (b.atsScore ?? -1) - (a.atsScore ?? -1) || newestFirst(a, b));
    case 'favorites':
      return list.sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite) || newestFirst(a, b));
    case 'title':
      return list.sort(
        (a, b) =>
          a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true }) ||
          newestFirst(a, b),
      );
    default:
      return list.sort(newestFirst);
  }
}

/** What the list shows: search, tag and favorites filters, then the chosen order. */
export function filterResumes(
  resumes: SavedResumeListItem[],
  filters: ResumeFilters,
): SavedResumeListItem[] {
  const kept = resumes.filter(
    (r) =>
      matchesSearch(r, filters.search) &&
      hasTag(r, filters.tag) &&
      (!filters.favoritesOnly || r.isFavorite),
  );
  return sortResumes(kept, filters.sort);
}

export const isFiltering = (f: ResumeFilters) =>
  f.search.trim() !== '' || f.tag !== '' || f.favoritesOnly;
