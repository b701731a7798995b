import { useState } from 'react';
import { ArrowRight, BarChart3, Copy, Download, Lightbulb, Pencil, Save } from 'lucide-react';
import type { TailorResponse } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { analytics } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { useSaveTailoredResume } from '../api/tailor-resume';
import { atsEmoji, scoreTextClass, scoreTone } from '../../../components/ui/score';
import { copyText } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { downloadName, preview, type Mode } from '../lib/wizard';
import { ScoreBreakdown } from './score-breakdown';

function ScoreTile({ label, score, before }: { label: string; score: number; before: number }) {
  const delta = score - before;
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
      <p className={cn('mt-1 text-4xl font-bold', scoreTextClass[scoreTone(score)])}>
        <span aria-hidden>{atsEmoji(score)} </span>
        {score}%
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Before: {before}%{' '}
        {delta !== 0 && (
          <span className={delta > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700'}>
            ({delta > 0 ? '+' : ''}
            {delta})
          </span>
        )}
      </p>
    </div>
  );
}

interface Props {
  result: TailorResponse;
  companyName: string;
  jobTitle: string;
  mode: Mode;
  onEdit: () => void;
}

export function ResultsStep({ result, companyName, jobTitle, mode, onEdit }: Props) {
  const [fullOpen, setFullOpen] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(null);
  const save = useSaveTailoredResume();

  const copy = async () => {
    try {
      await copyText(result.tailoredContent);
      toast({ title: 'Copied!', description: 'The tailored resume is on your clipboard.' });
    } catch {
      toast({
        title: 'Copy failed',
        description:
          'Your browser blocked the clipboard. Select the text in the full view instead.',
        variant: 'destructive',
      });
    }
  };
  const download = () => {
    downloadText(downloadName(), result.tailoredContent);
    analytics.event('resume_exported', 'resume-lab', { resumeId: savedId, format: 'txt' });
    analytics.download(savedId, 'txt');
    toast({
      title: 'Download Complete',
      description: 'Your tailored resume was saved as a text file.',
    });
  };
  const saveResume = async () => {
    try {
      const saved = await save.mutateAsync({ result, companyName, jobTitle, tailoringMode: mode });
      setSavedId(saved.id);
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
    const found = result.report.hardSkills.found.length;
    const total = found + result.report.hardSkills.missing.length;
    toast({
      title: `ATS ${result.atsScore}% · Keywords ${result.keywordMatchScore}%`,
      description: `${found} of ${total} hard skills matched; ${result.report.checks.filter((c) => c.passed).length} of ${result.report.checks.length} checks passed; ${result.improvements.length} improvements made.`,
    });
  };

  return (
    <div className="grid gap-6">
      <Card>
        <h2 className="text-xl font-semibold">Your tailored resume</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <ScoreTile label="ATS score" score={result.atsScore} before={result.originalAtsScore} />
          <ScoreTile
            label="Keyword match"
            score={result.keywordMatchScore}
            before={result.originalKeywordMatchScore}
          />
        </div>
        <h3 className="mt-6 font-semibold">Preview</h3>
        <pre
          className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-4 font-sans text-sm dark:bg-slate-800"
          data-testid="tailored-preview"
        >
          {preview(result.tailoredContent)}
        </pre>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setFullOpen(true)}>
            View Full Resume
          </Button>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden /> Copy
          </Button>
          <Button onClick={() => void saveResume()} disabled={save.isPending || savedId !== null}>
            <Save className="h-4 w-4" aria-hidden />{' '}
            {savedId ? 'Saved' : save.isPending ? 'Saving…' : 'Save Resume'}
          </Button>
          <Button variant="outline" onClick={download}>
            <Download className="h-4 w-4" aria-hidden /> Download
          </Button>
          <Button variant="outline" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden /> Make Further Edits
          </Button>
          <Button variant="outline" onClick={showAnalytics}>
            <BarChart3 className="h-4 w-4" aria-hidden /> View Analytics
          </Button>
        </div>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          Written by {result.provider === 'local' ? 'the built-in engine' : result.provider}; scored
          by the built-in engine.
        </p>
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
          <ScoreBreakdown report={result.report} />
        </div>
      </Card>

      <Dialog
        open={fullOpen}
        onOpenChange={setFullOpen}
        title="Tailored resume"
        size="xl"
        footer={<Button onClick={() => void copy()}>Copy</Button>}
      >
        <pre className="whitespace-pre-wrap font-sans text-sm">{result.tailoredContent}</pre>
      </Dialog>
    </div>
  );
}
