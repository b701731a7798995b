import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../src/components/ui/accordion';

const items = [
  { id: 'a', title: 'First question', content: 'First answer' },
  { id: 'b', title: 'Second question', content: 'Second answer' },
  { id: 'c', title: 'Third question', content: 'Third answer' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('FAQ accordion', () => {
  it('starts closed, opens one question at a time, and closes the open one on click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    for (const i of items) expect(trigger(i.title)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First answer')).not.toBeInTheDocument();

    await user.click(trigger('First question'));
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).toBeVisible();

    await user.click(trigger('Second question'));
    expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First answer')).not.toBeInTheDocument();

    await user.click(trigger('Second question'));
    for (const i of items) expect(trigger(i.title)).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(trigger('First question')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(trigger('Second question')).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks each question as a heading', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
