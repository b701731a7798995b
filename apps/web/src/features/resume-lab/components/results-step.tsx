import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  BarChart3,
  Copy,
  Download,
  Lightbulb,
  Pencil,
  Save,
} from 'lucide-react';
import type { ScoreResponse, TailorResponse } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import {
  ResumeDiffEditor,
  type EditorView,
} from '../../../components/resume-editor/resume-diff-editor';
import { LiveScoreStatus, ScoreTile } from '../../../components/resume-editor/score-tiles';
import { useLiveScore } from '../../../components/resume-editor/use-live-score';
import { analytics } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { ExportAsFile } from '../../resume-builder';
import { savedTitle, useSaveTailoredResume, useUpdateSavedText } from '../api/tailor-resume';
import { copyWithToast } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { downloadName, type Mode } from '../lib/wizard';
import { useSessionState } from '../lib/use-draft';
import { ScoreBreakdown } from '../../../components/resume-editor/score-breakdown';

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

export function ResultsStep({
  result,
  originalText,
  jobDescription,
  companyName,
  jobTitle,
  mode,
  onBackToJob,
}: Props) {
  const [fullOpen, setFullOpen] = useState(false);
  const [view, setView] = useState<EditorView>('changes');
  const [focusEditor, setFocusEditor] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const [stored, setStored] = useSessionState<EditState | null>('lab.edit', null);
  const [storedSave, setSavedState] = useSessionState<SavedState | null>('lab.saved', null);
  const save = useSaveTailoredResume();
  const updateSaved = useUpdateSavedText();

  const base = result.tailoredContent;
  const edit: EditState =
    stored && stored.base === base ? stored : { base, text: base, accepted: [] };
  const text = edit.text;
  const accepted = useMemo(() => new Set(edit.accepted), [edit.accepted]);
  const saved = storedSave && storedSave.base === base ? storedSave : null;
  const setText = (next: string) => setStored({ ...edit, text: next });

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
  const live = useLiveScore(text, jobDescription, known);
  const score = live.score ?? known.score;
  const blank = text.trim().length === 0;

  // "Make Further Edits" opens the text box: focus it once it is on the page.
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

  const copy = () =>
    copyWithToast(text, {
      title: 'Copied!',
      description: 'The tailored resume is on your clipboard.',
      failed: 'Your browser blocked the clipboard. Select the text in the full view instead.',
    });
  const download = () => {
    downloadText(downloadName(), text);
    analytics.event('resume_exported', 'resume-lab', {
      resumeId: saved?.id ?? null,
      format: 'txt',
    });
    analytics.download(saved?.id ?? null, 'txt');
    toast({
      title: 'Download Complete',
      description: 'Your tailored resume was saved as a text file.',
    });
  };
  const saveResume = async () => {
    if (blank) {
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
  const showAnalytics = () => {
    const { report } = score;
    const found = report.hardSkills.found.length;
    const total = found + report.hardSkills.missing.length;
    toast({
      title: `ATS ${score.atsScore}% · Keywords ${score.keywordMatchScore}%`,
      description: `${found} of ${total} hard skills matched; ${report.checks.filter((c) => c.passed).length} of ${report.checks.length} checks passed; ${result.improvements.length} improvements made.`,
    });
  };

  const saving = save.isPending || updateSaved.isPending;
  const dirty = saved !== null && saved.text !== text;
  const saveLabel = saving ? 'Saving…' : saved ? (dirty ? 'Save Changes' : 'Saved') : 'Save Resume';
  const edited = text !== base;

  const status = (
    <LiveScoreStatus
      text={text}
      live={live}
      idle={
        edited
          ? 'Scored against the job as you edit.'
          : 'The score of the tailored text; it updates as you edit.'
      }
    />
  );

  return (
    <div className="grid gap-6">
      <Card>
        <h2 className="text-xl font-semibold">Your tailored resume</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <ScoreTile
            label="ATS score"
            score={score.atsScore}
            before={result.originalAtsScore}
            pending={live.pending}
          />
          <ScoreTile
            label="Keyword match"
            score={score.keywordMatchScore}
            before={result.originalKeywordMatchScore}
            pending={live.pending}
          />
        </div>
        <div className="mt-2">{status}</div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setFullOpen(true)}>
            View Full Resume
          </Button>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden /> Copy
          </Button>
          <Button onClick={() => void saveResume()} disabled={saving || (saved !== null && !dirty)}>
            <Save className="h-4 w-4" aria-hidden /> {saveLabel}
          </Button>
          <Button variant="outline" onClick={download}>
            <Download className="h-4 w-4" aria-hidden /> Download
          </Button>
          <ExportAsFile
            title={savedTitle(companyName, jobTitle)}
            text={text}
            onExported={(format) => {
              analytics.event('resume_exported', 'resume-lab', {
                resumeId: saved?.id ?? null,
                format,
              });
              analytics.download(saved?.id ?? null, format);
            }}
          />
          <Button variant="outline" onClick={openEditor}>
            <Pencil className="h-4 w-4" aria-hidden /> Make Further Edits
          </Button>
          <Button variant="outline" onClick={showAnalytics}>
            <BarChart3 className="h-4 w-4" aria-hidden /> View Analytics
          </Button>
          <Button variant="ghost" onClick={onBackToJob}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> Change Job or Mode
          </Button>
        </div>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          Written by {result.provider === 'local' ? 'the built-in engine' : result.provider}; scored
          by the built-in engine.
        </p>
      </Card>

      <Card>
        <div ref={editorRef} className="scroll-mt-24">
          <h3 className="text-lg font-semibold">Review and edit</h3>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
            Your original on the left, the tailored text on the right. Accept or reject each change,
            or edit the text freely; copy, download and save use the text as you leave it.
          </p>
          <ResumeDiffEditor
            ref={textareaRef}
            original={originalText}
            value={text}
            onChange={setText}
            originalLabel="Your original"
            currentLabel="Tailored"
            textLabel="Tailored resume text"
            view={view}
            onViewChange={setView}
            accepted={accepted}
            onAcceptedChange={(next) => setStored({ ...edit, accepted: [...next] })}
            resetTo={{ text: base, label: 'Restore tailored text' }}
          />
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h3 className="font-semibold">What changed</h3>
          {result.improvements.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {result.improvements.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              Your resume already followed this mode's rules.
            </p>
          )}
        </Card>
        <Card>
          <h3 className="font-semibold">What to do next</h3>
          {result.recommendations.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {result.recommendations.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              No gaps found against this job.
            </p>
          )}
        </Card>
      </div>

      {result.suggestedProject && (
        <Card className="border-amber-300 dark:border-amber-800">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb className="h-5 w-5 text-amber-600" aria-hidden /> Suggested project:{' '}
            {result.suggestedProject.title}
          </h3>
          <p className="mt-2 text-sm">{result.suggestedProject.description}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {result.suggestedProject.relevance}
          </p>
          <ol className="mt-3 grid gap-1 text-sm">
            {result.suggestedProject.learningPath.map((s, i) => (
              <li key={s} className="flex gap-2">
                <ArrowRight className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span>
                  {i + 1}. {s}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      )}

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
        footer={<Button onClick={() => void copy()}>Copy</Button>}
      >
        <pre className="whitespace-pre-wrap font-sans text-sm" data-testid="tailored-full">
          {text}
        </pre>
      </Dialog>
    </div>
  );
}
