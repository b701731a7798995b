import { ClipboardCopy, Pencil } from 'lucide-react';
import type { SavedCoverLetter } from '@careerforge/contract';
import { ItemAction, SavedItemCard, SavedOn } from '../../../components/ui/saved-item-card';
import { toast } from '../../../lib/toast';
import { useDeleteSavedCoverLetter, useUpdateSavedCoverLetter } from '../api/saved-cover-letters';
import { DownloadMenu } from './download-menu';
import { copyLetter } from './letter-actions';
import { capitalize, roleAt } from '../../../lib/format';

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
  const update = useUpdateSavedCoverLetter();
  const remove = useDeleteSavedCoverLetter();
  const role = roleAt(letter.jobTitle, letter.companyName);

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
    <SavedItemCard
      title={letter.title}
      role={role}
      isFavorite={letter.isFavorite}
      onToggleFavorite={toggleFavorite}
      favoritePressed
      onPreview={onPreview}
      onDelete={() => {
        remove(letter);
        onDeleted();
      }}
      actions={
        <>
          <ItemAction
            icon={ClipboardCopy}
            label="Copy"
            name={`Copy ${letter.title}`}
            onClick={() => void copyLetter(letter)}
          />
          <DownloadMenu letter={letter} />
          <ItemAction icon={Pencil} label="Edit" name={`Edit ${letter.title}`} onClick={onEdit} />
        </>
      }
    >
      <p className="line-clamp-4 text-sm text-slate-600 dark:text-slate-400">
        {letter.content.replace(/\s+/g, ' ')}
      </p>
      <SavedOn
        className="mt-auto"
        date={letter.createdAt}
        note={letter.tone && `${capitalize(letter.tone)} tone`}
      />
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
    </SavedItemCard>
  );
}
