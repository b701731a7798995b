import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModeStep } from '../src/features/resume-lab/components/mode-step';
import type { Mode } from '../src/features/resume-lab/lib/wizard';

function Harness({ initial = null }: { initial?: Mode | null }) {
  const [mode, setMode] = useState<Mode | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <ModeStep
        mode={mode}
        onMode={setMode}
        pending={false}
        canSubmit={mode !== null}
        onBack={() => {}}
        onSubmit={() => {}}
      />
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('the tailoring mode group', () => {
  it('is a labelled radio group with the three modes', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'How much should we change?' })).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(radio('Personalized')).toHaveAccessibleDescription(/one-sentence summary/);
  });

  it('is one tab stop, and the arrow keys move and choose', async () => {
    const user = userEvent.setup();
    render(<Harness initial="basic" />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(radio('Basic')).toHaveFocus();

    await user.keyboard('{ArrowRight}'); // pressed and released at once
    expect(radio('Personalized')).toHaveFocus();
    expect(radio('Personalized')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Basic')).toHaveAttribute('aria-checked', 'false');

    await user.keyboard('{ArrowDown}'); // pressed and released at once
    expect(radio('Aggressive')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}'); // pressed and released at once
    expect(radio('Basic')).toHaveAttribute('aria-checked', 'true'); // wraps around
    await user.keyboard('{ArrowLeft}'); // pressed and released at once
    expect(radio('Aggressive')).toHaveAttribute('aria-checked', 'true');

    // Tab leaves the group: the next stop is a button after it, not another mode.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio('Aggressive')).toHaveFocus();
  });

  it('chooses with Space when nothing is chosen yet', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(radio('Basic')).toHaveFocus();
    await user.keyboard(' ');
    expect(radio('Basic')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Tailor Resume' })).toBeEnabled();
  });
});
