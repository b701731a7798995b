import { ordinal, usd } from '../../../lib/format';
import type { SalaryAnalysis } from '@careerforge/contract';
import { SectionCard } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type Point = SalaryAnalysis['market']['local'][number];

const KIND_LABEL = { current: 'Current', target: 'Target', offer: 'Offer' } as const;
const KIND_CLASS = {
  current: 'bg-slate-700 dark:bg-slate-200',
  target: 'bg-brand-700 dark:bg-brand-500',
  offer: 'bg-amber-700 dark:bg-amber-400',
} as const;

/** A figure at BLS's ceiling is never shown as a number above it. */
const topCodedText = (amount: number) => `above ${usd(amount)} (BLS does not publish higher)`;

const amountText = (p: Point | undefined) =>
  !p || p.amount === null ? 'not published' : p.topCoded ? topCodedText(p.amount) : usd(p.amount);

/** A current salary, target or offer on the band: its label above, a line down to the band. */
function PositionMarker({
  pos,
  index: i,
  left,
}: {
  pos: SalaryAnalysis['positions'][number];
  index: number;
  left: string;
}) {
  return (
    <div
      className="absolute h-5 w-px"
      style={{ left, top: i * 20 }}
      data-testid={`band-marker-${pos.kind}`}
    >
      <span
        className={cn(
          'absolute top-0 -translate-x-1/2 rounded px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-white dark:text-slate-900',
          KIND_CLASS[pos.kind],
        )}
      >
        {KIND_LABEL[pos.kind]} {usd(pos.amount)}
      </span>
      <span
        className={cn('absolute top-5 block w-0.5 -translate-x-1/2', KIND_CLASS[pos.kind])}
        style={{ height: 60 - i * 20 }}
        aria-hidden
      />
    </div>
  );
}

/**
 * The percentile band of the occupation in the user's state (10th to 90th, the middle half
 * shaded, the median marked) with the current salary, target and offer placed on it.
 */
function PercentileBand({ result }: { result: SalaryAnalysis }) {
  const points = result.market.local.filter(
    (p): p is Point & { amount: number } => p.amount !== null,
  );
  if (points.length < 2) return null;
  const ref = result.reference ?? null;
  const amounts = [
    ...points.map((p) => p.amount),
    ...result.positions.map((p) => p.amount),
    ...(ref ? [ref.low.amount, ref.high.amount] : []),
  ];
  const lo = Math.min(...amounts) * 0.92;
  const hi = Math.max(...amounts) * 1.04;
  const x = (v: number) => `${(((v - lo) / (hi - lo)) * 100).toFixed(2)}%`;
  const at = (pct: number) => points.find((p) => p.percentile === pct);
  const p10 = at(10) ?? points[0]!;
  const p90 = at(90) ?? points[points.length - 1]!;
  const p25 = at(25);
  const p75 = at(75);
  return (
    <figure className="mt-4" aria-label="Percentile band">
      <div className="relative mx-10 h-32">
        {/* the 10th-90th band */}
        <div
          className="absolute top-16 h-4 rounded bg-brand-100 dark:bg-brand-900/60"
          style={{ left: x(p10.amount), width: `calc(${x(p90.amount)} - ${x(p10.amount)})` }}
        />
        {p25 && p75 && (
          <div
            className="absolute top-16 h-4 bg-teal-300 dark:bg-brand-700"
            style={{ left: x(p25.amount), width: `calc(${x(p75.amount)} - ${x(p25.amount)})` }}
          />
        )}
        {ref && (
          // the band expected for the user's level, under the curve
          <div
            className="absolute top-[84px] h-1.5 rounded bg-amber-600 dark:bg-amber-400"
            style={{
              left: x(ref.low.amount),
              width: `calc(${x(ref.high.amount)} - ${x(ref.low.amount)})`,
            }}
            data-testid="band-expected"
            aria-hidden
          />
        )}
        {points.map((p) => (
          <div
            key={p.percentile}
            className="absolute top-[60px] h-6 w-px bg-brand-900 dark:bg-brand-100"
            style={{ left: x(p.amount) }}
          >
            <span className="absolute top-7 -translate-x-1/2 text-[11px] whitespace-nowrap text-slate-700 dark:text-slate-300">
              {ordinal(p.percentile)}
            </span>
          </div>
        ))}
        {result.positions.map((pos, i) => (
          <PositionMarker key={pos.kind} pos={pos} index={i} left={x(pos.amount)} />
        ))}
      </div>
      <figcaption className="sr-only">
        10th to 90th percentile for {result.occupation.title} in {result.market.area}:{' '}
        {amountText(p10)} to {amountText(p90)}.{ref && ` Expected for your level: ${ref.words}.`}
      </figcaption>
    </figure>
  );
}

/** Where the user's figures stand on the band, in words, and the band expected for the level. */
function StandingCard({ result }: { result: SalaryAnalysis }) {
  const { market } = result;
  const ref = result.reference ?? null;
  return (
    <SectionCard
      id="market-band-heading"
      title={`Where you stand: ${market.blsTitle} in ${market.area}`}
    >
      <PercentileBand result={result} />
      <ul className="mt-2 grid gap-1 text-sm" data-testid="position-sentences">
        {result.positions.map((p) => (
          <li key={p.kind}>{p.sentence}</li>
        ))}
      </ul>
      {ref && (
        <div className="mt-3 text-sm" data-testid="expected-band">
          <p>
            <span
              className="mr-1.5 inline-block h-1.5 w-4 rounded bg-amber-600 align-middle dark:bg-amber-400"
              aria-hidden
            />
            <span className="font-medium">Expected for your level:</span> {ref.words}.
          </p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{ref.explanation}</p>
        </div>
      )}
    </SectionCard>
  );
}

/** The percentiles nationally and locally (and for the profile, on older analyses), and why. */
function FiguresCard({ result }: { result: SalaryAnalysis }) {
  const { market } = result;
  const rows = [10, 25, 50, 75, 90] as const;
  const cell = (list: Point[], p: number) => amountText(list.find((x) => x.percentile === p));
  const ref = result.reference ?? null;
  // analyses stored before the expected band scaled the whole curve by the profile: show that
  // column for them only (now the figures are the state's, and the profile moves the band)
  const legacyProfile = !ref;
  const forYou = (p: (typeof rows)[number]) => {
    const v = result.marketData[`percentile${p}`];
    if (v === null) return 'not published';
    return result.topCoded.includes(`percentile${p}`) ? topCodedText(v) : usd(v);
  };
  return (
    <SectionCard
      id="market-table-heading"
      title="The figures (annual, US dollars)"
      heading="h3"
      titleSize="base"
    >
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 pr-4 font-medium">
                Percentile
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                National (BLS)
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {market.stateAbbreviation ? market.area : 'National'} (estimate)
              </th>
              {legacyProfile && (
                <th scope="col" className="py-2 font-medium">
                  Your profile (estimate)
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {p === 50 ? 'Median' : ordinal(p)}
                </th>
                <td className="py-2 pr-4">{cell(market.national, p)}</td>
                <td className="py-2 pr-4">{cell(market.local, p)}</td>
                {legacyProfile && <td className="py-2">{forYou(p)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4 className="mt-5 text-sm font-semibold">
        {legacyProfile
          ? 'How the figures are adjusted'
          : 'How the figures and your band are adjusted'}
      </h4>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {market.adjustments.map((a) => (
          <li key={a.name}>
            <span className="font-medium capitalize">{a.name}</span> ({a.value}): x
            {a.factor.toFixed(3)}.{' '}
            <span className="text-slate-600 dark:text-slate-300">{a.reason}</span>
          </li>
        ))}
      </ul>
      {market.notes.length > 0 && (
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {market.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** What the BLS figures are and are not, and the sources. */
function CaveatsCard({ result }: { result: SalaryAnalysis }) {
  return (
    <SectionCard
      id="market-caveats-heading"
      title="What these figures are (BLS caveats)"
      heading="h3"
      titleSize="base"
    >
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm" data-testid="bls-caveats">
        {result.caveats.map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        Sources: {result.sources.join(' ')} Wage data: U.S. Bureau of Labor Statistics (BLS).
        Occupation data: O*NET (CC BY 4.0), U.S. Department of Labor.
      </p>
    </SectionCard>
  );
}

/** Market Insights: the band, each amount's percentile in words, the figures and the caveats. */
export function MarketTab({ result }: { result: SalaryAnalysis }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <StandingCard result={result} />
      <FiguresCard result={result} />
      <CaveatsCard result={result} />
    </div>
  );
}
