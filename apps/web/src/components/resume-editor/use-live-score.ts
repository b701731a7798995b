import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScoreResponse } from '@careerforge/contract';
import { api } from '../../lib/api';

/** How long typing must pause before the text is scored again. */
export const RESCORE_DELAY_MS = 400;

/** The value once it has stopped changing for `delay` milliseconds. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export const scoreText = (resumeContent: string, jobDescription: string, signal?: AbortSignal) =>
  api.call('lab.score', { body: { resumeContent, jobDescription } }, signal ? { signal } : {});

export interface LiveScore {
  /** the latest score (of the text as it was when typing last paused), if any */
  score: ScoreResponse | undefined;
  /** the text shown is newer than the score */
  pending: boolean;
  error: unknown;
}

/**
 * The engine's score of `text` against `jobDescription`, computed again by the server each time
 * typing pauses. A text whose score is already known (`known`) is not sent.
 */
export function useLiveScore(
  text: string,
  jobDescription: string | null | undefined,
  known?: { text: string; score: ScoreResponse } | null,
): LiveScore {
  const settled = useDebounced(text, RESCORE_DELAY_MS);
  const job = jobDescription?.trim() ? jobDescription : null;
  const isKnown = known != null && settled === known.text;
  const query = useQuery({
    queryKey: ['lab-score', job, settled],
    queryFn: ({ signal }) => scoreText(settled, job!, signal),
    enabled: job !== null && !isKnown && settled.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const score = isKnown ? known.score : query.data;
  return {
    score,
    pending: job !== null && (text !== settled || (!isKnown && query.isFetching)),
    error: isKnown || text !== settled ? null : query.error,
  };
}
