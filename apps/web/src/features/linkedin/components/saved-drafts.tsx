import { useId } from 'react';
import { ClipboardCopy, FolderOpen } from 'lucide-react';
import type { SavedLinkedin } from '@careerforge/contract';
import { Card } from '../../../components/ui/card';
import { DeleteAction, ItemAction } from '../../../components/ui/saved-item-card';
import { ScoreBadge } from '../../../components/ui/score';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { countWords } from '../../../lib/text-ranges';
import { usePendingDeletes } from '../../saved-resumes';
import { draftDeleteKey, useDeleteDraft, useSavedDrafts } from '../api/linkedin';
import { ErrorText } from '../../../components/ui/error-text';

/** One saved draft: title, engagement score, what it is for, its start, and its actions. */
function DraftCard({
  draft: d,
  onOpen,
  onCopy,
  onDelete,
}: {
  draft: SavedLinkedin;
  onOpen: () => void;
  onCopy: () => void;
  onDelete: () => void;
}) {
  return (
    <Card as="li" padding="sm" className="grid content-start gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{d.title}</h3>
        {d.engagementScore != null && <ScoreBadge label="Engagement" score={d.engagementScore} />}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {[
          d.targetRole,
          d.industry,
          `${countWords(d.content)} words`,
          `saved ${formatDate(d.createdAt)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{d.content}</p>
      <div className="flex flex-wrap gap-2">
        <ItemAction icon={FolderOpen} label="Open" name={`Open ${d.title}`} onClick={onOpen} />
        <ItemAction icon={ClipboardCopy} label="Copy" name={`Copy ${d.title}`} onClick={onCopy} />
        <DeleteAction name={`Delete ${d.title}`} onClick={onDelete} className="ml-auto" />
      </div>
    </Card>
  );
}

/** The saved About drafts, on the optimizer's own page: open, copy, delete. */
export function SavedDrafts({
  onOpen,
  onCopy,
}: {
  onOpen: (draft: SavedLinkedin) => void;
  onCopy: (text: string) => void;
}) {
  const headingId = useId();
  const { data, isPending, isError, error } = useSavedDrafts();
  const remove = useDeleteDraft();
  const pending = usePendingDeletes();
  const drafts = (data ?? []).filter((d) => !pending.has(draftDeleteKey(d.id)));

  let body;
  if (isPending)
    body = (
      <LoadingRegion label="Loading saved drafts">
        <Skeleton className="h-24" />
      </LoadingRegion>
    );
  else if (isError)
    body = (
      <ErrorText>
        Unable to load saved drafts. {errorMessage(error, 'Please try refreshing the page')}
      </ErrorText>
    );
  else if (drafts.length === 0)
    body = (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No saved drafts yet. Optimize your About, then save the result to keep it here.
      </p>
    );
  else
    body = (
      <ul className="grid gap-3 md:grid-cols-2">
        {drafts.map((d) => (
          <DraftCard
            key={d.id}
            draft={d}
            onOpen={() => onOpen(d)}
            onCopy={() => onCopy(d.content)}
            onDelete={() => remove(d)}
          />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-xl font-semibold">
        Saved drafts
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
