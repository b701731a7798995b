import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TailorRequest, TailorResponse } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { dashboardQueryKey } from '../../dashboard';
import { savedResumesQueryKey } from '../../saved-resumes';

export interface TailorInput {
  resumeContent: string;
  jobDescription: string;
  tailoringMode: TailorRequest['tailoringMode'];
  companyName: string;
  jobTitle: string;
}

export const tailorResume = (input: TailorInput) => api.call('lab.tailorResume', { body: input });

export function useTailorResume() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: tailorResume,
    onSuccess: () => qc.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}

/** The spec's saved title: company (or Tailored) + Resume + job title (or Position). */
export const savedTitle = (companyName: string, jobTitle: string) =>
  `${companyName.trim() || 'Tailored'} Resume - ${jobTitle.trim() || 'Position'}`;

export function saveTailoredResume(input: {
  result: TailorResponse;
  companyName: string;
  jobTitle: string;
  tailoringMode: TailorRequest['tailoringMode'];
}) {
  const { result } = input;
  return api.call('savedResumes.create', {
    body: {
      title: savedTitle(input.companyName, input.jobTitle),
      content: result.tailoredContent,
      companyName: input.companyName.trim() || null,
      jobTitle: input.jobTitle.trim() || null,
      tailoringMode: input.tailoringMode,
      atsScore: result.atsScore,
      keywordMatchScore: result.keywordMatchScore,
      improvements: result.improvements,
      recommendations: result.recommendations,
      report: result.report,
    },
  });
}

export function useSaveTailoredResume() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTailoredResume,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: savedResumesQueryKey });
      void qc.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
