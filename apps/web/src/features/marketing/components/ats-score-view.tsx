import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageContainer } from '../../../components/ui/page';
import { atsExplainer as copy } from '../content/ats-explainer';
import { atsMeasurements as m, type FoldAuc, type PairSet } from '../content/ats-measurements';

const fmt = (n: number) => n.toFixed(3);
const percent = (w: number) => `${Math.round(w * 100)}%`;

const methods: { key: keyof PairSet['auc']; label: string; note: string }[] = [
  { key: 'atsScore', label: 'ATS score', note: 'the whole score' },
  { key: 'keywordMatchScore', label: 'Keyword match', note: 'its keyword part alone' },
  { key: 'tfidf', label: 'TF-IDF cosine', note: 'a standard text-similarity baseline' },
  { key: 'wordOverlap', label: 'Word overlap', note: 'a plain baseline' },
];

function AucCells({ auc }: { auc: FoldAuc }) {
  return (
    <>
      <td className="px-3 py-2 text-right font-semibold tabular-nums">{fmt(auc.mean)}</td>
      <td className="px-3 py-2 text-right text-slate-600 tabular-nums dark:text-slate-400">
        {auc.low !== undefined && auc.high !== undefined
          ? `${fmt(auc.low)} to ${fmt(auc.high)}`
          : `± ${fmt(auc.sd)}`}
      </td>
    </>
  );
}

function SetTable({ set }: { set: PairSet }) {
  const id = `set-${set.id}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-lg font-semibold">
        {set.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {set.description} {set.pairs.toLocaleString('en')} pairs,{' '}
        {set.positives.toLocaleString('en')} relevant.
      </p>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      <div
        className="mt-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={`${set.title}: ROC AUC table`}
      >
        <table className="w-full min-w-[30rem] text-sm">
          <caption className="sr-only">
            ROC AUC on held-out folds: {set.title}. Mean and 95% interval.
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left dark:border-slate-700">
              <th scope="col" className="px-3 py-2 font-semibold">
                Method
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                AUC
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                95% interval
              </th>
            </tr>
          </thead>
          <tbody>
            {methods.map(({ key, label, note }) => (
              <tr key={key} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {label}
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {note}
                  </span>
                </th>
                <AucCells auc={set.auc[key]} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
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
    <section aria-labelledby="bands-title" className="mt-10">
      <h3 id="bands-title" className="text-lg font-semibold">
        {copy.bands.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.bands.intro}</p>
      <div
        className="mt-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Score bands table"
      >
        <table className="w-full min-w-[30rem] text-sm">
          <caption className="sr-only">
            Score bands: the share of resume and posting pairs in each band that fit
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left dark:border-slate-700">
              <th scope="col" className="px-3 py-2 font-semibold">
                Score
              </th>
              {sets.map((s) => (
                <th key={s.id} scope="col" className="px-3 py-2 text-right font-semibold">
                  {copy.bands.columns[s.id]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((label) => (
              <tr key={label} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {label}
                </th>
                {sets.map((s) => (
                  <td key={s.id} className="px-3 py-2 text-right">
                    {cell(s.id, label)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{copy.bands.note}</p>
    </section>
  );
}

export function AtsScoreView() {
  const weightOf = (id: keyof typeof m.weights) => m.weights[id];
  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{copy.title}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p>

        <section aria-labelledby="parts-title" className="mt-12">
          <h2 id="parts-title" className="text-2xl font-bold tracking-tight">
            What it is made of
          </h2>
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
        </section>

        <section aria-labelledby="fit-title" className="mt-12">
          <h2 id="fit-title" className="text-2xl font-bold tracking-tight">
            How the weights are fitted
          </h2>
          <div className="mt-3 grid gap-3 text-slate-700 dark:text-slate-300">
            {copy.fitting.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="measured-title" className="mt-12">
          <h2 id="measured-title" className="text-2xl font-bold tracking-tight">
            What we measured
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            ROC AUC is the chance that the score puts a relevant pair above an irrelevant one: 0.5
            is a coin toss, 1 is perfect. Each figure is the mean over held-out folds (
            {m.repeats ?? 1} times {m.folds}-fold cross-validation), next to its keyword part and
            two text-similarity baselines measured the same way. The 95% interval is the range the
            true figure most likely lies in: with a few hundred labelled pairs, a single number
            would claim more precision than the data has. Measured on {m.measuredOn} with{' '}
            <code>{m.command}</code>; the data and the code are public, so anyone can run it again.
          </p>
          {m.sets.map((s) => (
            <SetTable key={s.id} set={s} />
          ))}

          <section aria-labelledby="spread-title" className="mt-10">
            <h3 id="spread-title" className="text-lg font-semibold">
              Scores by how related the resume and the posting are
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.spreads}</p>
            <div
              className="mt-3 overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-label="Score distribution table"
            >
              <table className="w-full min-w-[30rem] text-sm">
                <caption className="sr-only">
                  ATS score distribution: 10th, 50th and 90th percentile and maximum
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-left dark:border-slate-700">
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Pairs
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Count
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      10th pct.
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Median
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      90th pct.
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Highest
                    </th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {m.spreads.map((s) => (
                    <tr key={s.label} className="border-b border-slate-100 dark:border-slate-800">
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        {s.label}
                      </th>
                      <td className="px-3 py-2 text-right">{s.pairs.toLocaleString('en')}</td>
                      <td className="px-3 py-2 text-right">{s.p10}</td>
                      <td className="px-3 py-2 text-right">{s.p50}</td>
                      <td className="px-3 py-2 text-right">{s.p90}</td>
                      <td className="px-3 py-2 text-right">{s.max}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <BandsTable />

          {m.truthfulness && (
            <section aria-labelledby="truth-title" className="mt-10">
              <h3 id="truth-title" className="text-lg font-semibold">
                Truthfulness of tailoring
              </h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Over {m.truthfulness.tailorings.toLocaleString('en')} tailorings of real resume and
                posting pairs, in every mode, how many showed each problem (the target is 0). In{' '}
                {m.truthfulness.keptAsWritten.toLocaleString('en')} of them the resume was kept as
                written: when not every line can be placed in a section, Careerforge changes nothing
                rather than lose a line, and says so.
              </p>
              <dl className="mt-3 grid gap-2 sm:grid-cols-2">
                {m.truthfulness.problems.map((p) => (
                  <div
                    key={p.label}
                    className="flex justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900"
                  >
                    <dt>{p.label}</dt>
                    <dd className="font-semibold tabular-nums">{p.count}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </section>

        <section aria-labelledby="limits-title" className="mt-12">
          <h2 id="limits-title" className="text-2xl font-bold tracking-tight">
            What it cannot know
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-700 dark:text-slate-300">
            {copy.limits.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>

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
