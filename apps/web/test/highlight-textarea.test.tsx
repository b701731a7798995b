import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HighlightTextarea } from '../src/components/ui/highlight-textarea';
import { findSentence, type MarkRange } from '../src/lib/text-ranges';

function Harness({ sentence }: { sentence: string }) {
  const [value, setValue] = useState('Dear team,\nI led the migration. I mentored four engineers.');
  const range = findSentence(value, sentence);
  const ranges: MarkRange[] = range ? [{ ...range, kind: 'active' }] : [];
  return (
    <>
      <label htmlFor="letter">Letter</label>
      <HighlightTextarea
        id="letter"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        ranges={ranges}
        markClass={{ active: 'bg-amber-200' }}
      />
    </>
  );
}

describe('HighlightTextarea', () => {
  it('marks the sentence behind the text, hidden from screen readers', () => {
    const { container } = render(<Harness sentence="I led the migration." />);
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toBe('I led the migration.');
    expect(marks[0]!.className).toContain('bg-amber-200');
    expect(marks[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByLabelText('Letter')).toHaveProperty(
      'value',
      'Dear team,\nI led the migration. I mentored four engineers.',
    );
  });

  it('follows edits: a sentence edited away is no longer marked', () => {
    const { container } = render(<Harness sentence="I led the migration." />);
    fireEvent.change(screen.getByLabelText('Letter'), {
      target: { value: 'Dear team,\nI ran the migration.' },
    });
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    // the mirror holds the same text as the box, so the marks line up with it
    const mirror = container.querySelector('[aria-hidden="true"]')!;
    expect(mirror.textContent).toBe('Dear team,\nI ran the migration.\u200b');
  });
});
