import { useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { HighlightTextarea } from '../../../components/ui/highlight-textarea';
import { useClaimMarks } from '../../../components/ui/sources-panel';
import { findSentence, groupBySentence, textSize, type MarkRange } from '../../../lib/text-ranges';
import { defaultLetterTitle } from '../lib/file-names';
import type { CurrentLetter, LetterForm } from '../lib/state';
import { EvidencePanel, type LocatedClaim } from './evidence-panel';
import { FitWarning } from './fit-warning';
import { LetterActions, useLetterActions } from './letter-actions';
import { SaveDialog } from './save-dialog';
import { capitalize } from '../../../lib/format';

const MARKS = {
  claim: 'bg-sky-100 dark:bg-sky-400/25',
  active: 'bg-amber-200 ring-2 ring-amber-500 dark:bg-amber-400/40 dark:ring-amber-400',
};

/** The line above the letter: its tone, the resume it was written from, who wrote it. */
function letterByline(letter: CurrentLetter): string {
  return [
    letter.tone && `${capitalize(letter.tone)} tone`,
    letter.resumeTitle ? `from "${letter.resumeTitle}"` : letter.id ? 'no resume' : '',
    letter.provider === 'local'
      ? 'written by the built-in engine'
      : letter.provider
        ? `written by ${letter.provider}`
        : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The letter's claims where they stand in the text now, and the marks to draw: every claim
 * with "Show sources", and the one pointed at or picked.
 */
function useEvidenceMarks(letterClaims: CurrentLetter['claims'], content: string) {
  const [showAll, setShowAll] = useState(false);
  const claims: LocatedClaim[] = useMemo(
    () =>
      groupBySentence(letterClaims).map((g) => ({
        sentence: g.sentence,
        sources: g.sources,
        requirements: [...new Set(g.claims.flatMap((c) => c.requirements))],
        range: findSentence(content, g.sentence),
      })),
    [letterClaims, content],
  );
  const marks = useClaimMarks(claims);
  const ranges: MarkRange[] = [];
  if (showAll) for (const c of claims) if (c.range) ranges.push({ ...c.range, kind: 'claim' });
  if (marks.activeMark) ranges.push(marks.activeMark);

  return { ...marks, showAll, setShowAll, ranges };
}

/** The posting the analysis scores against, folded away once there is one. */
function JobDescriptionCard({
  form,
  onForm,
  fromHistory,
}: {
  form: LetterForm;
  onForm: (patch: Partial<LetterForm>) => void;
  fromHistory: boolean | undefined;
}) {
  const [jobOpen, setJobOpen] = useState(
    () => form.jobDescription.trim() === '' || fromHistory === true,
  );
  return (
    <Card as="section" padding="md">
      <details open={jobOpen} onToggle={(e) => setJobOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold">
          Job description for the ATS analysis
        </summary>
        <div className="mt-3">
          <TextAreaField
            label="Job Description"
            rows={6}
            value={form.jobDescription}
            onChange={(e) => onForm({ jobDescription: e.target.value })}
            hint={
              fromHistory
                ? 'Opened from your history: the posting below is the one you last typed. Paste this letter’s own posting if it differs.'
                : 'The analysis scores the letter against this posting.'
            }
          />
        </div>
      </details>
    </Card>
  );
}

/** The letter in its highlighting editor, with the line about it, the counts and the actions. */
function LetterCard({
  letter,
  content,
  onContent,
  ranges,
  letterBox,
  children,
}: {
  letter: CurrentLetter;
  content: string;
  onContent: (text: string) => void;
  ranges: MarkRange[];
  letterBox: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const editorId = useId();
  return (
    <Card as="section" padding="md" aria-labelledby={`${editorId}-heading`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${editorId}-heading`} className="text-base font-semibold">
          Your cover letter
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">{letterByline(letter)}</p>
      </div>
      <FitWarning warning={letter.warning} />
      <label htmlFor={editorId} className="sr-only">
        Cover letter text
      </label>
      <div className="mt-3" ref={letterBox}>
        <HighlightTextarea
          id={editorId}
          value={content}
          onChange={(e) => onContent(e.target.value)}
          ranges={ranges}
          markClass={MARKS}
          minRows={16}
          aria-describedby={`${editorId}-counts`}
          spellCheck
        />
      </div>
      <p id={`${editorId}-counts`} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {textSize(content)} · edits are kept in this tab across a reload
      </p>
      {children}
    </Card>
  );
}

/** The Edit & Review tab: the letter, its evidence, and what to do with it. */
export function LetterEditor({
  letter,
  content,
  onContent,
  form,
  onForm,
  onAnalyze,
  analyzing,
  onSaved,
}: {
  letter: CurrentLetter;
  content: string;
  onContent: (text: string) => void;
  form: LetterForm;
  onForm: (patch: Partial<LetterForm>) => void;
  onAnalyze: () => void;
  analyzing: boolean;
  /** the text that was saved (no longer an unsaved edit) */
  onSaved: (text: string) => void;
}) {
  const marks = useEvidenceMarks(letter.claims, content);
  const company = letter.companyName ?? (form.companyName.trim() || null);
  const jobTitle = letter.jobTitle ?? (form.jobTitle.trim() || null);
  const actions = useLetterActions({ letter, content, company, jobTitle, onSaved });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid grid-cols-1 content-start gap-4">
        <LetterCard
          letter={letter}
          content={content}
          onContent={onContent}
          ranges={marks.ranges}
          letterBox={marks.textBox}
        >
          <LetterActions
            actions={actions}
            blank={content.trim() === ''}
            onAnalyze={onAnalyze}
            analyzing={analyzing}
          />
        </LetterCard>

        <JobDescriptionCard form={form} onForm={onForm} fromHistory={letter.fromHistory} />
      </div>

      <EvidencePanel marks={marks} letter={letter} />

      {actions.saving && (
        <SaveDialog
          open
          onOpenChange={actions.setSaving}
          defaultTitle={defaultLetterTitle(jobTitle, company)}
          pending={actions.savePending}
          onSave={actions.onSave}
        />
      )}
    </div>
  );
}
