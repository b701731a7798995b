import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../src/components/ui/tabs';

const tabs = [
  { id: 'all', label: 'All' },
  { id: 'resume', label: 'Resume Tips' },
  { id: 'interview', label: 'Interview Prep' },
] as const;

type Id = (typeof tabs)[number]['id'];

function Example({ kind }: { kind?: 'filter' | 'page' }) {
  const [value, setValue] = useState<Id>('all');
  return (
    <Tabs tabs={tabs} value={value} onChange={setValue} label="Article categories" kind={kind}>
      <p>Articles: {value}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs', () => {
  it('marks the active tab, shows its panel and switches on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Article categories' })).toBeInTheDocument();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Resume Tips')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Articles: all');
    expect(panel).toHaveAttribute('aria-labelledby', tab('All').id);
    expect(tab('All')).toHaveAttribute('aria-controls', panel.id);

    await user.click(tab('Interview Prep'));
    expect(tab('Interview Prep')).toHaveAttribute('aria-selected', 'true');
    expect(tab('All')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Articles: interview');
  });

  it('keeps only the active tab in the Tab order; arrows, Home and End select', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Resume Tips')).toHaveFocus();
    expect(tab('Resume Tips')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Interview Prep')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Interview Prep')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('on a tool page, arrows only move; Enter or Space selects; the panel is no Tab stop', async () => {
    const user = userEvent.setup();
    render(<Example kind="page" />);
    await user.click(tab('Resume Tips'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('All')).toHaveFocus();
    expect(tab('Resume Tips')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}{Enter}');
    expect(tab('Interview Prep')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Articles: interview');
    await user.keyboard('{Home} ');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '-1');
  });
});
