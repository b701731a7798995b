import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chart, type ChartProps } from '../src/components/ui/chart';

// jsdom has no canvas: the Chart.js module is replaced by a recorder.
interface Made {
  canvas: HTMLCanvasElement;
  config: {
    type: string;
    data: { labels: string[]; datasets: { data: number[]; backgroundColor: string }[] };
    options: { animation: unknown; indexAxis: string };
  };
  data: unknown;
  options: unknown;
  update: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}
const made = vi.hoisted(() => [] as Made[]);
const broken = vi.hoisted(() => ({ now: false }));
vi.mock('../src/components/ui/chart-runtime', () => ({
  createChart: (canvas: HTMLCanvasElement, config: Made['config']) => {
    if (broken.now) throw new Error('no canvas');
    const chart: Made = {
      canvas,
      config,
      data: config.data,
      options: config.options,
      update: vi.fn(),
      destroy: vi.fn(),
    };
    made.push(chart);
    return chart;
  },
}));

const weekly: ChartProps = {
  kind: 'bar',
  labels: ['Mar 3', 'Mar 10', 'Mar 17'],
  series: [{ label: 'Applications', data: [2, 0, 5], colour: 'brand' }],
  summary:
    'Applications per week, the last 12 weeks: 7 in all, the most (5) in the week of Mar 17.',
  table: { caption: 'Applications per week, the last 12 weeks', categoryHeader: 'Week of' },
};

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('Chart', () => {
  beforeEach(() => {
    made.length = 0;
    broken.now = false;
    setReducedMotion(false);
  });
  afterEach(() => {
    document.documentElement.classList.remove('dark');
  });

  it('names the drawing and keeps every figure in a hidden table', async () => {
    render(<Chart {...weekly} />);
    const img = screen.getByRole('img', { name: weekly.summary });
    expect(img.tagName).toBe('CANVAS');
    const table = screen.getByRole('table', { name: 'Applications per week, the last 12 weeks' });
    expect(table.parentElement).toHaveClass('sr-only');
    expect(within(table).getByRole('columnheader', { name: 'Week of' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Applications' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Mar 32', 'Mar 100', 'Mar 175']);
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.canvas).toBe(img);
    expect(made[0]!.config.type).toBe('bar');
    expect(made[0]!.config.data.datasets[0]!.data).toEqual([2, 0, 5]);
  });

  it('destroys the Chart instance on unmount', async () => {
    const { unmount } = render(<Chart {...weekly} />);
    await waitFor(() => expect(made).toHaveLength(1));
    const chart = made[0]!;
    unmount();
    expect(chart.destroy).toHaveBeenCalledTimes(1);
  });

  it('creates no chart when unmounted before the library arrives', async () => {
    const { unmount } = render(<Chart {...weekly} />);
    unmount();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(made).toHaveLength(0);
  });

  it('redraws in place when the data change, and not when equal data re-render', async () => {
    const { rerender } = render(<Chart {...weekly} />);
    await waitFor(() => expect(made).toHaveLength(1));
    rerender(<Chart {...weekly} series={[{ ...weekly.series[0]! }]} />);
    expect(made[0]!.update).not.toHaveBeenCalled();
    rerender(
      <Chart {...weekly} series={[{ label: 'Applications', data: [2, 1, 5], colour: 'brand' }]} />,
    );
    expect(made).toHaveLength(1);
    expect(made[0]!.update).toHaveBeenCalledTimes(1);
    expect(made[0]!.data).toMatchObject({ datasets: [{ data: [2, 1, 5] }] });
    expect(screen.getByRole('table')).toHaveTextContent('Mar 101');
  });

  it('stands still when reduced motion is asked for, and animates otherwise', async () => {
    setReducedMotion(true);
    const { unmount } = render(<Chart {...weekly} />);
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.config.options.animation).toBe(false);
    unmount();
    setReducedMotion(false);
    render(<Chart {...weekly} />);
    await waitFor(() => expect(made).toHaveLength(2));
    expect(made[1]!.config.options.animation).not.toBe(false);
  });

  it('uses the dark theme colours, and redraws when the theme changes', async () => {
    const { unmount } = render(<Chart {...weekly} />);
    await waitFor(() => expect(made).toHaveLength(1));
    const light = made[0]!.config.data.datasets[0]!.backgroundColor;
    await act(async () => {
      document.documentElement.classList.add('dark');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(made[0]!.update).toHaveBeenCalledTimes(1);
    expect(made[0]!.data).not.toMatchObject({ datasets: [{ backgroundColor: light }] });
    unmount();
    render(<Chart {...weekly} />);
    await waitFor(() => expect(made).toHaveLength(2));
    const dark = made[1]!.config.data.datasets[0]!.backgroundColor;
    expect(dark).not.toBe(light);
    expect(made[0]!.data).toMatchObject({ datasets: [{ backgroundColor: dark }] });
  });

  it('draws horizontal bars, with no table when the figures are already text', async () => {
    render(
      <Chart
        kind="horizontal-bar"
        labels={['Applied', 'Response']}
        series={[{ label: 'Share', data: [100, 50], colour: 'brand' }]}
        summary="Funnel: Applied 2 (100%), Response 1 (50%)."
        table={null}
        max={100}
        valueSuffix="%"
      />,
    );
    expect(screen.getByRole('img', { name: 'Funnel: Applied 2 (100%), Response 1 (50%).' }));
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.config.options.indexAxis).toBe('y');
  });

  it('shows the table when the chart cannot be drawn', async () => {
    broken.now = true;
    render(<Chart {...weekly} />);
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    const table = screen.getByRole('table', { name: 'Applications per week, the last 12 weeks' });
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(table).toHaveTextContent('Mar 175');
  });
});
