import { FolderHeart, Gauge, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import type { CoverLetterDto } from '@careerforge/contract';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState, EmptyTab } from '../../../components/ui/empty-state';
import { Tabs } from '../../../components/ui/tabs';
import { toastSpecError } from '../../../lib/spec-toast';
import { replaceSentence } from '../../../lib/text-ranges';
import { toast } from '../../../lib/toast';
import { useAnalyzeCoverLetter, useGenerateCoverLetter } from '../api/cover-letters';
import { averageScore, choiceIds, choiceOf } from '../lib/resume-choice';
import {
  LETTER_TABS,
  REPLACE_CONFIRM,
  currentFrom,
  hasUnsavedEdits,
  ownLetter,
  useLetterDraft,
} from '../lib/state';
import { FeedbackTab } from './feedback-tab';
import { GenerateForm } from './generate-form';
import { HistoryTab } from './history-tab';
import { LetterEditor } from './letter-editor';
import { draftSetters } from '../../../lib/use-draft-state';

const JOB_REQUIRED =
  'Job Description Required - Please enter a job description to generate your cover letter.';
const NO_CONTENT = 'No Content to Analyze - Please generate a cover letter first.';
const JOB_REQUIRED_ATS =
  'Job Description Required - Please enter the job description for accurate ATS analysis.';

/** The Edit & Review tab before there is a letter: generate one, or write your own. */
function NoLetterYet({
  onGenerate,
  onWriteOwn,
}: {
  onGenerate: () => void;
  onWriteOwn: () => void;
}) {
  return (
    <EmptyState
      title="No cover letter yet"
      description="Generate a letter from your resume and the job, or write your own here and analyze it."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onGenerate}>Generate a Cover Letter</Button>
          <Button variant="outline" onClick={onWriteOwn}>
            <PenLine className="h-4 w-4" aria-hidden />
            Write my own
          </Button>
        </div>
      }
    />
  );
}

/** The AI Feedback tab before an analysis: the way to the tab that makes one. */
function NoAnalysisYet({ hasLetter, onGo }: { hasLetter: boolean; onGo: () => void }) {
  return (
    <EmptyTab
      title="No analysis yet"
      description="Analyze your letter on the Edit & Review tab to see its ATS, relevance and personality scores."
      go={hasLetter ? 'Go to Edit & Review' : 'Generate a Cover Letter'}
      icon={Gauge}
      onGo={onGo}
    />
  );
}

/** The page's title, what it does, and the way to the saved letters. */
function CoverLetterHeader() {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Cover Letter Generator</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Write a letter from your own experience, see the source of every claim, and check it
          against the job.
        </p>
      </div>
      <Link to="/saved-cover-letters" className={buttonClass('outline')}>
        <FolderHeart className="h-4 w-4" aria-hidden />
        Saved Cover Letters
      </Link>
    </div>
  );
}

/** The cover letter generator: generate, Edit & Review, AI Feedback and history tabs. */
export function CoverLetterView() {
  const [draft, setDraft] = useLetterDraft();
  const generate = useGenerateCoverLetter();
  const analyze = useAnalyzeCoverLetter();
  const { form, letter, content, analysis, tab } = draft;

  const { setTab, setForm } = draftSetters(setDraft);
  const setContent = (text: string) => setDraft((d) => ({ ...d, content: text }));

  const onGenerate = () => {
    if (form.jobDescription.trim() === '') {
      toastSpecError(JOB_REQUIRED);
      return;
    }
    if (hasUnsavedEdits(draft) && !window.confirm(REPLACE_CONFIRM)) return;
    generate.mutate(
      {
        ...choiceIds(form.choice),
        jobDescription: form.jobDescription,
        companyName: form.companyName.trim() || null,
        jobTitle: form.jobTitle.trim() || null,
        tone: form.tone,
      },
      {
        onSuccess: (result) => {
          setDraft((d) => ({
            ...d,
            letter: currentFrom(result),
            content: result.content,
            baseline: result.content,
            analysis: null,
            tab: 'edit',
          }));
          toast({
            title: 'Cover Letter Generated!',
            description: result.claims.length
              ? `Your ${result.tone} letter is ready. Check each claim against its source before you send it.`
              : `Your ${result.tone} letter is ready to review.`,
          });
        },
        onError: (err) =>
          toastSpecError(
            'Generation Failed - Unable to generate cover letter. Please try again.',
            err,
          ),
      },
    );
  };

  const onAnalyze = () => {
    if (content.trim() === '') {
      toastSpecError(NO_CONTENT);
      return;
    }
    if (form.jobDescription.trim() === '') {
      toastSpecError(JOB_REQUIRED_ATS);
      return;
    }
    const analysed = content;
    analyze.mutate(
      {
        coverLetterContent: analysed,
        jobDescription: form.jobDescription,
        companyName: letter?.companyName ?? (form.companyName.trim() || null),
        jobTitle: letter?.jobTitle ?? (form.jobTitle.trim() || null),
        // the resume the letter was written from, so suggestions use what it shows
        resumeId: letter?.resumeId ?? null,
        savedResumeId: letter?.savedResumeId ?? null,
      },
      {
        onSuccess: (result) => {
          setDraft((d) => ({ ...d, analysis: { result, content: analysed } }));
          toast({
            title: 'ATS Analysis Complete!',
            description: `Overall score: ${averageScore(result)}/100 (ATS ${result.atsScore}, relevance ${result.relevanceScore}, personality ${result.personalityScore}). See AI Feedback for how to improve it.`,
          });
        },
        onError: (err) =>
          toastSpecError(
            'Analysis Failed - Unable to analyze cover letter. Please try again.',
            err,
          ),
      },
    );
  };

  const onOpen = (l: CoverLetterDto) => {
    if (hasUnsavedEdits(draft) && !window.confirm(REPLACE_CONFIRM)) return;
    setDraft((d) => ({
      ...d,
      // the posting it was written for comes back with it; letters kept before that did not
      letter: { ...currentFrom(l), fromHistory: l.jobDescription == null },
      content: l.content,
      baseline: l.content,
      analysis: null,
      form: {
        ...d.form,
        choice: choiceOf(l),
        jobDescription: l.jobDescription ?? d.form.jobDescription,
        companyName: l.companyName ?? '',
        jobTitle: l.jobTitle ?? '',
        tone: l.tone,
      },
      tab: 'edit',
    }));
    toast({ title: 'Opened', description: `"${l.title}" is in the editor.` });
  };

  const onApply = (current: string, improved: string) => {
    const next = replaceSentence(content, current, improved);
    if (next === null) return;
    setContent(next);
    toast({ title: 'Applied', description: 'The editor has the improved text.' });
  };

  const writeOwn = () =>
    setDraft((d) => ({
      ...d,
      letter: ownLetter(d.form),
      content: '',
      baseline: '',
      analysis: null,
    }));

  let body;
  if (tab === 'generate') {
    body = (
      <GenerateForm
        form={form}
        onChange={setForm}
        onSubmit={onGenerate}
        pending={generate.isPending}
      />
    );
  } else if (tab === 'edit') {
    body = letter ? (
      <LetterEditor
        letter={letter}
        content={content}
        onContent={setContent}
        form={form}
        onForm={setForm}
        onAnalyze={onAnalyze}
        analyzing={analyze.isPending}
        onSaved={(text) => setDraft((d) => ({ ...d, baseline: text }))}
      />
    ) : (
      <NoLetterYet onGenerate={() => setTab('generate')} onWriteOwn={writeOwn} />
    );
  } else if (tab === 'feedback') {
    body = analysis ? (
      <FeedbackTab
        analysis={analysis.result}
        content={content}
        stale={analysis.content !== content}
        onApply={onApply}
        onAnalyze={onAnalyze}
        analyzing={analyze.isPending}
      />
    ) : (
      <NoAnalysisYet hasLetter={!!letter} onGo={() => setTab(letter ? 'edit' : 'generate')} />
    );
  } else {
    body = <HistoryTab onOpen={onOpen} onGenerate={() => setTab('generate')} />;
  }

  return (
    <>
      <CoverLetterHeader />
      <Tabs kind="page" tabs={LETTER_TABS} value={tab} onChange={setTab} label="Cover letter steps">
        {body}
      </Tabs>
    </>
  );
}
