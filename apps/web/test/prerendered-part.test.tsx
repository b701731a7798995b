import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prerenderedPart } from '../src/components/ui/prerendered-part';

const Stories = () => <h2>Success stories</h2>;

describe('prerendered part', () => {
  it('renders the part from its chunk when the document does not hold it', async () => {
    const load = vi.fn(async () => ({ default: Stories }));
    const Part = prerenderedPart('stories-a', load);
    render(<Part />);
    expect(await screen.findByRole('heading', { name: 'Success stories' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the prerendered HTML on hydration and never loads the chunk', async () => {
    const load = vi.fn(async () => ({ default: Stories }));
    const Part = prerenderedPart('stories-b', load);
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-prerendered-part="stories-b"><h2>Stories as prerendered</h2></div>';
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Part />);
    });
    expect(screen.getByRole('heading', { name: 'Stories as prerendered' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
