import {
  APPLICATION_PRIORITIES,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@careerforge/contract';

export type SortKey = 'date' | 'priority' | 'status';

const priorityRank = (p: string) => -APPLICATION_PRIORITIES.indexOf(p as 'low');
const statusRank = (s: string) => APPLICATION_STATUSES.indexOf(s as 'applied');
const byDate = (a: Application, b: Application) =>
  b.applicationDate.localeCompare(a.applicationDate) || b.id - a.id;

/** Status filter, search in company and title (case-insensitive), and one of three sorts. */
export function filterApplications(
  list: readonly Application[],
  { status, query, sort }: { status: 'all' | ApplicationStatus; query: string; sort: SortKey },
): Application[] {
  const q = query.trim().toLowerCase();
  const out = list.filter(
    (a) =>
      (status === 'all' || a.status === status) &&
      (!q || a.company.toLowerCase().includes(q) || a.jobTitle.toLowerCase().includes(q)),
  );
  if (sort === 'priority')
    return out.sort((a, b) => priorityRank(a.priority) - priorityRank(b.priority) || byDate(a, b));
  if (sort === 'status')
    return out.sort((a, b) => statusRank(a.status) - statusRank(b.status) || byDate(a, b));
  return out.sort(byDate);
}
