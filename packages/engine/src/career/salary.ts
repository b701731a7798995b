/**
 * The salary path of a plan, from BLS OEWS national figures: the current occupation's median
 * until the move, then the target's entry figure rising to its median over two years. A step
 * up never shows a cut: a move within the field starts no lower than the lower of the two
 * medians (so a promotion into better-paid work never starts below the current median), and
 * two roles BLS files in one wage row (a front office manager and a hotel general manager are
 * both Lodging Managers) keep that row's median, said plainly. Where the figures do fall, the
 * note says why.
 */
import { usd } from '../salary/money';
import type { Market } from '../salary/market';
import type { CareerPlan } from './types';
import { amountAt } from './wages';

export interface SalaryInput {
  curTitle: string;
  tgtTitle: string;
  curMarket: Market | null;
  tgtMarket: Market | null;
  /** the two roles share one BLS wage row */
  sameRow: boolean;
  /** a move within the field, or a person with senior experience */
  entersHigher: boolean;
  /** a move within the current field (a step up or across in it) */
  withinField: boolean;
  /** months until the move, and the same in words */
  moveMonths: number;
  moveWords: string;
}

const round10 = (x: number) => Math.round(x / 10) * 10;

export function salaryPath(a: SalaryInput): {
  salaryProgression: CareerPlan['salaryProgression'];
  salaryNote: string;
} {
  const curMedian = amountAt(a.curMarket, 50);
  const tgtMedian = amountAt(a.tgtMarket, 50);
  const tgtP25 = amountAt(a.tgtMarket, 25);
  const tgtP75 = amountAt(a.tgtMarket, 75);
  const source = `From BLS OEWS May 2023 national figures: "current" is the median for ${a.curTitle}.`;
  const tail = 'No raises are assumed before the move. Your own pay may differ.';

  if (a.sameRow || tgtMedian === null || tgtP25 === null) {
    const flat = curMedian;
    const why = a.sameRow
      ? `BLS publishes one wage row for ${a.curTitle === a.tgtTitle ? 'both roles' : `${a.curTitle} and ${a.tgtTitle}`}, so these figures cannot show a change in pay between the two roles: they stay at its median${curMedian === null ? '' : ` (${usd(curMedian)})`}.${tgtP75 === null ? '' : ` More senior roles in it usually pay toward its 75th percentile (${usd(tgtP75)}).`}`
      : `BLS publishes no median for ${a.tgtTitle}, so the figures stay at the current median.`;
    return {
      salaryProgression: { current: curMedian, year1: flat, year2: flat, year3: flat },
      salaryNote: `${source} ${why} ${tail}`,
    };
  }

  const entry = a.entersHigher ? (tgtP25 + tgtMedian) / 2 : tgtP25;
  // a step up or across in one's field does not start below what either role pays at the median
  const floor = a.withinField && curMedian !== null ? Math.min(curMedian, tgtMedian) : null;
  const start = floor !== null ? Math.max(entry, floor) : entry;
  const yearValue = (y: number): number | null => {
    const m = 12 * y;
    if (m < a.moveMonths) return curMedian;
    const share = Math.min(1, (m - a.moveMonths) / 24);
    return round10(start + (tgtMedian - start) * share);
  };
  const salaryProgression = {
    current: curMedian,
    year1: yearValue(1),
    year2: yearValue(2),
    year3: yearValue(3),
  };
  const startWords =
    floor !== null && entry < floor
      ? floor === curMedian
        ? `the current median, since a step up in your field does not usually pay less than the role before it (newcomers to ${a.tgtTitle} enter nearer ${usd(round10(entry))})`
        : `the median of ${a.tgtTitle}, since people moving within their field seldom start below it (newcomers enter nearer ${usd(round10(entry))})`
      : a.entersHigher
        ? `midway between the 25th percentile and the median of ${a.tgtTitle} (senior experience, or a move within your field)`
        : `the 25th percentile of ${a.tgtTitle}, where newcomers usually enter`;
  let why = '';
  if (curMedian !== null && tgtMedian < curMedian)
    why = ` The median of ${a.tgtTitle} is below that of ${a.curTitle}: the figures fall after the move.`;
  else if (curMedian !== null && start < curMedian)
    why = ` As a newcomer to the field you would usually enter below the median of ${a.curTitle}: the figures dip after the move, then rise.`;
  return {
    salaryProgression,
    salaryNote: `${source} Once the move is made (after ${a.moveWords}) the figures start at ${startWords}, and rise to the median of ${a.tgtTitle} (${usd(tgtMedian)}) over two years.${why} ${tail}`,
  };
}
