import { useId } from 'react';
import { CircleSlash, FileCheck2, Info, Quote } from 'lucide-react';
import { ChipList } from '../../../components/ui/badge';
import { MarkButton, type MarkState } from '../../../components/ui/mark-button';
import { SourcesPanel, type ClaimMarks } from '../../../components/ui/sources-panel';
import { cn } from '../../../lib/cn';
import type { TextRange } from '../../../lib/text-ranges';
import type { CurrentLetter } from '../lib/state';

export interface LocatedClaim {
  sentence: string;
  /** the resume lines it rests on */
  sources: string[];
  /** the job's requirements it answers */
  requirements: string[];
  /** where its sentence is in the editor's text now; null once edited away */
  range: TextRange | null;
}

/** The switch that marks every claim's sentence in the letter at once. */
function ShowSourcesToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(
        'rounded-full border px-3 py-1 text-xs font-medium',
        on
          ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      Show sources
    </button>
  );
}

/** One claim: its sentence, the resume lines it rests on, the requirements it answers. */
function ClaimCard({
  claim: { sentence, sources, requirements, range },
  ...mark
}: MarkState & { claim: LocatedClaim }) {
  return (
    <MarkButton {...mark} className="transition-colors">
      <span className="block font-medium text-slate-900 dark:text-slate-100">{sentence}</span>
      {sources.map((source) => (
        <span key={source} className="mt-2 flex gap-1.5 text-xs text-slate-600 dark:text-slate-300">
          <Quote className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">From your resume:</span>{' '}
            {source.replace(/^[-•*–]\s+/, '')}
          </span>
        </span>
      ))}
      {requirements.length > 0 && (
        <span className="mt-2 block text-xs text-slate-600 dark:text-slate-400">
          Answers: {requirements.join(', ')}
        </span>
      )}
      {!range && (
        <span className="mt-2 block text-xs font-medium text-amber-800 dark:text-amber-300">
          Edited: this sentence is no longer in the letter as written.
        </span>
      )}
    </MarkButton>
  );
}

/** Under the claims: the requirements answered, the sentences removed, and notes. */
function LetterRemarks({
  requirementsCovered,
  removed,
  notes,
}: {
  requirementsCovered: string[];
  removed: string[];
  notes: string[];
}) {
  return (
    <>
      {requirementsCovered.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Job requirements the letter answers</h3>
          <ChipList items={requirementsCovered} className="mt-2" />
        </div>
      )}

      {removed.length > 0 && (
        <div>
          <h3 className="flex items-center gap-1.5 text-sm font-semibold">
            <CircleSlash className="h-4 w-4 text-red-700 dark:text-red-400" aria-hidden />
            Removed: your resume does not support these
          </h3>
          <ul className="mt-2 grid gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            {removed.map((s, i) => (
              <li key={i} className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                {s}
              </li>
            ))}
          </ul>
        </div>
      )}

      {notes.length > 0 && (
        <div>
          <h3 className="flex items-center gap-1.5 text-sm font-semibold">
            <Info className="h-4 w-4 text-sky-700 dark:text-sky-300" aria-hidden />
            Notes
          </h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * Beside the letter: each sentence about the candidate with the resume line it rests on.
 * Pointing at or focusing one marks its sentence in the letter; "Show sources" marks them all.
 */
export function EvidencePanel({
  marks,
  letter: { requirementsCovered, removed, notes, resumeTitle },
}: {
  /** with "Show sources", which marks every claim at once */
  marks: ClaimMarks<LocatedClaim> & { showAll: boolean; setShowAll: (on: boolean) => void };
  letter: Pick<CurrentLetter, 'requirementsCovered' | 'removed' | 'notes' | 'resumeTitle'>;
}) {
  const headingId = useId();
  const hasClaims = marks.claims.length > 0;
  return (
    <SourcesPanel
      id={headingId}
      icon={FileCheck2}
      title="Evidence"
      action={hasClaims && <ShowSourcesToggle on={marks.showAll} onChange={marks.setShowAll} />}
      intro={
        hasClaims
          ? `Each sentence about you, with the line of ${resumeTitle ? `"${resumeTitle}"` : 'your resume'} it rests on. Point at one or focus it to mark it in the letter.`
          : resumeTitle
            ? 'This letter makes no claim about you that needs a source.'
            : 'No resume was chosen, so the letter says nothing about you that needs a source.'
      }
      where="letter"
      marks={marks}
      gap="gap-4"
      renderClaim={(claim, mark) => (
        // the pinned claim stays marked while another is pointed at
        <ClaimCard claim={claim} {...mark} marked={mark.marked || mark.pinned} />
      )}
    >
      <LetterRemarks requirementsCovered={requirementsCovered} removed={removed} notes={notes} />
    </SourcesPanel>
  );
}
