import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  CreateApplicationInput,
  ImportApplicationsInput,
  UpdateApplicationInput,
} from '@careerforge/contract';
import { api, apiRequest } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';
import { dashboardQueryKey } from '../../dashboard';

/** Query keys of the tracker; the analytics page reads the same insights. */
export const applicationsQueryKey = ['applications'] as const;
export const insightsQueryKey = ['applications', 'insights'] as const;
export const analyticsQueryKey = ['analytics'] as const;

/** Every application of the user, newest application date first (filtered in the page). */
export const getApplications = () => api.call('applications.list', { query: {} });

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationsQueryKey, queryFn: getApplications });
export const useApplications = () => useQuery(applicationsQueryOptions());

/** One application with its job description and stage history. */
export const applicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...applicationsQueryKey, 'detail', id] as const,
    queryFn: () => api.call('applications.get', { params: { id } }),
  });

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: insightsQueryKey,
    queryFn: () => api.call('applications.insights'),
  });
export const useInsights = () => useQuery(insightsQueryOptions());

/** After any change: the list, its insights, the analytics and the dashboard are refreshed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [applicationsQueryKey, analyticsQueryKey, dashboardQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export type NewApplication = Omit<CreateApplicationInput, 'userId'>;

export function useCreateApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: NewApplication) =>
      // The spec's client sends userId 1; the server takes the user from the session.
      api.call('applications.create', { body: { ...body, userId: 1 } }),
    onSuccess: () => refresh(),
  });
}

export type ApplicationPatch = Omit<UpdateApplicationInput, 'userId'>;

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ApplicationPatch }) =>
      api.call('applications.update', { params: { id }, body: patch }),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: applicationsQueryKey, exact: true });
      const previous = queryClient.getQueryData<Application[]>(applicationsQueryKey);
      queryClient.setQueryData<Application[]>(applicationsQueryKey, (list) =>
        list?.map((a) => (a.id === id ? ({ ...a, ...patch } as Application) : a)),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(applicationsQueryKey, context.previous);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<Application[]>(applicationsQueryKey, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
    },
    onSettled: () => refresh(),
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call('applications.remove', { params: { id } }),
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<Application[]>(applicationsQueryKey, (list) =>
        list?.filter((a) => a.id !== id),
      );
      return refresh();
    },
  });
}

export type ImportRequest = Omit<ImportApplicationsInput, 'userId'>;

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (body: ImportRequest) => api.call('applications.importPreview', { body }),
  });

export function useImportApplications() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ImportRequest) => api.call('applications.import', { body }),
    onSuccess: () => refresh(),
  });
}

/** Downloads every application as a CSV file. */
export async function exportApplications(): Promise<void> {
  const csv = await apiRequest<string>('GET', api.url('applications.export'));
  const day = new Date().toISOString().slice(0, 10);
  downloadBlob(`applications-${day}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
