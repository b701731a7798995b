import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Chart as ChartInstance, ChartConfiguration } from 'chart.js';
import { cn } from '../../lib/cn';

/** Series colours, each with a shade for the light and one for the dark theme. */
const COLOURS = {
  brand: { light: '#0f766e', dark: '#14b8a6' },
  violet: { light: '#7c3aed', dark: '#a78bfa' },
  sky: { light: '#0284c7', dark: '#38bdf8' },
  emerald: { light: '#059669', dark: '#34d399' },
} as const;

const INK = {
  light: { text: '#475569', grid: '#e2e8f0' },
  dark: { text: '#cbd5e1', grid: '#334155' },
} as const;

export type ChartColour = keyof typeof COLOURS;

export interface ChartSeries {
  label: string;
  data: number[];
  colour: ChartColour;
  /** What the tooltip says for each point; the value (with `valueSuffix`) when left out. */
  tooltips?: string[];
}

export interface ChartTable {
  caption: string;
  /** The header of the first column (the category: "Week of", "Step"). */
  categoryHeader: string;
}

export interface ChartProps {
  kind: 'line' | 'bar' | 'horizontal-bar';
  /** One label per point or bar. */
  labels: string[];
  series: ChartSeries[];
  /** The accessible name of the drawing: what it shows and what stands out, in a sentence. */
  summary: string;
  /**
   * The text alternative: a visually hidden table of every figure. Null only when the same
   * figures are already on the page as text beside the chart.
   */
  table: ChartTable | null;
  stacked?: boolean;
  /** The top of the value axis (100 for scores and percentages); fitted to the data if left out. */
  max?: number;
  /** Added to the value axis ticks and default tooltips ("%"). */
  valueSuffix?: string;
  /**
   * No axis labels: the plot spans the full width and each point sits in the middle of an equal
   * slot, so the caller can set the figures out as text underneath, one per slot.
   */
  bare?: boolean;
  /** Height of the drawing in pixels; the width follows the container. */
  height?: number;
  className?: string;
}

/** What the drawing depends on, as plain data, so a re-render with equal data redraws nothing. */
interface Spec {
  kind: ChartProps['kind'];
  labels: string[];
  series: ChartSeries[];
  stacked: boolean;
  bare: boolean;
  max: number | null;
  suffix: string;
  theme: Theme;
  still: boolean;
}

type Theme = 'light' | 'dark';

function subscribeTheme(onChange: () => void) {
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The theme the page is drawn in, read from the root element's class (set by the theme toggle
 * and before paint by theme-init.js), so the canvas follows whatever the CSS shows.
 */
function usePageTheme(): Theme {
  return useSyncExternalStore(
    subscribeTheme,
    () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    () => 'light',
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const mq = window.matchMedia(reducedMotionQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** True when the visitor asked the system for less motion: charts then draw without animating. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeMotion,
    () => typeof window !== 'undefined' && !!window.matchMedia?.(reducedMotionQuery).matches,
    () => true,
  );
}

function configOf(spec: Spec): ChartConfiguration<'line' | 'bar'> {
  const ink = INK[spec.theme];
  const horizontal = spec.kind === 'horizontal-bar';
  const line = spec.kind === 'line';
  const valueAxis = {
    stacked: spec.stacked,
    beginAtZero: true,
    min: 0,
    ...(spec.max != null ? { max: spec.max } : {}),
    grid: { color: ink.grid },
    border: { display: false },
    ticks: {
      color: ink.text,
      precision: 0,
      maxTicksLimit: 6,
      callback: (v: number | string) => `${v}${spec.suffix}`,
    },
  };
  if (spec.bare) {
    Object.assign(valueAxis, {
      ticks: { display: false },
      grid: { color: ink.grid, drawTicks: false },
    });
  }
  const categoryAxis = spec.bare
    ? { display: false, offset: true }
    : {
        stacked: spec.stacked,
        grid: { display: false },
        border: { color: ink.grid },
        ticks: { color: ink.text, autoSkip: true, maxRotation: 0 },
      };
  return {
    type: line ? 'line' : 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s) => {
        const colour = COLOURS[s.colour][spec.theme];
        return {
          label: s.label,
          data: s.data,
          backgroundColor: colour,
          borderColor: colour,
          ...(line
            ? { borderWidth: 2, tension: 0.3, pointRadius: 4, pointHoverRadius: 6 }
            : { borderRadius: spec.stacked ? 0 : 4, maxBarThickness: horizontal ? 22 : 32 }),
        };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: spec.still ? false : { duration: 400 },
      indexAxis: horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      layout: { padding: line ? { top: 6, bottom: 6, right: spec.bare ? 0 : 8 } : 0 },
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      plugins: {
        legend: { display: false },
        tooltip: {
          animation: spec.still ? false : undefined,
          callbacks: {
            label: (item) => {
              const s = spec.series[item.datasetIndex];
              const own = s?.tooltips?.[item.dataIndex];
              if (own) return own;
              const value = `${item.formattedValue}${spec.suffix}`;
              return spec.series.length > 1 ? `${s?.label ?? ''}: ${value}` : value;
            },
          },
        },
      },
    },
  } as ChartConfiguration<'line' | 'bar'>;
}

const loadRuntime = () => import('./chart-runtime');

/**
 * Draws the spec on the canvas once the library has loaded, redraws it in place when the spec
 * changes, and frees it on unmount. `failed` says the library did not load or could not draw.
 */
function useChartCanvas(spec: Spec) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<ChartInstance<'line' | 'bar'> | null>(null);
  const specRef = useRef(spec);
  const [failed, setFailed] = useState(false);

  // New data, theme or motion preference: redraw the existing chart in place.
  useEffect(() => {
    specRef.current = spec;
    const chart = chartRef.current;
    if (!chart) return;
    const next = configOf(spec);
    chart.data = next.data;
    chart.options = next.options ?? {};
    chart.update();
  }, [spec]);

  useEffect(() => {
    let cancelled = false;
    // The library did not load (offline, a stale deploy) or could not draw: show the figures.
    loadRuntime()
      .then(({ createChart }) => {
        if (cancelled || !canvasRef.current) return;
        chartRef.current = createChart(canvasRef.current, configOf(specRef.current));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, []);
  return { canvasRef, failed };
}

/** The colour key of a chart with more than one series; hidden from screen readers. */
function ChartLegend({ series, theme }: { series: ChartSeries[]; theme: Spec['theme'] }) {
  return (
    <div
      aria-hidden
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300"
    >
      {series.map((s) => (
        <span key={s.label} className="inline-flex items-center gap-1.5">
          <span
            className="h-2.5 w-2.5 rounded-sm"
            style={{ backgroundColor: COLOURS[s.colour][theme] }}
          />
          {s.label}
        </span>
      ))}
    </div>
  );
}

/** Every figure of the chart as a table: visually hidden, or shown when the drawing failed. */
function FigureTable({
  table,
  labels,
  series,
  valueSuffix,
  failed,
}: {
  table: ChartTable;
  labels: string[];
  series: ChartSeries[];
  valueSuffix: string;
  failed: boolean;
}) {
  return (
    <div className={cn(failed ? 'mt-2 overflow-x-auto' : 'sr-only')}>
      <table className={failed ? 'w-full text-left text-sm' : undefined}>
        <caption className={failed ? 'mb-1 text-left font-medium' : undefined}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{table.categoryHeader}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={`${label}-${i}`}>
              <th scope="row" className={failed ? 'font-normal' : undefined}>
                {label}
              </th>
              {series.map((s) => (
                <td key={s.label} className={failed ? 'tabular-nums' : undefined}>
                  {s.data[i]}
                  {valueSuffix}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart drawn with Chart.js on a canvas, for the signed-in pages. The library is fetched on
 * first use, never with the public pages. The canvas is an image named by `summary`; every
 * figure is in a visually hidden table (or already on the page as text), so nothing is only
 * drawn. Follows the theme, stands still when reduced motion is asked for, fits its container's
 * width, and frees the Chart instance when it unmounts.
 */
export function Chart({
  kind,
  labels,
  series,
  summary,
  table,
  stacked = false,
  bare = false,
  max,
  valueSuffix = '',
  height = 160,
  className,
}: ChartProps) {
  const theme = usePageTheme();
  const still = usePrefersReducedMotion();
  const key = JSON.stringify({
    kind,
    labels,
    series,
    stacked,
    bare,
    max: max ?? null,
    suffix: valueSuffix,
    theme,
    still,
  } satisfies Spec);
  const spec = useMemo(() => JSON.parse(key) as Spec, [key]);
  const { canvasRef, failed } = useChartCanvas(spec);

  const legend = series.length > 1;
  return (
    <div className={className}>
      {!failed && (
        <div className="relative w-full" style={{ height }}>
          <canvas ref={canvasRef} role="img" aria-label={summary} />
        </div>
      )}
      {legend && !failed && <ChartLegend series={series} theme={theme} />}
      {table && (
        <FigureTable
          table={table}
          labels={labels}
          series={series}
          valueSuffix={valueSuffix}
          failed={failed}
        />
      )}
    </div>
  );
}
