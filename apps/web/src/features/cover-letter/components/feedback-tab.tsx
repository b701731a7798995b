import { useId } from 'react';
import { ArrowRight, Check, CircleAlert, Lightbulb, RefreshCw, ThumbsUp } from 'lucide-react';
import type { LetterAnalysisDto } from '@careerforge/contract';
import { AdviceList } from '../../../components/ui/advice-list';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, SectionCard } from '../../../components/ui/card';
import { ScoreOutOf100, scoreTextClass, scoreTone } from '../../../components/ui/score';
import { cn } from '../../../lib/cn';
import { findSentence } from '../../../lib/text-ranges';
import { capitalize, percent } from '../../../lib/format';

const SCORES = [
  {
    key: 'atsScore',
    label: 'ATS Score',
    weight: 'ats',
    about: 'How well an applicant tracking system reads the letter against the posting.',
  },
  {
    key: 'relevanceScore',
    label: 'Relevance',
    weight: 'relevance',
    about: "How much of the job's requirements and wording the letter answers.",
  },
  {
    key: 'personalityScore',
    label: 'Personality',
    weight: 'personality',
    about: 'Voice, tone and specific detail: whether a person comes through.',
  },
] as const;

const priorityTone = { high: 'warning', medium: 'info', low: 'neutral' } as const;

type Recommendation = LetterAnalysisDto['recommendations'][number];

/** The three scores, each with its band and what it measures. */
function ScoreCards({ analysis }: { analysis: LetterAnalysisDto }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {SCORES.map((s) => {
        return (
          <Card as="li" key={s.key} padding="md">
            <ScoreOutOf100 label={s.label} score={analysis[s.key]} />
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{s.about}</p>
          </Card>
        );
      })}
    </ul>
  );
}

/** The table of parts: each part's score, its weight in each score, and what it found. */
function ScorePartsCard({ analysis, partsId }: { analysis: LetterAnalysisDto; partsId: string }) {
  return (
    <SectionCard id={partsId} title="How each score is made" titleSize="base" padding="md">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Each part is measured from 0 to 100 by the engine; a score is the weighted sum of its parts.
        The same letter and posting always give the same scores.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
            <tr>
              {['Part', 'Score', ...SCORES.map((s) => `In ${s.label}`)].map((c) => (
                <th key={c} scope="col" className="py-2 pr-3 font-semibold">
                  {c}
                </th>
              ))}
              <th scope="col" className="py-2 font-semibold">
                What it found
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {analysis.parts.map((p) => (
              <tr key={p.id} className="align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {p.label}
                </th>
                <td
                  className={cn(
                    'py-2 pr-3 font-semibold tabular-nums',
                    scoreTextClass[scoreTone(p.score)],
                  )}
                >
                  {p.score}
                </td>
                {SCORES.map((s) => (
                  <td
                    key={s.key}
                    className="py-2 pr-3 tabular-nums text-slate-600 dark:text-slate-300"
                  >
                    {p.weight[s.weight] ? percent(p.weight[s.weight]) : '–'}
                  </td>
                ))}
                <td className="py-2 text-slate-700 dark:text-slate-300">{p.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}

/**
 * One rewrite, current beside improved, with Apply while its sentence is still in the letter,
 * or a word on what happened to it.
 */
function RecommendationCard({
  rec,
  content,
  onApply,
}: {
  rec: Recommendation;
  content: string;
  onApply: (current: string, improved: string) => void;
}) {
  const applicable =
    rec.current.trim() !== '' &&
    rec.improved.trim() !== '' &&
    rec.current.trim() !== rec.improved.trim() &&
    findSentence(content, rec.current) !== null;
  const applied =
    !applicable && rec.improved.trim() !== '' && findSentence(content, rec.improved) !== null;
  return (
    <Card as="li" padding="md" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{capitalize(rec.section)}</Badge>
        <Badge tone={priorityTone[rec.priority]}>{capitalize(rec.priority)} priority</Badge>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            Current
          </p>
          <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
            {rec.current || '(nothing yet)'}
          </p>
        </div>
        <div>
          <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            Improved
          </p>
          <p className="mt-1 rounded-md bg-emerald-50 p-3 text-sm dark:bg-emerald-950/40">
            {rec.improved}
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{rec.reasoning}</p>
      <div>
        {applicable ? (
          <Button size="sm" variant="outline" onClick={() => onApply(rec.current, rec.improved)}>
            Apply
          </Button>
        ) : applied ? (
          <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            Applied in the editor.
          </p>
        ) : (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {rec.current.trim()
              ? 'The current text is no longer in the letter; edit it by hand.'
              : 'Add this in the editor where it fits.'}
          </p>
        )}
      </div>
    </Card>
  );
}

/** The AI Feedback tab: three scores, how each is made, strengths, gaps and rewrites. */
export function FeedbackTab({
  analysis,
  content,
  stale,
  onApply,
  onAnalyze,
  analyzing,
}: {
  analysis: LetterAnalysisDto;
  /** the editor's text now (a recommendation applies only where its sentence still is) */
  content: string;
  /** the letter changed since it was analysed */
  stale: boolean;
  onApply: (current: string, improved: string) => void;
  onAnalyze: () => void;
  analyzing: boolean;
}) {
  const partsId = useId();
  return (
    <div className="grid grid-cols-1 gap-6">
      {stale && (
        <Card
          padding="sm"
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40"
        >
          <p className="text-sm">The letter has changed since this analysis.</p>
          <Button size="sm" onClick={onAnalyze} disabled={analyzing}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {analyzing ? 'Analyzing...' : 'Analyze again'}
          </Button>
        </Card>
      )}

      <ScoreCards analysis={analysis} />

      <ScorePartsCard analysis={analysis} partsId={partsId} />

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <AdviceList
          title="Strengths"
          icon={ThumbsUp}
          itemIcon={Check}
          tone="good"
          items={analysis.strengthAreas}
          empty="None stood out yet."
        />
        <AdviceList
          title="Areas to improve"
          icon={CircleAlert}
          itemIcon={ArrowRight}
          tone="warn"
          items={analysis.improvementAreas}
          empty="Nothing to improve was found."
        />
      </div>

      <section aria-labelledby={`${partsId}-recs`}>
        <h2 id={`${partsId}-recs`} className="flex items-center gap-2 text-base font-semibold">
          <Lightbulb className="h-5 w-5 text-brand-700 dark:text-brand-100" aria-hidden />
          Recommendations
        </h2>
        {analysis.recommendations.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">No rewrites to suggest.</p>
        ) : (
          <ol className="mt-3 grid gap-4">
            {analysis.recommendations.map((r, i) => (
              <RecommendationCard key={i} rec={r} content={content} onApply={onApply} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
