import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageContainer } from '../../../components/ui/page';
import { atsExplainer as copy } from '../content/ats-explainer';
import { atsMeasurements as m, type FoldAuc, type PairSet } from '../content/ats-measurements';

const fmt = (n: number) => n.toFixed(3);
// Written here rather than taken from lib/format: this public page would load that module's
// chunk for one line, and signed-out pages keep under 100 KB of JavaScript.
const percent = (w: number) => `${Math.round(w * 100)}%`;

const methods: { key: keyof PairSet['auc']; label: string; note: string }[] = [
  { key: 'atsScore', label: 'ATS score', note: 'the whole score' },
  { key: 'keywordMatchScore', label: 'Keyword match', note: 'its keyword part alone' },
  { key: 'tfidf', label: 'TF-IDF cosine', note: 'a standard text-similarity baseline' },
  { key: 'wordOverlap', label: 'Word overlap', note: 'a plain baseline' },
];

const TH = 'px-3 py-2 text-right font-semibold';
const TD = 'px-3 py-2 text-right';

/**
 * A table of figures that scrolls sideways on a phone (focusable so the keyboard can scroll it
 * too): a column of row names, then right-aligned figures.
 */
function FigureTable({
  label,
  caption,
  columns: [first, ...columns],
  rows,
}: {
  label: string;
  caption: string;
  /** the row names' column, then the figures' columns */
  columns: readonly ReactNode[];
  rows: readonly { key: string; name: ReactNode; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left dark:border-slate-700">
            <th scope="col" className="px-3 py-2 font-semibold">
              {first}
            </th>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={TH}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {r.name}
              </th>
              {r.cells.map((c, i) => (
                <td key={i} className={TD}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled part of the measurements, with a line on what it shows. */
function Figures({
  id,
  title,
  intro,
  className = 'mt-10',
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {children}
    </section>
  );
}

/** One of the page's parts, under a second-level heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

const interval = (auc: FoldAuc) =>
  auc.low !== undefined && auc.high !== undefined
    ? `${fmt(auc.low)} to ${fmt(auc.high)}`
    : `± ${fmt(auc.sd)}`;

function SetTable({ set }: { set: PairSet }) {
  return (
    <Figures
      id={`set-${set.id}`}
      title={set.title}
      className="mt-8"
      intro={
        <>
          {set.description} {set.pairs.toLocaleString('en')} pairs,{' '}
          {set.positives.toLocaleString('en')} relevant.
        </>
      }
    >
      <FigureTable
        label={`${set.title}: ROC AUC table`}
        caption={`ROC AUC on held-out folds: ${set.title}. Mean and 95% interval.`}
        columns={['Method', 'AUC', '95% interval']}
        rows={methods.map(({ key, label, note }) => ({
          key,
          name: (
            <>
              {label}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                {note}
              </span>
            </>
          ),
          cells: [
            <span className="font-semibold">{fmt(set.auc[key].mean)}</span>,
            <span className="text-slate-600 dark:text-slate-400">{interval(set.auc[key])}</span>,
          ],
        }))}
      />
    </Figures>
  );
}

/** What each score band meant on postings the method had not seen, for each pair set. */
function BandsTable() {
  const sets = m.sets.filter((s) => m.bands?.some((b) => b.set === s.id));
  const rows = m.bands?.[0]?.bands.map((b) => b.label) ?? [];
  if (!sets.length) return null;
  const cell = (setId: PairSet['id'], label: string) => {
    const b = m.bands!.find((x) => x.set === setId)!.bands.find((x) => x.label === label);
    if (!b || !b.pairs) return '–';
    return `${Math.round((100 * b.fitting) / b.pairs)}% of ${b.pairs.toLocaleString('en')}`;
  };
  return (
    <Figures id="bands-title" title={copy.bands.title} intro={copy.bands.intro}>
      <FigureTable
        label="Score bands table"
        caption="Score bands: the share of resume and posting pairs in each band that fit"
        columns={['Score', ...sets.map((s) => copy.bands.columns[s.id])]}
        rows={rows.map((label) => ({
          key: label,
          name: label,
          cells: sets.map((s) => cell(s.id, label)),
        }))}
      />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{copy.bands.note}</p>
    </Figures>
  );
}

/** The parts of the score with their weights, and the hygiene checks that take from it. */
function WeightsPart() {
  const weightOf = (id: keyof typeof m.weights) => m.weights[id];
  return (
    <Part id="parts-title" title="What it is made of">
      <p className="mt-2 text-slate-700 dark:text-slate-300">{copy.formula}</p>
      <ul className="mt-6 grid gap-3">
        {copy.parts.map((p) => (
          <Card as="li" padding="sm" key={p.id} className="flex items-start gap-4">
            <span className="w-14 shrink-0 text-right text-xl font-bold text-brand-800 tabular-nums dark:text-brand-100">
              <span className="sr-only">Weight </span>
              {percent(weightOf(p.id))}
            </span>
            <div>
              <h3 className="font-semibold">{p.name}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{p.description}</p>
            </div>
          </Card>
        ))}
        <Card as="li" padding="sm" className="flex items-start gap-4">
          <span className="w-14 shrink-0 text-right text-sm font-bold text-brand-800 tabular-nums dark:text-brand-100">
            up to −{percent(m.hygieneShare)}
          </span>
          <div>
            <h3 className="font-semibold">{copy.hygiene.name}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {copy.hygiene.description} A resume that fails every check loses{' '}
              {percent(m.hygieneShare)} of its match; one that passes all keeps all of it.
            </p>
          </div>
        </Card>
      </ul>
    </Part>
  );
}

function SpreadTable() {
  return (
    <Figures
      id="spread-title"
      title="Scores by how related the resume and the posting are"
      intro={copy.spreads}
    >
      <FigureTable
        label="Score distribution table"
        caption="ATS score distribution: 10th, 50th and 90th percentile and maximum"
        columns={['Pairs', 'Count', '10th pct.', 'Median', '90th pct.', 'Highest']}
        rows={m.spreads.map((r) => ({
          key: r.label,
          name: r.label,
          cells: [r.pairs.toLocaleString('en'), r.p10, r.p50, r.p90, r.max],
        }))}
      />
    </Figures>
  );
}

/** How often tailoring broke a rule: one count a problem. */
function TruthfulnessFigures({ truth }: { truth: NonNullable<typeof m.truthfulness> }) {
  return (
    <Figures
      id="truth-title"
      title="Truthfulness of tailoring"
      intro={
        <>
          Over {truth.tailorings.toLocaleString('en')} tailorings of real resume and posting pairs,
          in every mode, how many showed each problem (the target is 0). In{' '}
          {truth.keptAsWritten.toLocaleString('en')} of them the resume was kept as written: when
          not every line can be placed in a section, Careerforge changes nothing rather than lose a
          line, and says so.
        </>
      }
    >
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {truth.problems.map((p) => (
          <div
            key={p.label}
            className="flex justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900"
          >
            <dt>{p.label}</dt>
            <dd className="font-semibold tabular-nums">{p.count}</dd>
          </div>
        ))}
      </dl>
    </Figures>
  );
}

/** The ROC AUC of each pair set, the spread of scores, the bands and truthfulness. */
function MeasuredPart() {
  return (
    <Part id="measured-title" title="What we measured">
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        ROC AUC is the chance that the score puts a relevant pair above an irrelevant one: 0.5 is a
        coin toss, 1 is perfect. Each figure is the mean over held-out folds ({m.repeats ?? 1} times{' '}
        {m.folds}-fold cross-validation), next to its keyword part and two text-similarity baselines
        measured the same way. The 95% interval is the range the true figure most likely lies in:
        with a few hundred labelled pairs, a single number would claim more precision than the data
        has. Measured on {m.measuredOn} with <code>{m.command}</code>; the data and the code are
        public, so anyone can run it again.
      </p>
      {m.sets.map((s) => (
        <SetTable key={s.id} set={s} />
      ))}

      <SpreadTable />

      <BandsTable />

      {m.truthfulness && <TruthfulnessFigures truth={m.truthfulness} />}
    </Part>
  );
}

export function AtsScoreView() {
  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{copy.title}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p>

        <WeightsPart />

        <Part id="fit-title" title="How the weights are fitted">
          <div className="mt-3 grid gap-3 text-slate-700 dark:text-slate-300">
            {copy.fitting.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </Part>

        <MeasuredPart />

        <Part id="limits-title" title="What it cannot know">
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-700 dark:text-slate-300">
            {copy.limits.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </Part>

        <p className="mt-12 rounded-xl bg-brand-50 p-5 text-slate-800 dark:bg-brand-900/30 dark:text-slate-100">
          Use the score as a guide for your edits, not as a promise of an interview. Try it on your
          own resume in the{' '}
          <Link to="/resume-lab" className="font-semibold underline underline-offset-2">
            Resume Lab
          </Link>
          , or read the{' '}
          <Link to="/help-center" className="font-semibold underline underline-offset-2">
            Help Center
          </Link>
          .
        </p>
      </article>
    </PageContainer>
  );
}
