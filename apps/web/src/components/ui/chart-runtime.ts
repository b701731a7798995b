/**
 * The Chart.js pieces the app draws with. Only chart.tsx imports this, and only dynamically, so
 * the library is fetched by the pages that show a chart and never by the public pages.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
} from 'chart.js';

let registered = false;

/**
 * Draws a chart on the canvas. The registration happens here, inside a function that is
 * used, not at the top of the module: the web package is marked free of side effects, so a
 * bare top-level call could be dropped by the bundler.
 */
export function createChart<T extends ChartType>(
  canvas: HTMLCanvasElement,
  config: ChartConfiguration<T>,
): Chart<T> {
  if (!registered) {
    Chart.register(
      BarController,
      BarElement,
      CategoryScale,
      LinearScale,
      LineController,
      LineElement,
      PointElement,
      Tooltip,
    );
    // the page's own type face for ticks and tooltips
    Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
    registered = true;
  }
  return new Chart(canvas, config);
}
