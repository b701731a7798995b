import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerPlanInput } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';

export const careerPlansQueryKey = ['career-plans'] as const;

export const planCareer = (body: CareerPlanInput) => api.call('career.plan', { body });

/** Plans a move; the plan is stored, so the list of saved plans moves. */
export const usePlanCareer = () =>
  useRefreshingMutation(planCareer, [careerPlansQueryKey, dashboardQueryKey]);

export const careerPlansQueryOptions = () =>
  queryOptions({
    queryKey: careerPlansQueryKey,
    queryFn: () => api.call('career.list'),
  });

export const useCareerPlans = () => useQuery(careerPlansQueryOptions());

/** One stored plan, fetched when the user opens it. */
export const fetchCareerPlan = (id: number) => api.call('career.get', { params: { id } });

export const useRemoveCareerPlan = () =>
  useRefreshingMutation(
    (id: number) => api.call('career.remove', { params: { id } }),
    [careerPlansQueryKey],
  );
