import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ClipboardCopy, FileDown, FileText, Gauge, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { HighlightTextarea, revealMark } from '../../../components/ui/highlight-textarea';
import { analytics } from '../../../lib/analytics';
import { copyWithToast } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { toastSpecError } from '../../../lib/spec-toast';
import {
  countWords,
  findSentence,
  groupBySentence,
  type MarkRange,
} from '../../../lib/text-ranges';
import { toast } from '../../../lib/toast';
import { downloadLetterFile, useCreateSavedCoverLetter } from '../../saved-cover-letters';
import { defaultLetterTitle, letterFileName } from '../lib/file-names';
import type { CurrentLetter, LetterForm } from '../lib/state';
import { EvidencePanel, type LocatedClaim } from './evidence-panel';
import { FitWarning } from './fit-warning';
import { SaveDialog } from './save-dialog';

const MARKS = {
  claim: 'bg-sky-100 dark:bg-sky-400/25',
  active: 'bg-amber-200 ring-2 ring-amber-500 dark:bg-amber-400/40 dark:ring-amber-400',
};

const toneLabel = (tone: string | null) => (tone ? tone[0]!.toUpperCase() + tone.slice(1) : '');

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
  const editorId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fileBusy, setFileBusy] = useState<'pdf' | 'docx' | null>(null);
  const [jobOpen, setJobOpen] = useState(
    () => form.jobDescription.trim() === '' || letter.fromHistory === true,
  );
  const save = useCreateSavedCoverLetter();
  const letterBox = useRef<HTMLDivElement>(null);
  // a claim picked by a click or tap: bring its sentence into view (on a phone the letter is
  // above the evidence)
  useEffect(() => {
    if (pinned != null) revealMark(letterBox.current, 'active');
  }, [pinned]);

  const claims: LocatedClaim[] = useMemo(
    () =>
      groupBySentence(letter.claims).map((g) => ({
        sentence: g.sentence,
        sources: g.sources,
        requirements: [...new Set(g.claims.flatMap((c) => c.requirements))],
        range: findSentence(content, g.sentence),
      })),
    [letter.claims, content],
  );
  const active = hovered ?? pinned;
  const ranges: MarkRange[] = [];
  if (showAll) for (const c of claims) if (c.range) ranges.push({ ...c.range, kind: 'claim' });
  const activeRange = active != null ? claims[active]?.range : null;
  if (activeRange) ranges.push({ ...activeRange, kind: 'active' });

  const words = countWords(content);
  const company = letter.companyName ?? (form.companyName.trim() || null);
  const jobTitle = letter.jobTitle ?? (form.jobTitle.trim() || null);
  const blank = content.trim() === '';

  const copy = async () => {
    const copied = await copyWithToast(content, {
      title: 'Copied!',
      description: 'Cover letter copied to clipboard.',
      failed: 'Your browser did not allow copying. Select the text and copy it instead.',
    });
    if (copied) {
      analytics.event('cover_letter_copied', 'cover-letter-generator', {
        contentLength: content.length,
      });
    }
  };

  const downloadTxt = () => {
    const name = letterFileName(company, jobTitle, 'txt');
    downloadText(name, content);
    toast({ title: 'Download Started', description: `Saving ${name}.` });
  };

  const downloadFile = async (format: 'pdf' | 'docx') => {
    setFileBusy(format);
    const name = letterFileName(company, jobTitle, format);
    try {
      await downloadLetterFile(
        {
          content,
          companyName: company,
          jobTitle,
          resumeId: letter.resumeId,
          savedResumeId: letter.savedResumeId,
        },
        format,
        name,
      );
      toast({ title: 'Download Started', description: `Saving ${name}.` });
    } catch (err) {
      toastSpecError(
        `Download Failed - Unable to make the ${format.toUpperCase()} file. Please try again.`,
        err,
      );
    } finally {
      setFileBusy(null);
    }
  };

  const onSave = (title: string) =>
    save.mutate(
      {
        title,
        content,
        companyName: company,
        jobTitle,
        tone: letter.tone,
        resumeId: letter.resumeId,
        savedResumeId: letter.savedResumeId,
      },
      {
        onSuccess: (saved) => {
          setSaving(false);
          onSaved(saved.content);
          toast({
            title: 'Saved!',
            description: `"${saved.title}" is in Saved Cover Letters.`,
          });
        },
        onError: (err) =>
          toastSpecError('Save Failed - Failed to save your cover letter. Please try again.', err),
      },
    );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid grid-cols-1 content-start gap-4">
        <Card as="section" padding="md" aria-labelledby={`${editorId}-heading`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${editorId}-heading`} className="text-base font-semibold">
              Your cover letter
            </h2>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {[
                letter.tone && `${toneLabel(letter.tone)} tone`,
                letter.resumeTitle ? `from "${letter.resumeTitle}"` : letter.id ? 'no resume' : '',
                letter.provider === 'local'
                  ? 'written by the built-in engine'
                  : letter.provider
                    ? `written by ${letter.provider}`
                    : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
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
            {words} {words === 1 ? 'word' : 'words'} · {content.length.toLocaleString('en-US')}{' '}
            characters · edits are kept in this tab across a reload
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void copy()} disabled={blank}>
              <ClipboardCopy className="h-4 w-4" aria-hidden />
              Copy
            </Button>
            <Button variant="outline" size="sm" onClick={downloadTxt} disabled={blank}>
              <FileText className="h-4 w-4" aria-hidden />
              Download .txt
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void downloadFile('docx')}
              disabled={blank || fileBusy !== null}
            >
              <FileDown className="h-4 w-4" aria-hidden />
              {fileBusy === 'docx' ? 'Preparing DOCX...' : 'Download DOCX'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void downloadFile('pdf')}
              disabled={blank || fileBusy !== null}
            >
              <FileDown className="h-4 w-4" aria-hidden />
              {fileBusy === 'pdf' ? 'Preparing PDF...' : 'Download PDF'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setSaving(true)}
              disabled={blank || save.isPending}
            >
              <Save className="h-4 w-4" aria-hidden />
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button size="sm" onClick={onAnalyze} disabled={analyzing}>
              <Gauge className="h-4 w-4" aria-hidden />
              {analyzing ? 'Analyzing...' : 'Analyze (ATS)'}
            </Button>
          </div>
        </Card>

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
                  letter.fromHistory
                    ? 'Opened from your history: the posting below is the one you last typed. Paste this letter’s own posting if it differs.'
                    : 'The analysis scores the letter against this posting.'
                }
              />
            </div>
          </details>
        </Card>
      </div>

      <EvidencePanel
        claims={claims}
        active={active}
        onActive={setHovered}
        pinned={pinned}
        onPin={setPinned}
        showAll={showAll}
        onShowAll={setShowAll}
        requirementsCovered={letter.requirementsCovered}
        removed={letter.removed}
        notes={letter.notes}
        resumeTitle={letter.resumeTitle}
      />

      {saving && (
        <SaveDialog
          open
          onOpenChange={setSaving}
          defaultTitle={defaultLetterTitle(jobTitle, company)}
          pending={save.isPending}
          onSave={onSave}
        />
      )}
    </div>
  );
}
