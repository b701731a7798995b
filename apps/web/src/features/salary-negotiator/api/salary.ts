import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalaryAnalyzeInput } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';

export const salaryAnalysesQueryKey = ['salary-analyses'] as const;

export const analyzeSalary = (body: SalaryAnalyzeInput) => api.call('salary.analyze', { body });

/** Analyses a salary; the analysis is stored, so the list of past analyses moves. */
export const useAnalyzeSalary = () =>
  useRefreshingMutation(analyzeSalary, [salaryAnalysesQueryKey, dashboardQueryKey]);

export const salaryAnalysesQueryOptions = () =>
  queryOptions({
    queryKey: salaryAnalysesQueryKey,
    queryFn: () => api.call('salary.list'),
  });

export const useSalaryAnalyses = () => useQuery(salaryAnalysesQueryOptions());

/** One stored analysis, fetched when the user opens it. */
export const fetchSalaryAnalysis = (id: number) => api.call('salary.get', { params: { id } });

export const useRemoveSalaryAnalysis = () =>
  useRefreshingMutation(
    (id: number) => api.call('salary.remove', { params: { id } }),
    [salaryAnalysesQueryKey],
  );
