import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, splitTables } from '../src/components/ui/markdown-render';

const renderMd = (md: string) =>
  render(
    <MemoryRouter>
      <Markdown>{md}</Markdown>
    </MemoryRouter>,
  );

describe('safe Markdown', () => {
  it('shows script tags and event handlers as text, never as live HTML', () => {
    const { container } = renderMd(
      'Hello <script>window.pwned = true</script> there\n\n<img src="x" onerror="window.pwned = true">\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = true</script>');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('drops javascript: links but keeps safe ones', () => {
    renderMd('[bad](javascript:alert(1)) and [good](https://example.com) and [home](/blog)');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/blog');
  });

  it('renders headings below the page title and pipe tables as tables', () => {
    renderMd('## Section\n\nText **bold**\n\n| A | B |\n|---|---|\n| 1 | **2** |\n\nAfter');
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['A', 'B']);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '2']);
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it('splits only real tables out of the text', () => {
    expect(splitTables('a | b\nno divider')).toEqual([
      { kind: 'markdown', text: 'a | b\nno divider' },
    ]);
    expect(splitTables('x\n| h |\n|---|\n| v |\ny').map((s) => s.kind)).toEqual([
      'markdown',
      'table',
      'markdown',
    ]);
  });
});
