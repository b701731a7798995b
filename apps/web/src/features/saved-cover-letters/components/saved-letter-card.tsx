import { useId } from 'react';
import { Briefcase, CalendarDays, ClipboardCopy, Eye, Pencil, Star, Trash2 } from 'lucide-react';
import type { SavedCoverLetter } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeleteSavedCoverLetter, useUpdateSavedCoverLetter } from '../api/saved-cover-letters';
import { DownloadMenu } from './download-menu';
import { copyLetter } from './letter-actions';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function SavedLetterCard({
  letter,
  onPreview,
  onEdit,
  onDeleted,
}: {
  letter: SavedCoverLetter;
  onPreview: (opener: HTMLElement) => void;
  onEdit: (opener: HTMLElement) => void;
  onDeleted: () => void;
}) {
  const titleId = useId();
  const update = useUpdateSavedCoverLetter();
  const remove = useDeleteSavedCoverLetter();
  const role = [letter.jobTitle, letter.companyName].filter(Boolean).join(' at ');

  const toggleFavorite = () => {
    const isFavorite = !letter.isFavorite;
    update.mutateAsync({ id: letter.id, patch: { isFavorite } }).then(
      () =>
        toast({
          title: 'Updated',
          description: isFavorite ? 'Added to favorites.' : 'Removed from favorites.',
        }),
      () =>
        toast({
          title: 'Update failed',
          description: 'Failed to update favorite status',
          variant: 'destructive',
        }),
    );
  };

  return (
    <Card as="article" padding="none" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-2">
          <h2
            id={titleId}
            className="min-w-0 flex-1 text-base leading-snug font-semibold break-words"
          >
            {letter.title}
          </h2>
          <button
            type="button"
            onClick={toggleFavorite}
            aria-pressed={letter.isFavorite}
            aria-label={letter.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            title={letter.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            className="-mt-1 -mr-2 shrink-0 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-amber-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-amber-300"
          >
            <Star
              className={cn(
                'h-5 w-5',
                letter.isFavorite &&
                  'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300',
              )}
              aria-hidden
            />
          </button>
        </div>
        {role && (
          <p className="-mt-1 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            <Briefcase
              className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400"
              aria-hidden
            />
            <span className="min-w-0 break-words">{role}</span>
          </p>
        )}
        <p className="line-clamp-4 text-sm text-slate-600 dark:text-slate-400">
          {letter.content.replace(/\s+/g, ' ')}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600 dark:text-slate-400">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden />
          <span>
            Saved <time dateTime={letter.createdAt}>{formatDate(letter.createdAt)}</time>
          </span>
          {letter.tone && (
            <>
              <span aria-hidden>·</span>
              <span>{cap(letter.tone)} tone</span>
            </>
          )}
        </p>
        {letter.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {letter.tags.slice(0, 3).map((t) => (
              <li
                key={t}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                {t}
              </li>
            ))}
            {letter.tags.length > 3 && (
              <li className="px-1 text-xs text-slate-600 dark:text-slate-400">
                +{letter.tags.length - 3} more
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => onPreview(e.currentTarget)}
          aria-label={`Preview ${letter.title}`}
        >
          <Eye className="h-4 w-4" aria-hidden />
          Preview
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copyLetter(letter)}
          aria-label={`Copy ${letter.title}`}
        >
          <ClipboardCopy className="h-4 w-4" aria-hidden />
          Copy
        </Button>
        <DownloadMenu letter={letter} />
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => onEdit(e.currentTarget)}
          aria-label={`Edit ${letter.title}`}
        >
          <Pencil className="h-4 w-4" aria-hidden />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            remove(letter);
            onDeleted();
          }}
          aria-label={`Delete ${letter.title}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950 dark:hover:text-red-300"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </Button>
      </div>
    </Card>
  );
}
