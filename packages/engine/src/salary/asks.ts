/**
 * What to ask for besides base pay, fitted to the kind of work and to the conversation.
 *
 * O*NET's Work Context (where and when people in an occupation work) is not in our data, so
 * the fit is a rule on the SOC major group: clinical work (29-, 31-), the trades, production
 * and transport (45-53-), hospitality and personal care (35-, 37-, 39-) and protective service
 * (33-) happen on site and in shifts, so their asks are shift differentials, the schedule,
 * paid training and certification pay; the managers of such work (hotels, restaurants,
 * hospital units, construction sites, plants) are salaried but on site and on call; teachers
 * (25-) are paid on a salary schedule with stipends; sales (41-) on commission; the rest is
 * office work, where remote days and a flexible week are the usual asks.
 *
 * An offer and a raise are different conversations: a signing bonus and a start date belong to
 * a new job; asking your employer for a raise turns on a date, a promotion path and a one-time
 * bonus when the budget is frozen.
 */
import { usd } from './money';

export type WorkFamily =
  | 'site-management'
  | 'clinical'
  | 'trades'
  | 'hospitality'
  | 'protective'
  | 'education'
  | 'sales'
  | 'office';

export type Conversation = 'offer' | 'raise';

/**
 * Managers of work done on site: hotels, restaurants, hospital units, construction sites,
 * plants, warehouses, casinos, spas, farms. Salaried, so no shift pay, but on call and on site.
 */
const SITE_MANAGERS = /^11-(9013|9021|9051|9071|9072|9081|9111|9131|9179|3051|3071)/;

/** The kind of work an O*NET-SOC code is, for the asks that fit it. */
export function workFamily(code: string): WorkFamily {
  const major = code.slice(0, 2);
  if (SITE_MANAGERS.test(code)) return 'site-management';
  // health information work is desk work, though O*NET files it with healthcare
  if (code.startsWith('29-9021') || code.startsWith('29-2072')) return 'office';
  if (major === '29' || major === '31') return 'clinical';
  if (['45', '47', '49', '51', '53'].includes(major)) return 'trades';
  if (['35', '37', '39'].includes(major)) return 'hospitality';
  if (major === '33') return 'protective';
  if (major === '25') return 'education';
  if (major === '41') return 'sales';
  return 'office';
}

export const FAMILY_WORDS: Record<WorkFamily, string> = {
  'site-management': 'management of work done on site',
  clinical: 'clinical work, done on site and in shifts',
  trades: 'skilled trade, production or transport work, done on site',
  hospitality: 'hospitality or personal-care work, done on site and in shifts',
  protective: 'protective-service work, done in shifts',
  education: 'teaching, paid on a salary schedule',
  sales: 'sales work, paid partly on commission',
  office: 'office work',
};

/** The asks that fit the kind of work (besides base pay), most valuable first. */
function familyAsks(family: WorkFamily, equity: boolean): string[] {
  switch (family) {
    case 'site-management':
      return [
        'Performance bonus: a target percentage of base pay tied to the results you run (budget, occupancy, quality or safety figures), with the measures written down.',
        'On-call and weekend duty: how often you carry it, and pay or time off in return.',
        'Schedule: predictable hours and weekends off in a set rotation.',
        'Development: a training or certification budget tied to the next step up.',
      ];
    case 'clinical':
      return [
        'Shift differential: a higher hourly rate for nights, weekends and on-call hours, written into the offer or your contract.',
        'Schedule: a fixed shift pattern or self-scheduling, and limits on floating and mandatory overtime.',
        'Certification pay: a differential for a specialty certification you hold or will earn, with the exam fee paid.',
        'Continuing education: paid CE hours, conference days and tuition support toward the next credential.',
      ];
    case 'trades':
      return [
        'Shift and overtime: a differential for nights and weekends, and how overtime is paid and offered.',
        'Licence and certification pay: a raise tied to the next licence or certification, with fees and class time paid.',
        'Tools, vehicle and travel: a tool allowance, a company vehicle or per diem for out-of-town work.',
        'Schedule: a set start time or a four-day week where the work allows.',
      ];
    case 'hospitality':
      return [
        'Shift differential: a higher rate for late, overnight or holiday shifts.',
        'A predictable schedule: shifts posted two weeks ahead and a guaranteed number of hours.',
        'Paid training and certification (food safety, first aid, a trade course), and pay that rises when you finish it.',
        'Meals, uniforms and transit paid or subsidised.',
      ];
    case 'protective':
      return [
        'Shift differential: a higher rate for nights, weekends and holidays.',
        'Overtime: how it is offered and paid, and a cap on mandatory overtime.',
        'Training and certification pay: paid courses, and a raise when you finish them.',
        'Schedule: a fixed rotation announced well ahead.',
      ];
    case 'education':
      return [
        'Placement on the salary schedule: credit for every year of experience and every degree or credit hour you have.',
        'Stipends for extra duties: coaching, clubs, mentoring new teachers, curriculum work.',
        'Professional development: paid days, course fees and tuition toward the next lane on the schedule.',
        'Planning time and class size, agreed in writing.',
      ];
    case 'sales':
      return [
        'Commission: a higher rate, or accelerators above quota, in writing.',
        'A guaranteed draw or ramp period while you build your pipeline.',
        'Territory and accounts: which ones are yours, and what happens to them if plans change.',
        'Expenses: travel, phone and a car allowance.',
      ];
    case 'office':
      return [
        equity
          ? 'Equity: stock options or RSUs, with the number of shares, the strike price, the vesting schedule and the latest valuation in writing.'
          : 'Performance bonus: a target percentage of base pay, with the measures that trigger it written down.',
        'Schedule: remote or hybrid days, a compressed week, or flexible hours (saves commuting time and cost).',
        'Development: a training or certification budget, or conference time, tied to the next step up.',
      ];
  }
}

/**
 * The alternative asks for when base pay is capped: the conversation's own first (a signing
 * bonus and a first review for an offer; a date, a promotion path and a one-time bonus for a
 * raise), then those that fit the work, then benefits.
 */
export function alternativeAsks(input: {
  conversation: Conversation;
  family: WorkFamily;
  /** the ask in US dollars, and the base it is measured from (the offer, or current pay) */
  ask: number;
  base: number;
  /** the one-time bonus that covers the first year's gap, 0 when there is no gap */
  bonus: number;
  bonusCoversAll: boolean;
  equity: boolean;
  /** how the user's amounts are written: US dollars, or plain outside the US */
  money?: (amount: number) => string;
}): string[] {
  const out: string[] = [];
  const { ask, bonus } = input;
  const money = input.money ?? usd;
  if (input.conversation === 'offer') {
    if (bonus > 0)
      out.push(
        `Signing bonus: a one-time ${money(bonus)} ${input.bonusCoversAll ? 'covers' : 'covers part of'} the first year's gap between the offer and your ask of ${money(ask)}.`,
      );
    out.push(
      `A written salary review after 6 months in the job, with the target of ${money(ask)} and the results that earn it agreed before you sign.`,
    );
  } else {
    out.push(
      `A date: if the budget is the blocker, the increase to ${money(ask)} in writing for the next budget cycle, with the results that earn it agreed now.`,
    );
    out.push(
      'A promotion path: the next title or level, what it takes to reach it, and when it will be reviewed.',
    );
    if (bonus > 0)
      out.push(
        `A one-time bonus of ${money(bonus)} for this year's results, if base pay is frozen until the next cycle.`,
      );
  }
  out.push(...familyAsks(input.family, input.equity));
  out.push(
    'Benefits: more paid time off, a better health plan tier, or a higher retirement match (each is worth real money; price it before you trade).',
  );
  return out;
}
