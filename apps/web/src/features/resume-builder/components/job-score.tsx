import { useState } from 'react';
import { Gauge } from 'lucide-react';
import { MAX_JOB_DESCRIPTION_CHARS, type ScoreResponse } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ScoreBreakdown } from '../../../components/resume-editor/score-breakdown';
import { ScorePair } from '../../../components/resume-editor/score-tiles';
import { api, errorMessage } from '../../../lib/api';
import { ErrorText } from '../../../components/ui/error-text';

/** A score and the texts it was computed from. */
interface Scored {
  score: ScoreResponse;
  resume: string;
  job: string;
}

/**
 * Scores the built resume (the plain text an ATS reads from the export) against a pasted job
 * description, with the same engine as the Resume Lab.
 */
export function JobScore({ resumeText }: { resumeText: string }) {
  const [job, setJob] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scored, setScored] = useState<Scored | null>(null);
  const blankJob = job.trim().length === 0;
  const tooLong = job.length > MAX_JOB_DESCRIPTION_CHARS;

  const run = async () => {
    if (blankJob || tooLong) return;
    setBusy(true);
    setError(null);
    try {
      const score = await api.call('lab.score', {
        body: { resumeContent: resumeText, jobDescription: job },
      });
      setScored({ score, resume: resumeText, job });
    } catch (err) {
      setError(`Scoring failed. ${errorMessage(err, 'Please try again.')}`);
    } finally {
      setBusy(false);
    }
  };

  const stale = scored !== null && (scored.resume !== resumeText || scored.job !== job);
  return (
    <section className="grid gap-3" aria-labelledby="job-score-heading">
      <div>
        <h2 id="job-score-heading" className="text-sm font-semibold">
          Score against a job
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Paste a job description to score the text above with the same engine as the Resume Lab.
        </p>
      </div>
      <TextAreaField
        label="Job description"
        rows={6}
        value={job}
        onChange={(e) => setJob(e.target.value)}
        placeholder="Paste the job description here"
        error={
          tooLong
            ? `The job description is longer than ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('en-US')} characters. Shorten it and try again.`
            : undefined
        }
        hint={blankJob ? 'Paste a job description to score your resume against it.' : undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void run()} disabled={busy || blankJob || tooLong}>
          <Gauge className="h-4 w-4" aria-hidden /> {busy ? 'Scoring…' : 'Score'}
        </Button>
        {stale && !busy && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            The resume or the job changed since this score. Score again to update it.
          </p>
        )}
      </div>
      {error && <ErrorText>{error}</ErrorText>}
      {scored && (
        <div className="grid gap-4" data-testid="job-score">
          <ScorePair
            now={{ ats: scored.score.atsScore, keywords: scored.score.keywordMatchScore }}
            pending={busy}
          />
          <ScoreBreakdown report={scored.score.report} />
        </div>
      )}
    </section>
  );
}
