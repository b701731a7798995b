import { useId, useMemo, type RefObject } from 'react';
import { ArrowRight, Check, ClipboardCopy, Lightbulb, Quote, RotateCcw, Save } from 'lucide-react';
import type { LinkedinResult } from '@careerforge/contract';
import { AdviceList } from '../../../components/ui/advice-list';
import { ChipList } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MarkButton, type MarkState } from '../../../components/ui/mark-button';
import { SourcesPanel, useClaimMarks, type ClaimMarks } from '../../../components/ui/sources-panel';
import { ScoreOutOf100, scoreTextClass, scoreTone } from '../../../components/ui/score';
import { cn } from '../../../lib/cn';
import {
  findSentence,
  groupBySentence,
  type MarkRange,
  type SourcedSentence,
  type TextRange,
} from '../../../lib/text-ranges';
import { AboutEditor } from './about-editor';
import { percent } from '../../../lib/format';

function ScoreCard({
  label,
  score,
  before,
  about,
}: {
  label: string;
  score: number;
  before: number;
  about: string;
}) {
  const tone = scoreTone(score);
  const delta = score - before;
  return (
    <Card as="li" padding="md">
      <ScoreOutOf100 label={label} score={score} />
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Before:{' '}
        <span className={cn('font-semibold', scoreTextClass[scoreTone(before)])}>{before}</span>
        {' → '}after: <span className={cn('font-semibold', scoreTextClass[tone])}>{score}</span> (
        {delta > 0 ? `+${delta}` : delta === 0 ? 'no change' : delta})
      </p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{about}</p>
    </Card>
  );
}

type LinkedinClaim = LinkedinResult['claims'][number];
type PlacedClaim = SourcedSentence<LinkedinClaim> & { range: TextRange | null };

/** The rewrite's claims where they stand in the edited text, and the one marked in it. */
function useRewriteMarks(result: LinkedinResult, edited: string) {
  const claims = useMemo(
    () =>
      groupBySentence(result.claims).map((g) => ({
        ...g,
        range: findSentence(edited, g.sentence),
      })),
    [result.claims, edited],
  );
  const marks = useClaimMarks(claims);
  const ranges: MarkRange[] = marks.activeMark ? [marks.activeMark] : [];
  return { ...marks, ranges };
}

/** The rewrite as the user edits it, and what they can do with it. */
interface RewriteProps {
  result: LinkedinResult;
  edited: string;
  onEdited: (text: string) => void;
  onCopy: () => void;
  onSave: () => void;
  saving: boolean;
}

/** The editable rewrite with its copy, save and undo buttons. */
function RewriteCard({
  headingId,
  result,
  edited,
  onEdited,
  onCopy,
  onSave,
  saving,
  textBox,
  ranges,
}: RewriteProps & {
  headingId: string;
  textBox: RefObject<HTMLDivElement | null>;
  ranges: MarkRange[];
}) {
  return (
    <Card
      as="section"
      padding="md"
      aria-labelledby={headingId}
      className="grid content-start gap-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          Optimized About
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {result.original.words} words before ·{' '}
          {result.provider === 'local'
            ? 'written by the built-in engine'
            : `written by ${result.provider}`}
        </p>
      </div>
      <div ref={textBox}>
        <AboutEditor
          label={<span className="sr-only">Optimized About text</span>}
          value={edited}
          onChange={onEdited}
          extraRanges={ranges}
          minRows={12}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onCopy} disabled={!edited.trim()}>
          <ClipboardCopy className="h-4 w-4" aria-hidden />
          Copy
        </Button>
        <Button size="sm" onClick={onSave} disabled={saving || !edited.trim()}>
          <Save className="h-4 w-4" aria-hidden />
          {saving ? 'Saving...' : 'Save Draft'}
        </Button>
        {edited !== result.optimizedAbout && (
          <Button variant="ghost" size="sm" onClick={() => onEdited(result.optimizedAbout)}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            Undo my edits
          </Button>
        )}
      </div>
    </Card>
  );
}

/** One sentence of the rewrite with its sources: points at or pins its mark in the text. */
function ClaimButton({ claim, ...mark }: MarkState & { claim: PlacedClaim }) {
  return (
    <MarkButton {...mark}>
      <span className="block font-medium">{claim.sentence}</span>
      {claim.sources.map((source) => (
        <span key={source} className="mt-2 block text-xs text-slate-600 dark:text-slate-300">
          <span className="font-semibold">From your About:</span> {source}
        </span>
      ))}
      {!claim.range && (
        <span className="mt-2 block text-xs font-medium text-amber-800 dark:text-amber-300">
          Edited: no longer in the text as written.
        </span>
      )}
    </MarkButton>
  );
}

/** Where each sentence of the rewrite comes from, with a spoken note of the one marked. */
function SourcesCard({ headingId, marks }: { headingId: string; marks: ClaimMarks<PlacedClaim> }) {
  return (
    <SourcesPanel
      id={`${headingId}-sources`}
      icon={Quote}
      title="Where each sentence comes from"
      intro="Each sentence of the rewrite with the sentence of your own About it rests on. Point at one or focus it to mark it in the text."
      where="text"
      marks={marks}
      gap="gap-3"
      empty={
        <p className="text-sm text-slate-600 dark:text-slate-300">No sentence needed a source.</p>
      }
      renderClaim={(claim, mark) => <ClaimButton claim={claim} {...mark} />}
    />
  );
}

/** How each score is made: its parts, their scores and weights. */
function ScorePartsCard({ result }: { result: LinkedinResult }) {
  return (
    <Card as="section" padding="md">
      <h2 className="text-base font-semibold">How the scores are made</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Each part is measured from 0 to 100 by the engine; a score is the weighted mean of its
        parts. Your original About was measured the same way.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {(['engagement', 'recruiter'] as const).map((of) => (
          <div key={of}>
            <h3 className="text-sm font-semibold">
              {of === 'engagement' ? 'Engagement Score' : 'Recruiter Appeal'}
            </h3>
            <ul className="mt-2 grid gap-2">
              {result.scoreParts
                .filter((p) => p.scoreOf === of)
                .map((p) => (
                  <li
                    key={p.id}
                    className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="font-medium">{p.label}</span>
                      <span className="text-xs text-slate-600 dark:text-slate-400">
                        <span
                          className={cn(
                            'text-sm font-semibold',
                            scoreTextClass[scoreTone(p.score)],
                          )}
                        >
                          {p.score}
                        </span>{' '}
                        · weight {percent(p.weight)}
                      </span>
                    </span>
                    <span className="mt-1 block text-slate-700 dark:text-slate-300">
                      {p.detail}
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}

/** The role's keywords the rewrite uses. */
function KeywordsCard({ keywords }: { keywords: string[] }) {
  return (
    <Card as="section" padding="md">
      <h2 className="text-base font-semibold">Keywords used</h2>
      {keywords.length ? (
        <ChipList items={keywords} className="mt-3" />
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          None of the role&apos;s keywords is in your text in the words searches match yet.
        </p>
      )}
    </Card>
  );
}

/** The results tab: scores before and after, the editable rewrite, its sources and advice. */
export function ResultsTab(props: RewriteProps) {
  const { result, edited } = props;
  const headingId = useId();
  const marks = useRewriteMarks(result, edited);

  return (
    <div className="grid grid-cols-1 gap-6">
      <ul className="grid gap-4 sm:grid-cols-2">
        <ScoreCard
          label="Engagement Score"
          score={result.engagementScore}
          before={result.original.engagementScore}
          about="How likely a visitor is to read on: the hook, length, your own results, a call to action."
        />
        <ScoreCard
          label="Recruiter Appeal"
          score={result.recruiterAppeal}
          before={result.original.recruiterAppeal}
          about="How well a recruiter searching for the target role finds and trusts it: role keywords and evidence."
        />
      </ul>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <RewriteCard
          {...props}
          headingId={headingId}
          textBox={marks.textBox}
          ranges={marks.ranges}
        />
        <SourcesCard headingId={headingId} marks={marks} />
      </div>

      <ScorePartsCard result={result} />

      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        <AdviceList
          title="Improvements made"
          icon={Check}
          itemIcon={ArrowRight}
          tone="good"
          items={result.improvements}
        />
        <KeywordsCard keywords={result.keywordsUsed} />
        <AdviceList
          title="Suggestions"
          icon={Lightbulb}
          itemIcon={ArrowRight}
          tone="warn"
          items={result.suggestions}
        />
      </div>
    </div>
  );
}
