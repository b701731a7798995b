import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListSection } from '../src/components/ui/list-section';

const jobs = [
  { id: 'a', title: 'Analyst' },
  { id: 'b', title: 'Engineer' },
];

describe('ListSection', () => {
  it('names each entry as a group, with its own delete button, and adds from the title', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    render(
      <ListSection
        title="Work Experience"
        noun="Experience"
        addLabel="Add Experience"
        items={jobs}
        onAdd={onAdd}
        onRemove={onRemove}
        empty="No experience yet."
      >
        {(job, i) => <input aria-label={`Title ${i + 1}`} defaultValue={job.title} />}
      </ListSection>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Work Experience');
    expect(screen.queryByText('No experience yet.')).not.toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Experience 2' });
    expect(within(second).getByRole('textbox', { name: 'Title 2' })).toHaveValue('Engineer');

    await user.click(within(second).getByRole('button', { name: 'Delete experience 2' }));
    expect(onRemove).toHaveBeenCalledWith(jobs[1]);
    await user.click(screen.getByRole('button', { name: 'Add Experience' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('shows the empty text without entries, and lays a row entry out as one line', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const props = {
      title: 'Certifications',
      noun: 'Certification',
      addLabel: 'Add Certification',
      onAdd: () => {},
      onRemove,
      empty: 'No certifications yet.',
      layout: 'row' as const,
      children: (c: { id: string }, i: number) => <input aria-label={`Certification ${i + 1}`} />,
    };
    const { rerender } = render(<ListSection {...props} items={[]} />);
    expect(screen.getByText('No certifications yet.')).toBeInTheDocument();

    rerender(<ListSection {...props} items={[{ id: 'c1' }]} />);
    expect(screen.queryByText('No certifications yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Certification 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete certification 1' }));
    expect(onRemove).toHaveBeenCalledWith({ id: 'c1' });
  });
});
