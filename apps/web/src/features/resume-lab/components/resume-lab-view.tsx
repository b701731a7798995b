import type { TailorResponse } from '@careerforge/contract';
import { PageContainer, PageHeader } from '../../../components/ui/page';
import { analytics } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useTailorResume } from '../api/tailor-resume';
import { JobStep, type JobFields } from './job-step';
import { ModeStep } from './mode-step';
import { PasteStep } from './paste-step';
import { ResultsStep } from './results-step';
import { StepIndicator } from './step-indicator';
import { UploadStep } from './upload-step';
import { canTailor, type Mode, type Step } from '../lib/wizard';
import { useSessionState } from '../lib/use-draft';

/**
 * The Resume Lab wizard: resume, job, mode, results. Every input lives in sessionStorage so a
 * reload of the tab loses nothing.
 */
export function ResumeLabView() {
  const [step, setStep] = useSessionState<Step>('lab.step', 1);
  const [resumeText, setResumeText] = useSessionState('lab.resume', '');
  const [job, setJob] = useSessionState<JobFields>('lab.job', {
    jobDescription: '',
    companyName: '',
    jobTitle: '',
  });
  const [mode, setMode] = useSessionState<Mode | null>('lab.mode', null);
  const [result, setResult] = useSessionState<TailorResponse | null>('lab.result', null);
  const tailor = useTailorResume();

  const submit = async () => {
    if (
      !canTailor({
        jobDescription: job.jobDescription,
        mode,
        resumeText,
        pending: tailor.isPending,
      }) ||
      !mode
    )
      return;
    try {
      const res = await tailor.mutateAsync({
        resumeContent: resumeText,
        jobDescription: job.jobDescription,
        tailoringMode: mode,
        companyName: job.companyName,
        jobTitle: job.jobTitle,
      });
      setResult(res);
      setStep(4);
      analytics.event('resume_tailored', 'resume-lab', { mode, atsScore: res.atsScore });
      toast({ title: 'Resume tailored successfully!', description: `ATS score: ${res.atsScore}%` });
    } catch (err) {
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

  return (
    <PageContainer>
      <PageHeader
        title="Resume Lab"
        subtitle="Tailor your resume to a job in four steps, with a score that explains itself."
      />
      <StepIndicator current={step} />
      {step === 1 && (
        <UploadStep
          resumeText={resumeText}
          onResumeText={setResumeText}
          onPaste={() => setStep(1.5)}
          onContinue={() => setStep(2)}
        />
      )}
      {step === 1.5 && (
        <PasteStep
          resumeText={resumeText}
          onResumeText={setResumeText}
          onBack={() => setStep(1)}
          onSaved={() => setStep(2)}
        />
      )}
      {step === 2 && (
        <JobStep
          value={job}
          onChange={setJob}
          onBack={() => setStep(1)}
          onContinue={() => setStep(3)}
        />
      )}
      {step === 3 && (
        <ModeStep
          mode={mode}
          onMode={setMode}
          pending={tailor.isPending}
          canSubmit={canTailor({
            jobDescription: job.jobDescription,
            mode,
            resumeText,
            pending: tailor.isPending,
          })}
          onBack={() => setStep(2)}
          onSubmit={() => void submit()}
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
      {step === 4 && !result && (
        <UploadStep
          resumeText={resumeText}
          onResumeText={setResumeText}
          onPaste={() => setStep(1.5)}
          onContinue={() => setStep(2)}
        />
      )}
    </PageContainer>
  );
}
