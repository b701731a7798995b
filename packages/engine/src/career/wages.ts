/** BLS national wages of an occupation, as the planner reads them. */
import { marketFor, type Market } from '../salary/market';

export function nationalMarket(code: string): Market | null {
  return marketFor(code, null);
}

export function amountAt(m: Market | null, p: 10 | 25 | 50 | 75 | 90): number | null {
  return m?.national.find((x) => x.percentile === p)?.amount ?? null;
}
