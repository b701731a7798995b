import { useEffect, useMemo, useRef, useState } from 'react';
import type { ScoreResponse, TailorResponse } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import type { EditorView } from '../../../components/resume-editor/resume-diff-editor';
import { useLiveScore } from '../../../components/resume-editor/use-live-score';
import { analytics } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { savedTitle, useSaveTailoredResume, useUpdateSavedText } from '../api/tailor-resume';
import { copyWithToast } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { downloadName, type Mode } from '../lib/wizard';
import { useSessionState } from '../lib/use-draft';
import { ScoreBreakdown } from '../../../components/resume-editor/score-breakdown';
import {
  AdviceCards,
  ResultActions,
  ReviewCard,
  SuggestedProjectCard,
  TailoredScores,
} from './result-cards';

interface Props {
  result: TailorResponse;
  /** the resume as it was sent for tailoring */
  originalText: string;
  jobDescription: string;
  companyName: string;
  jobTitle: string;
  mode: Mode;
  /** back to the job description, to tailor again */
  onBackToJob: () => void;
}

/** The edited text of one tailoring result, kept in the tab so a reload loses no edit. */
interface EditState {
  /** the tailored text the edits started from (a new result starts afresh) */
  base: string;
  text: string;
  accepted: string[];
}

/** The resume saved from this result, and the text it was saved with. */
interface SavedState {
  base: string;
  id: number;
  text: string;
}

const copy = (text: string) =>
  copyWithToast(text, {
    title: 'Copied!',
    description: 'The tailored resume is on your clipboard.',
    failed: 'Your browser blocked the clipboard. Select the text in the full view instead.',
  });

/** Counts an export of the tailored resume, saved or not, in the analytics. */
function logExport(resumeId: number | null, format: string) {
  analytics.event('resume_exported', 'resume-lab', { resumeId, format });
  analytics.download(resumeId, format);
}

function download(text: string, resumeId: number | null) {
  downloadText(downloadName(), text);
  logExport(resumeId, 'txt');
  toast({
    title: 'Download Complete',
    description: 'Your tailored resume was saved as a text file.',
  });
}

/** The scores in one toast: hard skills matched, checks passed, improvements made. */
function showAnalytics(score: ScoreResponse, improvements: number) {
  const { report } = score;
  const found = report.hardSkills.found.length;
  const total = found + report.hardSkills.missing.length;
  toast({
    title: `ATS ${score.atsScore}% · Keywords ${score.keywordMatchScore}%`,
    description: `${found} of ${total} hard skills matched; ${report.checks.filter((c) => c.passed).length} of ${report.checks.length} checks passed; ${improvements} improvements made.`,
  });
}

/** The tailored text as edited, the changes accepted, and its score as it is now. */
function useTailoredText(result: TailorResponse, jobDescription: string) {
  const [stored, setStored] = useSessionState<EditState | null>('lab.edit', null);
  const base = result.tailoredContent;
  const edit: EditState =
    stored && stored.base === base ? stored : { base, text: base, accepted: [] };
  const accepted = useMemo(() => new Set(edit.accepted), [edit.accepted]);
  const known = useMemo(
    () => ({
      text: base,
      score: {
        atsScore: result.atsScore,
        keywordMatchScore: result.keywordMatchScore,
        report: result.report,
      } satisfies ScoreResponse,
    }),
    [base, result.atsScore, result.keywordMatchScore, result.report],
  );
  const live = useLiveScore(edit.text, jobDescription, known);
  return {
    base,
    text: edit.text,
    setText: (next: string) => setStored({ ...edit, text: next }),
    accepted,
    setAccepted: (next: ReadonlySet<string>) => setStored({ ...edit, accepted: [...next] }),
    live,
    score: live.score ?? known.score,
  };
}

/** Saves the text as a new resume, then saves edits to that same resume. */
function useSaveResult(
  { result, jobDescription, companyName, jobTitle, mode }: Props,
  { base, text, live, score }: ReturnType<typeof useTailoredText>,
) {
  const [storedSave, setSavedState] = useSessionState<SavedState | null>('lab.saved', null);
  const save = useSaveTailoredResume();
  const updateSaved = useUpdateSavedText();
  const saved = storedSave && storedSave.base === base ? storedSave : null;

  const saveResume = async () => {
    if (text.trim().length === 0) {
      toast({
        title: 'Save Failed',
        description: 'The resume is empty. Add its text before saving.',
        variant: 'destructive',
      });
      return;
    }
    try {
      if (saved) {
        await updateSaved.mutateAsync({ id: saved.id, content: text });
        setSavedState({ ...saved, text });
        toast({ title: 'Resume Updated', description: 'Your edits were saved.' });
        return;
      }
      const row = await save.mutateAsync({
        result,
        content: text,
        score: live.pending ? undefined : score,
        jobDescription,
        companyName,
        jobTitle,
        tailoringMode: mode,
      });
      setSavedState({ base, id: row.id, text });
      toast({ title: 'Resume Saved!', description: 'Find it any time in Saved Resumes.' });
    } catch (err) {
      toast({
        title: 'Save Failed',
        description: errorMessage(err, 'Failed to save your resume. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const saving = save.isPending || updateSaved.isPending;
  const dirty = saved !== null && saved.text !== text;
  const saveLabel = saving ? 'Saving…' : saved ? (dirty ? 'Save Changes' : 'Saved') : 'Save Resume';
  return {
    savedId: saved?.id ?? null,
    saveResume,
    saveLabel,
    saveDisabled: saving || (saved !== null && !dirty),
  };
}

/** The editor's view, and "Make Further Edits": open the text box, then focus it once shown. */
function useEditorFocus() {
  const [view, setView] = useState<EditorView>('changes');
  const [focusEditor, setFocusEditor] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusEditor || view !== 'edit') return;
    setFocusEditor(false);
    editorRef.current?.scrollIntoView({ block: 'start' });
    textareaRef.current?.focus();
  }, [focusEditor, view]);
  const openEditor = () => {
    setView('edit');
    setFocusEditor(true);
  };
  return { view, setView, textareaRef, editorRef, openEditor };
}

export function ResultsStep(props: Props) {
  const { result, originalText, companyName, jobTitle, onBackToJob } = props;
  const [fullOpen, setFullOpen] = useState(false);
  const editor = useEditorFocus();
  const tailored = useTailoredText(result, props.jobDescription);
  const { base, text, live, score } = tailored;
  const { savedId, saveResume, saveLabel, saveDisabled } = useSaveResult(props, tailored);

  return (
    <div className="grid gap-6">
      <Card>
        <h2 className="text-xl font-semibold">Your tailored resume</h2>
        <TailoredScores result={result} score={score} live={live} text={text} />
        <ResultActions
          saveLabel={saveLabel}
          saveDisabled={saveDisabled}
          exportTitle={savedTitle(companyName, jobTitle)}
          text={text}
          onViewFull={() => setFullOpen(true)}
          onCopy={() => void copy(text)}
          onSave={() => void saveResume()}
          onDownload={() => download(text, savedId)}
          onExported={(format) => logExport(savedId, format)}
          onEdit={editor.openEditor}
          onAnalytics={() => showAnalytics(score, result.improvements.length)}
          onBackToJob={onBackToJob}
        />
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          Written by {result.provider === 'local' ? 'the built-in engine' : result.provider}; scored
          by the built-in engine.
        </p>
      </Card>

      <ReviewCard
        editorRef={editor.editorRef}
        textareaRef={editor.textareaRef}
        original={originalText}
        base={base}
        text={text}
        onText={tailored.setText}
        view={editor.view}
        onView={editor.setView}
        accepted={tailored.accepted}
        onAccepted={tailored.setAccepted}
      />

      <AdviceCards result={result} />

      {result.suggestedProject && <SuggestedProjectCard project={result.suggestedProject} />}

      <Card>
        <h3 className="text-lg font-semibold">Score breakdown</h3>
        <div className="mt-4">
          <ScoreBreakdown report={score.report} />
        </div>
      </Card>

      <Dialog
        open={fullOpen}
        onOpenChange={setFullOpen}
        title="Tailored resume"
        size="xl"
        footer={<Button onClick={() => void copy(text)}>Copy</Button>}
      >
        <pre className="whitespace-pre-wrap font-sans text-sm" data-testid="tailored-full">
          {text}
        </pre>
      </Dialog>
    </div>
  );
}
