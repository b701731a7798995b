import { useMemo, useRef, useState } from 'react';
import { CircleAlert, Mail, RefreshCw, Search, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClass } from '../../../components/ui/field';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
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

/** Dialogs opened without a Radix trigger: focus goes back to the button that opened them. */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: (el: HTMLElement) => {
      opener.current = el;
    },
    restore: () => {
      const el = opener.current;
      opener.current = null;
      if (el) setTimeout(() => el.isConnected && el.focus(), 0);
    },
  };
}

/** Saved cover letters: search, cards, preview, copy, download, favorite, edit and delete. */
export function SavedCoverLettersView() {
  const { data, isPending, isError, error, isFetching, refetch } = useSavedCoverLetters();
  const [query, setQuery] = useState('');
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  const pendingDeletes = usePendingDeletes();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus();

  const letters = useMemo(
    () => (data ?? []).filter((l) => !pendingDeletes.has(letterDeleteKey(l.id))),
    [data, pendingDeletes],
  );
  const shown = useMemo(
    () => filterLetters(letters, query, favoritesOnly),
    [letters, query, favoritesOnly],
  );
  const previewing = letters.find((l) => l.id === previewId);
  const editing = letters.find((l) => l.id === editId);
  const filtering = query.trim() !== '' || favoritesOnly;

  let body;
  if (isPending) {
    body = (
      <LoadingRegion label="Loading saved cover letters">
        <Skeleton className="h-12" />
        <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      </LoadingRegion>
    );
  } else if (isError) {
    body = (
      <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
        <CircleAlert className="h-10 w-10 text-red-600 dark:text-red-400" aria-hidden />
        <h2 className="mt-4 text-xl font-semibold">Unable to load saved cover letters</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {errorMessage(error, 'Please try refreshing the page')}
        </p>
        <Button className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          {isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </Card>
    );
  } else if (letters.length === 0) {
    body = (
      <EmptyState
        title="No saved cover letters yet"
        description="Write a cover letter, then save it from the editor to find it here."
        action={writeLink}
      />
    );
  } else {
    body = (
      <>
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
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search by title, company, job, tag or text"
              className={cn(inputClass, 'pl-9')}
            />
          </div>
          <button
            type="button"
            aria-pressed={favoritesOnly}
            onClick={() => setFavoritesOnly((v) => !v)}
            className={buttonClass(favoritesOnly ? 'secondary' : 'outline', 'md')}
          >
            <Star
              className={cn('h-4 w-4', favoritesOnly && 'fill-amber-400 text-amber-500')}
              aria-hidden
            />
            Favorites only
          </button>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {filtering
            ? `Showing ${shown.length} of ${letters.length} ${letters.length === 1 ? 'letter' : 'letters'}`
            : `${letters.length} saved ${letters.length === 1 ? 'letter' : 'letters'}`}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            className="mt-4"
            title="No letters match your search"
            description="Try other words, or clear the search to see every saved letter."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setQuery('');
                  setFavoritesOnly(false);
                }}
              >
                Clear search
              </Button>
            }
          />
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((letter) => (
              <li key={letter.id} className="flex flex-col [&>article]:flex-1">
                <SavedLetterCard
                  letter={letter}
                  onPreview={(opener) => {
                    focus.remember(opener);
                    setPreviewId(letter.id);
                  }}
                  onEdit={(opener) => {
                    focus.remember(opener);
                    setEditId(letter.id);
                  }}
                  onDeleted={() => headingRef.current?.focus()}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight focus:outline-none"
          >
            Saved Cover Letters
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Your saved cover letters, ready to copy, download or edit.
          </p>
        </div>
        {letters.length > 0 && writeLink}
      </div>
      {body}
      {previewing && (
        <PreviewDialog
          key={previewing.id}
          letter={previewing}
          open
          onOpenChange={(open) => {
            if (open) return;
            setPreviewId(null);
            focus.restore();
          }}
        />
      )}
      {editing && (
        <EditDialog
          key={editing.id}
          letter={editing}
          open
          onOpenChange={(open) => {
            if (open) return;
            setEditId(null);
            focus.restore();
          }}
        />
      )}
    </>
  );
}
