import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Resume } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { putInPlace, refresh } from '../../../lib/query-cache';
import { useDeleteFromList } from '../lib/delete-with-undo';
import { resumesQueryKey } from './keys';

/** The user's stored resumes; the uploaded originals are those with a file name. */
export const getResumes = () => api.call('resumes.list', { query: {} });

const uploaded = (list: Resume[]) => list.filter((r) => r.fileName);

export const uploadedResumesQueryOptions = () =>
  queryOptions({ queryKey: resumesQueryKey, queryFn: getResumes, select: uploaded });

export const useUploadedResumes = () => useQuery(uploadedResumesQueryOptions());

export const renameResume = ({ id, title }: { id: number; title: string }) =>
  api.call('resumes.update', { params: { id }, body: { title } });

export function useRenameResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameResume,
    onSuccess: (updated) => {
      putInPlace(queryClient, resumesQueryKey, updated);
      void refresh(queryClient, [resumesQueryKey]);
    },
  });
}

export const uploadDeleteKey = (id: number) => `upload:${id}`;

/** Deletes an uploaded original, with Undo on the "Deleted" toast (sent when it closes). */
export const useDeleteUploadedResume = () =>
  useDeleteFromList(resumesQueryKey, [], (resume: Resume) => {
    const name = resume.fileName ?? resume.title;
    return {
      key: uploadDeleteKey(resume.id),
      name,
      remove: (keepalive) =>
        api.call('resumes.remove', { params: { id: resume.id } }, { keepalive }),
      deleted: { title: 'Deleted', description: `The upload "${name}" was deleted.` },
    };
  });
