import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_RESUME_CHARS } from '@careerforge/contract/constants';
import { useDebounced } from '../../../components/resume-editor/use-live-score';
import { api } from '../../../lib/api';

/** How long typing must pause before the text is read again. */
export const REREAD_DELAY_MS = 400;

/**
 * The server's reading of a resume text: the engine's parser (the one scoring and tailoring
 * use), as the structured document the builder also starts from.
 */
export const readResume = (text: string, signal?: AbortSignal) =>
  api.call('builder.parse', { body: { text } }, signal ? { signal } : {});

/**
 * The server's reading of `text`, read again each time typing pauses; the last reading stays
 * on screen while the next one is on its way. A blank or too long text is not sent.
 */
export function useResumeReading(text: string) {
  const settled = useDebounced(text, REREAD_DELAY_MS);
  const sendable = settled.trim().length > 0 && settled.length <= MAX_RESUME_CHARS;
  const query = useQuery({
    queryKey: ['lab-reading', settled],
    queryFn: ({ signal }) => readResume(settled, signal),
    enabled: sendable,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  return {
    /** the latest reading (of the text as it was when typing last paused), if any */
    document: sendable ? query.data : undefined,
    /** the text shown is newer than the reading */
    pending: text !== settled || (sendable && query.isFetching),
    error: text !== settled || !sendable ? null : query.error,
    retry: () => void query.refetch(),
  };
}
