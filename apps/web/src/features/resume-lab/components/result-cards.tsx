import type { RefObject } from 'react';
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
import { LiveScoreStatus, ScorePair } from '../../../components/resume-editor/score-tiles';
import type { LiveScore } from '../../../components/resume-editor/use-live-score';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  ResumeDiffEditor,
  type EditorView,
} from '../../../components/resume-editor/resume-diff-editor';
import { ExportAsFile } from '../../resume-builder';

/** The two scores of the tailored text against the ones before, and whether they are current. */
export function TailoredScores({
  result,
  score,
  live,
  text,
}: {
  result: TailorResponse;
  score: ScoreResponse;
  live: LiveScore;
  text: string;
}) {
  const edited = text !== result.tailoredContent;
  return (
    <>
      <ScorePair
        className="mt-4 grid gap-4 sm:grid-cols-2"
        now={{ ats: score.atsScore, keywords: score.keywordMatchScore }}
        before={{ ats: result.originalAtsScore, keywords: result.originalKeywordMatchScore }}
        pending={live.pending}
      />
      <div className="mt-2">
        <LiveScoreStatus
          text={text}
          live={live}
          idle={
            edited
              ? 'Scored against the job as you edit.'
              : 'The score of the tailored text; it updates as you edit.'
          }
        />
      </div>
    </>
  );
}

/** The row of actions on the tailored text: view, copy, save, download, export, edit and more. */
export function ResultActions({
  saveLabel,
  saveDisabled,
  exportTitle,
  text,
  onViewFull,
  onCopy,
  onSave,
  onDownload,
  onExported,
  onEdit,
  onAnalytics,
  onBackToJob,
}: {
  saveLabel: string;
  saveDisabled: boolean;
  exportTitle: string;
  text: string;
  onViewFull: () => void;
  onCopy: () => void;
  onSave: () => void;
  onDownload: () => void;
  onExported: (format: string) => void;
  onEdit: () => void;
  onAnalytics: () => void;
  onBackToJob: () => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button variant="outline" onClick={onViewFull}>
        View Full Resume
      </Button>
      <Button variant="outline" onClick={onCopy}>
        <Copy className="h-4 w-4" aria-hidden /> Copy
      </Button>
      <Button onClick={onSave} disabled={saveDisabled}>
        <Save className="h-4 w-4" aria-hidden /> {saveLabel}
      </Button>
      <Button variant="outline" onClick={onDownload}>
        <Download className="h-4 w-4" aria-hidden /> Download
      </Button>
      <ExportAsFile title={exportTitle} text={text} onExported={onExported} />
      <Button variant="outline" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden /> Make Further Edits
      </Button>
      <Button variant="outline" onClick={onAnalytics}>
        <BarChart3 className="h-4 w-4" aria-hidden /> View Analytics
      </Button>
      <Button variant="ghost" onClick={onBackToJob}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> Change Job or Mode
      </Button>
    </div>
  );
}

/** The original beside the tailored text, each change to accept or reject, the text to edit. */
export function ReviewCard({
  editorRef,
  textareaRef,
  original,
  base,
  text,
  onText,
  view,
  onView,
  accepted,
  onAccepted,
}: {
  editorRef: RefObject<HTMLDivElement | null>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  original: string;
  base: string;
  text: string;
  onText: (text: string) => void;
  view: EditorView;
  onView: (view: EditorView) => void;
  accepted: ReadonlySet<string>;
  onAccepted: (next: ReadonlySet<string>) => void;
}) {
  return (
    <Card>
      <div ref={editorRef} className="scroll-mt-24">
        <h3 className="text-lg font-semibold">Review and edit</h3>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
          Your original on the left, the tailored text on the right. Accept or reject each change,
          or edit the text freely; copy, download and save use the text as you leave it.
        </p>
        <ResumeDiffEditor
          ref={textareaRef}
          original={original}
          value={text}
          onChange={onText}
          originalLabel="Your original"
          currentLabel="Tailored"
          textLabel="Tailored resume text"
          view={view}
          onViewChange={onView}
          accepted={accepted}
          onAcceptedChange={onAccepted}
          resetTo={{ text: base, label: 'Restore tailored text' }}
        />
      </div>
    </Card>
  );
}

/** A card listing short lines of advice, or a sentence saying there is none. */
function AdviceCard({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Card>
      <h3 className="font-semibold">{title}</h3>
      {items.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {items.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      )}
    </Card>
  );
}

/** What the tailoring changed and what is left to do, side by side. */
export function AdviceCards({ result }: { result: TailorResponse }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdviceCard
        title="What changed"
        items={result.improvements}
        empty="Your resume already followed this mode's rules."
      />
      <AdviceCard
        title="What to do next"
        items={result.recommendations}
        empty="No gaps found against this job."
      />
    </div>
  );
}

/** A project that would fill the job's gaps, with the steps to learn what it needs. */
export function SuggestedProjectCard({
  project,
}: {
  project: NonNullable<TailorResponse['suggestedProject']>;
}) {
  return (
    <Card className="border-amber-300 dark:border-amber-800">
      <h3 className="flex items-center gap-2 font-semibold">
        <Lightbulb className="h-5 w-5 text-amber-600" aria-hidden /> Suggested project:{' '}
        {project.title}
      </h3>
      <p className="mt-2 text-sm">{project.description}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{project.relevance}</p>
      <ol className="mt-3 grid gap-1 text-sm">
        {project.learningPath.map((s, i) => (
          <li key={s} className="flex gap-2">
            <ArrowRight className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              {i + 1}. {s}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
