import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareerPlanInput } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dashboardQueryKey } from '../../dashboard';

export const careerPlansQueryKey = ['career-plans'] as const;

export const planCareer = (body: CareerPlanInput) => api.call('career.plan', { body });

/** Plans a move; the plan is stored, so the list of saved plans moves. */
export function usePlanCareer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planCareer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: careerPlansQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}

export const careerPlansQueryOptions = () =>
  queryOptions({
    queryKey: careerPlansQueryKey,
    queryFn: () => api.call('career.list'),
  });

export const useCareerPlans = () => useQuery(careerPlansQueryOptions());

/** One stored plan, fetched when the user opens it. */
export const fetchCareerPlan = (id: number) => api.call('career.get', { params: { id } });

export function useRemoveCareerPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('career.remove', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: careerPlansQueryKey }),
  });
}
