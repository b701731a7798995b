import { useState } from 'react';
import { ClipboardCopy, FileDown, FileText, Gauge, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { analytics } from '../../../lib/analytics';
import { copyWithToast } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { downloadLetterFile, useCreateSavedCoverLetter } from '../../saved-cover-letters';
import { letterFileName } from '../lib/file-names';
import type { CurrentLetter } from '../lib/state';

export type LetterActionsState = ReturnType<typeof useLetterActions>;

/** What the editor's buttons do with the letter as it is now: copy it, download it, save it. */
export function useLetterActions({
  letter,
  content,
  company,
  jobTitle,
  onSaved,
}: {
  letter: CurrentLetter;
  content: string;
  company: string | null;
  jobTitle: string | null;
  onSaved: (text: string) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [fileBusy, setFileBusy] = useState<'pdf' | 'docx' | null>(null);
  const save = useCreateSavedCoverLetter();

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

  return {
    copy,
    downloadTxt,
    downloadFile,
    fileBusy,
    saving,
    setSaving,
    onSave,
    savePending: save.isPending,
  };
}

/** The row of buttons under the letter: copy, the downloads, save and analyse. */
export function LetterActions({
  actions: { copy, downloadTxt, downloadFile, fileBusy, setSaving, savePending },
  blank,
  onAnalyze,
  analyzing,
}: {
  actions: LetterActionsState;
  blank: boolean;
  onAnalyze: () => void;
  analyzing: boolean;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void copy()} disabled={blank}>
        <ClipboardCopy className="h-4 w-4" aria-hidden />
        Copy
      </Button>
      <Button variant="outline" size="sm" onClick={downloadTxt} disabled={blank}>
        <FileText className="h-4 w-4" aria-hidden />
        Download .txt
      </Button>
      {(['docx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          onClick={() => void downloadFile(format)}
          disabled={blank || fileBusy !== null}
        >
          <FileDown className="h-4 w-4" aria-hidden />
          {fileBusy === format
            ? `Preparing ${format.toUpperCase()}...`
            : `Download ${format.toUpperCase()}`}
        </Button>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setSaving(true)}
        disabled={blank || savePending}
      >
        <Save className="h-4 w-4" aria-hidden />
        {savePending ? 'Saving...' : 'Save'}
      </Button>
      <Button size="sm" onClick={onAnalyze} disabled={analyzing}>
        <Gauge className="h-4 w-4" aria-hidden />
        {analyzing ? 'Analyzing...' : 'Analyze (ATS)'}
      </Button>
    </div>
  );
}
