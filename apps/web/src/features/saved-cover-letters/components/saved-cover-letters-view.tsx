import { useMemo, useState } from 'react';
import { Mail, Search, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { SavedItemsView, useItemDialog } from '../../../components/ui/saved-items-view';
import { cn } from '../../../lib/cn';
import { usePendingDeletes } from '../../saved-resumes';
import { letterDeleteKey, useSavedCoverLetters } from '../api/saved-cover-letters';
import { filterLetters } from '../lib/filter';
import { EditDialog } from './edit-dialog';
import { PreviewDialog } from './preview-dialog';
import { SavedLetterCard } from './saved-letter-card';

const writeLink = (
  <Link to="/cover-letter" className={buttonClass('primary')}>
    <Mail className="h-4 w-4" aria-hidden />
    Write a Cover Letter
  </Link>
);

/** Search and "Favorites only" above the saved letters. */
function LetterToolbar({
  search,
  onSearch,
  favoritesOnly,
  onToggleFavorites,
}: {
  search: string;
  onSearch: (value: string) => void;
  favoritesOnly: boolean;
  onToggleFavorites: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <label htmlFor="letter-search" className="sr-only">
          Search saved cover letters
        </label>
        <input
          id="letter-search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search by title, company, job, tag or text"
          className={cn(inputClass, 'pl-9')}
        />
      </div>
      <button
        type="button"
        aria-pressed={favoritesOnly}
        onClick={onToggleFavorites}
        className={buttonClass(favoritesOnly ? 'secondary' : 'outline', 'md')}
      >
        <Star
          className={cn('h-4 w-4', favoritesOnly && 'fill-amber-400 text-amber-500')}
          aria-hidden
        />
        Favorites only
      </button>
    </div>
  );
}

/** Saved cover letters: search, cards, preview, copy, download, favorite, edit and delete. */
export function SavedCoverLettersView() {
  const query = useSavedCoverLetters();
  const [search, setSearch] = useState('');
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const pendingDeletes = usePendingDeletes();
  const dialog = useItemDialog<'preview' | 'edit'>();

  const letters = useMemo(
    () => (query.data ?? []).filter((l) => !pendingDeletes.has(letterDeleteKey(l.id))),
    [query.data, pendingDeletes],
  );
  const shown = useMemo(
    () => filterLetters(letters, search, favoritesOnly),
    [letters, search, favoritesOnly],
  );

  return (
    <SavedItemsView
      title="Saved Cover Letters"
      description="Your saved cover letters, ready to copy, download or edit."
      action={writeLink}
      query={query}
      loadingLabel="Loading saved cover letters"
      toolbarSkeleton="h-12"
      errorTitle="Unable to load saved cover letters"
      empty={{
        title: 'No saved cover letters yet',
        description: 'Write a cover letter, then save it from the editor to find it here.',
      }}
      items={letters}
      shown={shown}
      filtering={search.trim() !== '' || favoritesOnly}
      noun={['letter', 'letters']}
      toolbar={
        <LetterToolbar
          search={search}
          onSearch={setSearch}
          favoritesOnly={favoritesOnly}
          onToggleFavorites={() => setFavoritesOnly((v) => !v)}
        />
      }
      noMatch={{
        title: 'No letters match your search',
        description: 'Try other words, or clear the search to see every saved letter.',
        clearLabel: 'Clear search',
        onClear: () => {
          setSearch('');
          setFavoritesOnly(false);
        },
      }}
      renderItem={(letter, onDeleted) => (
        <SavedLetterCard
          letter={letter}
          onPreview={dialog.opener('preview', letter.id)}
          onEdit={dialog.opener('edit', letter.id)}
          onDeleted={onDeleted}
        />
      )}
    >
      {dialog.render(letters, {
        preview: (letter, props) => <PreviewDialog letter={letter} {...props} />,
        edit: (letter, props) => <EditDialog letter={letter} {...props} />,
      })}
    </SavedItemsView>
  );
}
