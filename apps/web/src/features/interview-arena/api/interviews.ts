import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnalyzeAnswerRequest,
  GenerateInterviewRequest,
  Transcription,
} from '@careerforge/contract';
import { api, ApiError } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';
import { dashboardQueryKey } from '../../dashboard';

export const interviewKeys = {
  all: ['interviews'] as const,
  list: () => [...interviewKeys.all, 'list'] as const,
  detail: (id: number) => [...interviewKeys.all, 'detail', id] as const,
  progress: () => [...interviewKeys.all, 'progress'] as const,
  transcription: () => [...interviewKeys.all, 'transcription'] as const,
};

/** The user's time zone, so streaks count the user's own days. */
export const userTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: interviewKeys.list(),
    queryFn: () => api.call('interviews.list', { query: {} }),
  });
export const useSessions = () => useQuery(sessionsQueryOptions());

export const sessionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: interviewKeys.detail(id),
    queryFn: () => api.call('interviews.get', { params: { id } }),
  });
export const useSession = (id: number | null) =>
  useQuery({ ...sessionQueryOptions(id ?? 0), enabled: id !== null });

export const progressQueryOptions = () =>
  queryOptions({
    queryKey: interviewKeys.progress(),
    queryFn: () => api.call('interviews.progress', { query: { timeZone: userTimeZone() } }),
  });
export const useProgress = () => useQuery(progressQueryOptions());

export const useTranscriptionStatus = () =>
  useQuery({
    queryKey: interviewKeys.transcription(),
    queryFn: () => api.call('interviews.transcribeStatus'),
    staleTime: Infinity,
  });

export const useResumeOptions = () =>
  useQuery({
    queryKey: ['resumes', 'interview-options'],
    queryFn: () => api.call('resumes.list', { query: {} }),
  });

/** Generates and stores a session; the sessions list is refreshed (the spec's flow). */
export const useGenerateInterview = () =>
  useRefreshingMutation(
    (body: GenerateInterviewRequest) => api.call('interviews.generate', { body }),
    [interviewKeys.list()],
  );

/** Scores an answer; a stored one moves the session, the progress and the dashboard. */
export function useAnalyzeAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnalyzeAnswerRequest) => api.call('interviews.analyze', { body }),
    onSuccess: (_r, body) => {
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      if (body.sessionId) void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}

/** Sends a recording to the server's transcription endpoint; the audio is not kept. */
export async function transcribe(audio: Blob, durationSeconds: number): Promise<Transcription> {
  const url = api.url('interviews.transcribe', {
    query: { durationSeconds: Math.round(durationSeconds) },
  });
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': audio.type.split(';')[0] || 'audio/webm' },
    body: audio,
  });
  const text = await res.text();
  if (!res.ok) {
    let detail = res.statusText;
    let code: string | undefined;
    try {
      const body = JSON.parse(text) as { error?: { message?: string; code?: string } };
      detail = body.error?.message ?? detail;
      code = body.error?.code;
    } catch {
      /* not JSON: the status text stands */
    }
    throw new ApiError(res.status, detail, code, undefined, text, res.statusText);
  }
  return JSON.parse(text) as Transcription;
}
