import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedItemCard } from '../src/components/ui/saved-item-card';

describe('SavedItemCard', () => {
  const base = {
    title: 'Acme letter',
    onToggleFavorite: () => {},
    onDelete: () => {},
    actions: null,
    children: null,
  };

  it('is an article named by its title, with the role, favorite star, Preview and Delete', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn();
    const onDelete = vi.fn();
    render(
      <SavedItemCard
        {...base}
        role="Engineer at Acme"
        isFavorite={false}
        onPreview={onPreview}
        onDelete={onDelete}
      />,
    );
    const card = screen.getByRole('article', { name: 'Acme letter' });
    expect(card).toHaveTextContent('Engineer at Acme');
    const star = within(card).getByRole('button', { name: 'Add to favorites' });
    expect(star).not.toHaveAttribute('aria-pressed');
    const preview = within(card).getByRole('button', { name: 'Preview Acme letter' });
    await user.click(preview);
    expect(onPreview).toHaveBeenCalledWith(preview);
    await user.click(within(card).getByRole('button', { name: 'Delete Acme letter' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('tells the star as a toggle when asked, and hides an empty role', () => {
    render(<SavedItemCard {...base} role="" isFavorite favoritePressed onPreview={() => {}} />);
    const card = screen.getByRole('article', { name: 'Acme letter' });
    expect(within(card).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(card.querySelector('.lucide-briefcase')).toBeNull();
  });
});
