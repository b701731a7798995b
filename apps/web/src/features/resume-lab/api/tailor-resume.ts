import type { ScoreResponse, TailorRequest, TailorResponse } from '@careerforge/contract';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';
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

export const useTailorResume = () =>
  useRefreshingMutation(tailorResume, [dashboardQueryKey], { wait: true });

/** The spec's saved title: company (or Tailored) + Resume + job title (or Position). */
export const savedTitle = (companyName: string, jobTitle: string) =>
  `${companyName.trim() || 'Tailored'} Resume - ${jobTitle.trim() || 'Position'}`;

export function saveTailoredResume(input: {
  result: TailorResponse;
  /** the text as the user left it (the tailored text, possibly edited) */
  content: string;
  /** its score, when known */
  score: ScoreResponse | undefined;
  /** stored with it, so the text can be scored again after an edit */
  jobDescription: string;
  companyName: string;
  jobTitle: string;
  tailoringMode: TailorRequest['tailoringMode'];
}) {
  const { result, score } = input;
  return api.call('savedResumes.create', {
    body: {
      title: savedTitle(input.companyName, input.jobTitle),
      content: input.content,
      companyName: input.companyName.trim() || null,
      jobTitle: input.jobTitle.trim() || null,
      jobDescription: input.jobDescription,
      tailoringMode: input.tailoringMode,
      atsScore: score?.atsScore ?? null,
      keywordMatchScore: score?.keywordMatchScore ?? null,
      improvements: result.improvements,
      recommendations: result.recommendations,
      report: score?.report ?? null,
    },
  });
}

export const useSaveTailoredResume = () =>
  useRefreshingMutation(saveTailoredResume, [savedResumesQueryKey, dashboardQueryKey]);

/** Saves new text over a resume saved from the results (the server scores it again). */
export const updateSavedText = ({ id, content }: { id: number; content: string }) =>
  api.call('savedResumes.update', { params: { id }, body: { content } });

export const useUpdateSavedText = () =>
  useRefreshingMutation(updateSavedText, [savedResumesQueryKey, dashboardQueryKey]);
