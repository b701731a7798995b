import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedCoverLetterInput,
  SavedCoverLetter,
  UpdateSavedCoverLetterInput,
} from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dashboardQueryKey } from '../../dashboard';
import { deleteWithUndo } from '../../saved-resumes';
import { savedCoverLettersQueryKey, updateSavedCoverLetterMutationKey } from './keys';

/** The signed-in user's saved cover letters, newest first. */
export const getSavedCoverLetters = () => api.call('savedCoverLetters.list');

export const savedCoverLettersQueryOptions = () =>
  queryOptions({ queryKey: savedCoverLettersQueryKey, queryFn: getSavedCoverLetters });

export const useSavedCoverLetters = () => useQuery(savedCoverLettersQueryOptions());

export const createSavedCoverLetter = (body: CreateSavedCoverLetterInput) =>
  api.call('savedCoverLetters.create', { body });

/** Saves a letter; the saved list and the dashboard refresh. */
export function useCreateSavedCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedCoverLetter,
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedCoverLetter[]>(savedCoverLettersQueryKey, (list) =>
        list ? [saved, ...list.filter((l) => l.id !== saved.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: savedCoverLettersQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}

export type SavedCoverLetterPatch = Omit<UpdateSavedCoverLetterInput, 'userId'>;

export const updateSavedCoverLetter = ({
  id,
  patch,
}: {
  id: number;
  patch: SavedCoverLetterPatch;
}) => api.call('savedCoverLetters.update', { params: { id }, body: patch });

const mutationKey = updateSavedCoverLetterMutationKey;

/**
 * Changes a saved letter. The list shows the change at once and goes back if the server says
 * no; the list refreshes once the last of several quick changes has settled.
 */
export function useUpdateSavedCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateSavedCoverLetter,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: savedCoverLettersQueryKey });
      const previous = queryClient.getQueryData<SavedCoverLetter[]>(savedCoverLettersQueryKey);
      queryClient.setQueryData<SavedCoverLetter[]>(savedCoverLettersQueryKey, (list) =>
        list?.map((l) => (l.id === id ? ({ ...l, ...patch } as SavedCoverLetter) : l)),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(savedCoverLettersQueryKey, context.previous);
    },
    onSuccess: (updated) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<SavedCoverLetter[]>(savedCoverLettersQueryKey, (list) =>
        list?.map((l) => (l.id === updated.id ? updated : l)),
      );
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: savedCoverLettersQueryKey });
    },
  });
}

export const letterDeleteKey = (id: number) => `saved-cover-letter:${id}`;

/**
 * Deletes at once as the list shows it (no confirmation, as specified), with an Undo on the
 * "Deleted" toast; the request goes out when that toast closes.
 */
export function useDeleteSavedCoverLetter() {
  const queryClient = useQueryClient();
  return (letter: SavedCoverLetter) =>
    deleteWithUndo({
      key: letterDeleteKey(letter.id),
      name: letter.title,
      remove: (keepalive) =>
        api.call('savedCoverLetters.remove', { params: { id: letter.id } }, { keepalive }),
      settle: async () => {
        queryClient.setQueryData<SavedCoverLetter[]>(savedCoverLettersQueryKey, (list) =>
          list?.filter((l) => l.id !== letter.id),
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: savedCoverLettersQueryKey }),
          queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        ]);
      },
      deleted: { title: 'Deleted', description: `"${letter.title}" was deleted.` },
      restored: { title: 'Restored', description: `"${letter.title}" is back.` },
    });
}
