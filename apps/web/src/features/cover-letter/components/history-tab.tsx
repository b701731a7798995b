import { useId, useState } from 'react';
import { CircleAlert, FolderOpen } from 'lucide-react';
import type { CoverLetterDto, CoverLetterListItem } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { DeleteAction, ItemAction } from '../../../components/ui/saved-item-card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { capitalize, formatDate, plural, roleAt } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/spec-toast';
import { getCoverLetter, useCoverLetters, useRemoveCoverLetter } from '../api/cover-letters';

function HistoryItem({
  letter,
  onOpen,
}: {
  letter: CoverLetterListItem;
  onOpen: (letter: CoverLetterDto) => void;
}) {
  const titleId = useId();
  const remove = useRemoveCoverLetter();
  const [opening, setOpening] = useState(false);
  // the list leaves out the posting and the claims: the letter is read whole to open it
  const open = () => {
    if (opening) return;
    setOpening(true);
    getCoverLetter(letter.id)
      .then(onOpen)
      .catch((err: unknown) => toastFailure('Could not open the letter', err))
      .finally(() => setOpening(false));
  };
  const role = roleAt(letter.jobTitle, letter.companyName);
  const onDelete = () =>
    remove.mutate(letter.id, {
      onSuccess: () =>
        toast({
          title: 'Deleted',
          description: `"${letter.title}" was removed from your history.`,
        }),
      onError: (err) => toastFailure('Delete failed', err),
    });
  return (
    <Card as="article" padding="md" aria-labelledby={titleId} className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold break-words">
          {letter.title}
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={letter.createdAt}>{formatDate(letter.createdAt)}</time>
          {' · '}
          {capitalize(letter.tone)}
        </p>
      </div>
      {role && <p className="text-sm text-slate-700 dark:text-slate-300">{role}</p>}
      <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{letter.content}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {letter.resumeTitle ? `From "${letter.resumeTitle}"` : 'Written without a resume'} ·{' '}
        {plural(letter.claimCount, 'sourced claim')}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <ItemAction
          icon={FolderOpen}
          label={opening ? 'Opening...' : 'Open'}
          name={`Open ${letter.title}`}
          onClick={open}
        />
        <DeleteAction
          name={`Delete ${letter.title}`}
          onClick={onDelete}
          disabled={remove.isPending}
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </DeleteAction>
      </div>
    </Card>
  );
}

/** The history tab: every letter generated, newest first. */
export function HistoryTab({
  onOpen,
  onGenerate,
}: {
  onOpen: (letter: CoverLetterDto) => void;
  onGenerate: () => void;
}) {
  const { data, isPending, isError, error, refetch, isFetching } = useCoverLetters();
  if (isPending)
    return (
      <LoadingRegion label="Loading your cover letters">
        <div className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      </LoadingRegion>
    );
  if (isError)
    return (
      <Card role="alert" className="flex flex-col items-center text-center">
        <CircleAlert className="h-8 w-8 text-red-600 dark:text-red-400" aria-hidden />
        <p className="mt-3 font-semibold">Unable to load your cover letters</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {errorMessage(error, 'Please try refreshing the page')}
        </p>
        <Button className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </Card>
    );
  if (data.length === 0)
    return (
      <EmptyState
        title="No cover letters yet"
        description="Every letter you generate is kept here, so you can open it again at any time."
        action={<Button onClick={onGenerate}>Generate a Cover Letter</Button>}
      />
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {plural(data.length, 'letter')} generated, newest first.
      </p>
      {data.map((l) => (
        <HistoryItem key={l.id} letter={l} onOpen={onOpen} />
      ))}
    </div>
  );
}
