import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SavedItemsView, useItemDialog } from '../src/components/ui/saved-items-view';

interface Note {
  id: number;
  title: string;
}

const loaded: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
} = {
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  refetch: () => {},
};

const twoNotes: Note[] = [
  { id: 1, title: 'Alpha' },
  { id: 2, title: 'Beta' },
];

function Notes({ query = loaded, notes }: { query?: typeof loaded; notes: Note[] }) {
  const [items, setItems] = useState(notes);
  const [search, setSearch] = useState('');
  const dialog = useItemDialog<'open'>();
  const shown = items.filter((n) => n.title.includes(search));
  return (
    <SavedItemsView
      title="Saved Notes"
      description="Your notes."
      action={<a href="/write">Write a Note</a>}
      query={query}
      loadingLabel="Loading saved notes"
      toolbarSkeleton="h-12"
      errorTitle="Unable to load saved notes"
      empty={{ title: 'No saved notes yet', description: 'Write one.' }}
      items={items}
      shown={shown}
      filtering={search !== ''}
      noun={['note', 'notes']}
      toolbar={
        <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      }
      noMatch={{
        title: 'No notes match',
        description: 'Try again.',
        clearLabel: 'Clear search',
        onClear: () => setSearch(''),
      }}
      renderItem={(note, onDeleted) => (
        <article aria-label={note.title}>
          <button type="button" onClick={(e) => dialog.opener('open', note.id)(e.currentTarget)}>
            Open {note.title}
          </button>
          <button
            type="button"
            onClick={() => {
              setItems((all) => all.filter((n) => n !== note));
              onDeleted();
            }}
          >
            Delete {note.title}
          </button>
        </article>
      )}
    >
      {dialog.render(items, {
        open: (note, { onOpenChange }) => (
          <div role="dialog" aria-label={note.title}>
            <button type="button" onClick={() => onOpenChange(false)}>
              Close
            </button>
          </div>
        ),
      })}
    </SavedItemsView>
  );
}

describe('SavedItemsView', () => {
  it('loads, then fails with the message and a Retry', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Notes query={{ ...loaded, isPending: true }} notes={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading saved notes');
    const refetch = vi.fn();
    rerender(
      <Notes query={{ ...loaded, isError: true, error: new Error('Boom'), refetch }} notes={[]} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load saved notes');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('leads to the tool from the empty state, and by the heading once there are items', () => {
    const { unmount } = render(<Notes notes={[]} />);
    expect(screen.getByText('No saved notes yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Write a Note' })).toHaveLength(1);
    unmount();
    render(<Notes notes={[{ id: 1, title: 'One' }]} />);
    expect(screen.getByText('1 saved note')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Write a Note' })).toHaveLength(1);
  });

  it('counts what the filters show, and clears them when they leave nothing', async () => {
    const user = userEvent.setup();
    render(<Notes notes={twoNotes} />);
    expect(screen.getByText('2 saved notes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'Al');
    expect(screen.getByText('Showing 1 of 2 notes')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.type(screen.getByLabelText('Search'), 'zz');
    expect(screen.getByText('No notes match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('gives focus back to the opener when a dialog closes, and to the heading on delete', async () => {
    const user = userEvent.setup();
    render(<Notes notes={twoNotes} />);
    await user.click(screen.getByRole('button', { name: 'Open Beta' }));
    const dialog = screen.getByRole('dialog', { name: 'Beta' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open Beta' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Notes' })).toHaveFocus();
    await act(async () => {});
    expect(screen.getByText('1 saved note')).toBeInTheDocument();
  });
});
