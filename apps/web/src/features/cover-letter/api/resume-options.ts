import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { resumesQueryKey } from '../../resume-lab';
import { useSavedResumes } from '../../saved-resumes';

/** The user's resumes (uploaded, pasted and built): the same cache entry as the Resume Lab's. */
const resumesQueryOptions = () =>
  queryOptions({
    queryKey: resumesQueryKey,
    queryFn: () => api.call('resumes.list', { query: {} }),
  });

export interface ResumeOption {
  value: `resume:${number}` | `saved:${number}`;
  label: string;
}

/** The resume choice's two groups: the user's resumes and their saved tailored resumes. */
export function useResumeOptions() {
  const resumes = useQuery(resumesQueryOptions());
  const saved = useSavedResumes();
  const own: ResumeOption[] = (resumes.data ?? [])
    .filter((r) => !r.isTemplate)
    .map((r) => ({
      value: `resume:${r.id}`,
      label: r.fileName ? `${r.title} (${r.fileName})` : r.title,
    }));
  const tailored: ResumeOption[] = (saved.data ?? []).map((r) => ({
    value: `saved:${r.id}`,
    label: r.title,
  }));
  return {
    own,
    tailored,
    isPending: resumes.isPending || saved.isPending,
    isError: resumes.isError || saved.isError,
  };
}
