import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Resume } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { deleteWithUndo } from '../lib/delete-with-undo';
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
      queryClient.setQueryData<Resume[]>(resumesQueryKey, (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
  });
}

export const uploadDeleteKey = (id: number) => `upload:${id}`;

/** Deletes an uploaded original, with Undo on the "Deleted" toast (sent when it closes). */
export function useDeleteUploadedResume() {
  const queryClient = useQueryClient();
  return (resume: Resume) => {
    const name = resume.fileName ?? resume.title;
    deleteWithUndo({
      key: uploadDeleteKey(resume.id),
      name,
      remove: (keepalive) =>
        api.call('resumes.remove', { params: { id: resume.id } }, { keepalive }),
      settle: async () => {
        queryClient.setQueryData<Resume[]>(resumesQueryKey, (list) =>
          list?.filter((r) => r.id !== resume.id),
        );
        await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      },
      deleted: { title: 'Deleted', description: `The upload "${name}" was deleted.` },
      restored: { title: 'Restored', description: `"${name}" is back.` },
    });
  };
}
