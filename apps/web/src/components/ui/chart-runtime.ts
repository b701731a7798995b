/**
 * The Chart.js pieces the app draws with, registered once. Only chart.tsx imports this, and only
 * dynamically, so the library is fetched by the pages that show a chart and never by the
 * public pages.
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
} from 'chart.js';

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

export { Chart };
