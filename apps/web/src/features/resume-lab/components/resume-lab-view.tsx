import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { TailorResponse } from '@careerforge/contract';
import { PageContainer, PageHeader } from '../../../components/ui/page';
import { analytics } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api';
import { toastPlanLimit } from '../../../lib/plan-limit';
import { toast } from '../../../lib/toast';
import { useTailorResume } from '../api/tailor-resume';
import { ConfirmStep } from './confirm-step';
import { JobStep, type JobFields } from './job-step';
import { ModeStep } from './mode-step';
import { PasteStep } from './paste-step';
import { ResultsStep } from './results-step';
import { StepIndicator } from './step-indicator';
import { UploadStep } from './upload-step';
import { canTailor, type Mode, type Step } from '../lib/wizard';
import { useSessionState } from '../lib/use-draft';
import { useJobFromLink } from '../lib/job-from-link';

/**
 * On every step change (not on the first render): focus goes to the new step's heading, and the
 * window scrolls to the top of the wizard when that is out of view, so a phone shows the new
 * step (the results with their score) from its start.
 */
function useStepFocus(step: Step) {
  const wizard = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const root = wizard.current;
    if (!root) return;
    const heading = root.querySelector<HTMLElement>('[data-step-heading], h2');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    // Scroll when the wizard's top is out of view or low on the screen (a phone, scrolled down
    // to the previous step's button); a wizard whose top is in view already stays where it is.
    const top = root.getBoundingClientRect().top;
    const margin = parseFloat(getComputedStyle(root).scrollMarginTop) || 0;
    if (top < margin - 1 || top > window.innerHeight / 3)
      root.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [step]);
  return wizard;
}
/**
 * Sends the resume, job and mode for tailoring, when they are complete; the result opens the
 * results step.
 */
function useTailorSubmit({
  resumeText,
  job,
  mode,
  onResult,
}: {
  resumeText: string;
  job: JobFields;
  mode: Mode | null;
  onResult: (result: TailorResponse) => void;
}) {
  const tailor = useTailorResume();
  const canSubmit = canTailor({
    jobDescription: job.jobDescription,
    mode,
    resumeText,
    pending: tailor.isPending,
  });
  const submit = async () => {
    if (!canSubmit || !mode) return;
    try {
      const res = await tailor.mutateAsync({
        resumeContent: resumeText,
        jobDescription: job.jobDescription,
        tailoringMode: mode,
        companyName: job.companyName,
        jobTitle: job.jobTitle,
      });
      onResult(res);
      analytics.event('resume_tailored', 'resume-lab', { mode, atsScore: res.atsScore });
      toast({ title: 'Resume tailored successfully!', description: `ATS score: ${res.atsScore}%` });
    } catch (err) {
      if (toastPlanLimit(err)) return;
      toast({
        title: 'Tailoring failed',
        description: errorMessage(
          err,
          'Please try again or contact support if the issue persists.',
        ),
        variant: 'destructive',
      });
    }
  };
  return { submit, canSubmit, pending: tailor.isPending };
}

type Source = { from: 1 | 1.5; name: string | null };
const NO_JOB: JobFields = { jobDescription: '', companyName: '', jobTitle: '' };

/**
 * The resume's steps: upload (also shown on the results step when its result is gone), paste,
 * and the check of what was read.
 */
function ResumeSteps({
  step,
  setStep,
  resumeText,
  setResumeText,
  source,
  setSource,
  hasResult,
}: {
  step: Step;
  setStep: Dispatch<SetStateAction<Step>>;
  resumeText: string;
  setResumeText: (text: string) => void;
  source: Source;
  setSource: Dispatch<SetStateAction<Source>>;
  hasResult: boolean;
}) {
  const uploadStep = (onContinue: () => void) => (
    <UploadStep
      resumeText={resumeText}
      onResumeText={setResumeText}
      sourceName={source.name}
      onSourceName={(name) => setSource({ from: 1, name })}
      onPaste={() => setStep(1.5)}
      onContinue={onContinue}
    />
  );
  return (
    <>
      {step === 1 &&
        uploadStep(() => {
          setSource((s) => ({ ...s, from: 1 }));
          setStep(1.75);
        })}
      {step === 1.5 && (
        <PasteStep
          resumeText={resumeText}
          onResumeText={setResumeText}
          onBack={() => setStep(1)}
          onSaved={() => {
            setSource({ from: 1.5, name: null });
            setStep(1.75);
          }}
        />
      )}
      {step === 1.75 && (
        <ConfirmStep
          resumeText={resumeText}
          onResumeText={setResumeText}
          sourceName={source.name}
          onBack={() => setStep(source.from)}
          onContinue={() => setStep(2)}
        />
      )}
      {step === 4 && !hasResult && uploadStep(() => setStep(1.75))}
    </>
  );
}

/**
 * The Resume Lab wizard: resume (upload or paste, then a check of what was read), job, mode,
 * results. Every input lives in sessionStorage so a reload of the tab loses nothing.
 */
export function ResumeLabView() {
  const [step, setStep] = useSessionState<Step>('lab.step', 1);
  const [resumeText, setResumeText] = useSessionState('lab.resume', '');
  // where the text came from: the upload step (1) or the paste step (1.5), and its file's name
  const [source, setSource] = useSessionState<Source>('lab.source', { from: 1, name: null });
  const [job, setJob] = useSessionState<JobFields>('lab.job', NO_JOB);
  const [mode, setMode] = useSessionState<Mode | null>('lab.mode', null);
  const [result, setResult] = useSessionState<TailorResponse | null>('lab.result', null);
  const tailor = useTailorSubmit({
    resumeText,
    job,
    mode,
    onResult: (res) => {
      setResult(res);
      setStep(4);
    },
  });
  const wizard = useStepFocus(step);
  // a job sent by the browser extension replaces the job; a later step was for another job
  const linkNote = useJobFromLink((linked) => {
    setJob(linked);
    setStep((s) => (s > 2 ? 2 : s));
  });

  return (
    <PageContainer>
      <PageHeader
        title="Resume Lab"
        subtitle="Tailor your resume to a job in four steps, with a score that explains itself."
      />
      {linkNote && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100"
        >
          {linkNote}
        </p>
      )}
      <div ref={wizard} className="scroll-mt-20" data-testid="lab-wizard">
        <StepIndicator current={step} />
        <ResumeSteps
          step={step}
          setStep={setStep}
          resumeText={resumeText}
          setResumeText={setResumeText}
          source={source}
          setSource={setSource}
          hasResult={Boolean(result)}
        />
        {step === 2 && (
          <JobStep
            value={job}
            onChange={setJob}
            onBack={() => setStep(1.75)}
            onContinue={() => setStep(3)}
          />
        )}
        {step === 3 && (
          <ModeStep
            mode={mode}
            onMode={setMode}
            pending={tailor.pending}
            canSubmit={tailor.canSubmit}
            onBack={() => setStep(2)}
            onSubmit={() => void tailor.submit()}
          />
        )}
        {step === 4 && result && (
          <ResultsStep
            result={result}
            originalText={resumeText}
            jobDescription={job.jobDescription}
            companyName={job.companyName}
            jobTitle={job.jobTitle}
            mode={mode ?? 'basic'}
            onBackToJob={() => setStep(2)}
          />
        )}
      </div>
    </PageContainer>
  );
}
