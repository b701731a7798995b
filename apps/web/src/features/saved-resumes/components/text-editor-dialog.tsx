import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { SavedResume, SavedResumeListItem, ScoreResponse } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import {
  ResumeDiffEditor,
  type EditorView,
} from '../../../components/resume-editor/resume-diff-editor';
import {
  LiveScoreStatus,
  ScoreStatus,
  ScorePair,
} from '../../../components/resume-editor/score-tiles';
import { useLiveScore, type LiveScore } from '../../../components/resume-editor/use-live-score';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/spec-toast';
import { Spinner } from '../../../components/ui/spinner';
import { savedResumeQueryOptions } from '../api/get-saved-resumes';
import { useUpdateSavedResume } from '../api/update-saved-resume';

/** The missing required skills of a report, for a short "still missing" line. */
function missingRequired(score: ScoreResponse | undefined): string[] {
  if (!score) return [];
  return score.report.hardSkills.missing
    .filter((k) => k.required)
    .map((k) => k.jobTerm)
    .slice(0, 8);
}

/** A line saying what went wrong, read out as it appears. */
function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
      <CircleAlert className="h-4 w-4" aria-hidden /> {children}
    </p>
  );
}

/**
 * The text editor of a saved resume from the list. The list leaves out the job description and
 * the score's report, so the dialog reads the whole saved resume first.
 */
export function TextEditorDialog({
  resume,
  open,
  onOpenChange,
}: OpenState & {
  resume: SavedResumeListItem;
}) {
  const full = useQuery(savedResumeQueryOptions(resume.id));
  if (full.data) return <TextEditor resume={full.data} open={open} onOpenChange={onOpenChange} />;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Resume Text"
      description={resume.title}
      size="xl"
    >
      {full.isError ? (
        <ErrorLine>
          {errorMessage(full.error, 'The resume could not be loaded. Please try again.')}
        </ErrorLine>
      ) : (
        <Spinner label="Loading the resume" />
      )}
    </Dialog>
  );
}

/** The score a saved resume was saved with, so the editor need not ask for it again. */
function knownScore(resume: SavedResume) {
  return resume.jobDescription && resume.atsScore != null && resume.report
    ? {
        text: resume.content,
        score: {
          atsScore: resume.atsScore,
          keywordMatchScore: resume.keywordMatchScore ?? 0,
          report: resume.report,
        },
      }
    : null;
}

/** Saving the edited text (and a newly pasted job): the server scores it again; says so. */
function useSaveText(resume: SavedResume, onSaved: () => void) {
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSavedResume();
  const save = (text: string, newJob: string | null) => {
    if (!text.trim()) {
      setError('The resume text is empty. Add its text before saving.');
      return;
    }
    setError(undefined);
    update.mutate(
      { id: resume.id, patch: { content: text, ...(newJob ? { jobDescription: newJob } : {}) } },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Resume Updated',
            description:
              saved.atsScore != null
                ? `Your edits were saved. ATS score: ${saved.atsScore}%.`
                : 'Your edits were saved.',
          });
          onSaved();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setError(Object.values(err.fields)[0]);
          toastFailure('Update failed', err);
        },
      },
    );
  };
  return { save, error, saving: update.isPending };
}

/** Where the live score stands, or why there is none. */
function EditorScoreStatus({
  text,
  live,
  scoringJob,
  jobTitle,
}: {
  text: string;
  live: LiveScore;
  scoringJob: string | null;
  jobTitle: string | null;
}) {
  if (!scoringJob)
    return (
      <ScoreStatus>
        This resume was saved without the job description it was tailored to, so it cannot be scored
        again. Paste the job description below to score your edits against it.
      </ScoreStatus>
    );
  return (
    <LiveScoreStatus
      text={text}
      live={live}
      idle={
        <>
          Scored against {jobTitle ? `the ${jobTitle} job` : 'its job'} as you edit; the server
          scores it again when you save.
        </>
      }
    />
  );
}

/** The two scores (live against the job, beside the saved ones), where they stand, what is missing. */
function EditorScores({
  resume,
  text,
  live,
  scoringJob,
  known,
}: {
  resume: SavedResume;
  text: string;
  live: LiveScore;
  scoringJob: string | null;
  known: boolean;
}) {
  const missing = missingRequired(live.score);
  const saved = { ats: resume.atsScore, keywords: resume.keywordMatchScore };
  return (
    <>
      <ScorePair
        className="grid gap-3 sm:grid-cols-2"
        now={
          scoringJob
            ? { ats: live.score?.atsScore, keywords: live.score?.keywordMatchScore }
            : saved
        }
        before={scoringJob && known ? saved : undefined}
        beforeLabel="Saved"
        pending={live.pending}
      />
      <EditorScoreStatus
        text={text}
        live={live}
        scoringJob={scoringJob}
        jobTitle={resume.jobTitle}
      />
      {missing.length > 0 && !live.pending && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Still missing (required):</span> {missing.join(', ')}. Add
          them only if you have used them.
        </p>
      )}
    </>
  );
}

/** Cancel and Save, or, after Cancel with unsaved edits, the question whether to discard them. */
function EditorFooter({
  confirmDiscard,
  onKeepEditing,
  onClose,
  onSave,
  saving,
  dirty,
}: {
  confirmDiscard: boolean;
  onKeepEditing: () => void;
  onClose: (force?: boolean) => void;
  onSave: () => void;
  saving: boolean;
  dirty: boolean;
}) {
  if (confirmDiscard)
    return (
      <div role="alert" className="flex w-full flex-wrap items-center justify-end gap-2">
        <p className="mr-auto text-sm font-medium">Discard your unsaved edits?</p>
        <Button variant="outline" onClick={onKeepEditing}>
          Keep Editing
        </Button>
        <Button variant="destructive" onClick={() => onClose(true)}>
          Discard
        </Button>
      </div>
    );
  return (
    <>
      <Button variant="outline" onClick={() => onClose()}>
        Cancel
      </Button>
      <Button onClick={onSave} disabled={saving || !dirty}>
        {saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </>
  );
}

/** Closing with unsaved edits asks first; `close(true)` discards them. */
function useConfirmDiscard(dirty: boolean, onOpenChange: (open: boolean) => void) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const close = (force = false) => {
    if (dirty && !force) {
      setConfirmDiscard(true);
      return;
    }
    setConfirmDiscard(false);
    onOpenChange(false);
  };
  return { confirmDiscard, close, keepEditing: () => setConfirmDiscard(false) };
}

/**
 * The text of a saved resume: edit it freely or change by change against the saved text, see it
 * scored again against its job as you type, and save the new text (the server scores it again).
 */
function TextEditor({
  resume,
  open,
  onOpenChange,
}: OpenState & {
  resume: SavedResume;
}) {
  const [text, setText] = useState(resume.content);
  const [job, setJob] = useState(resume.jobDescription ?? '');
  const [view, setView] = useState<EditorView>('edit');
  const [accepted, setAccepted] = useState<Set<string>>(() => new Set());
  const { save, error, saving } = useSaveText(resume, () => onOpenChange(false));

  const hadJob = Boolean(resume.jobDescription);
  const jobChanged = !hadJob && job.trim().length > 0;
  const dirty = text !== resume.content || jobChanged;
  const scoringJob = job.trim() ? job : null;

  const known = useMemo(() => knownScore(resume), [resume]);
  const live = useLiveScore(text, scoringJob, known);
  const { confirmDiscard, close, keepEditing } = useConfirmDiscard(dirty, onOpenChange);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Edit Resume Text"
      description={resume.title}
      size="xl"
      footer={
        <EditorFooter
          confirmDiscard={confirmDiscard}
          onKeepEditing={keepEditing}
          onClose={close}
          onSave={() => save(text, jobChanged ? job : null)}
          saving={saving}
          dirty={dirty}
        />
      }
    >
      <div className="grid gap-4">
        <EditorScores
          resume={resume}
          text={text}
          live={live}
          scoringJob={scoringJob}
          known={known !== null}
        />
        {!hadJob && (
          <TextAreaField
            label="Job description (optional)"
            value={job}
            onChange={(e) => setJob(e.target.value)}
            rows={4}
            hint="Saved with the resume, so it can be scored again later."
          />
        )}
        {error && <ErrorLine>{error}</ErrorLine>}
        <ResumeDiffEditor
          original={resume.content}
          value={text}
          onChange={setText}
          originalLabel="Saved"
          currentLabel="Edited"
          textLabel="Resume text"
          view={view}
          onViewChange={setView}
          accepted={accepted}
          onAcceptedChange={setAccepted}
          rows={12}
        />
      </div>
    </Dialog>
  );
}
