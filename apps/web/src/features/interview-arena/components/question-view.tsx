import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Loader2, Mic, Square, Timer } from 'lucide-react';
import type { AnswerAnalysisResponse, InterviewSessionDetail } from '@careerforge/contract';
import { MAX_ANSWER_CHARS, NO_ANSWER_MESSAGE } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { transcribe, useAnalyzeAnswer, useTranscriptionStatus } from '../api/interviews';
import { TYPE_LABELS, formatSeconds, outOf5 } from '../lib/state';
import { useVoice, voiceNotice, voiceProcessor, type VoiceProcessor } from '../lib/voice';
import { FeedbackPanel } from './feedback-panel';

const DIFFICULTY_TONE = { easy: 'success', medium: 'warning', hard: 'info' } as const;

/**
 * The ways of recording the user has been told about in this visit: the notice comes before
 * the first recording of each. Kept in memory only, so nothing is stored in the browser.
 */
const noticeSeen = new Set<string>();
const noticeKey = (p: VoiceProcessor) =>
  p.kind === 'browser' ? `browser:${p.company ?? ''}` : p.kind;

/** One question at a time: progress, timer, record button, answer box, previous/next, feedback. */
export function QuestionView({
  session,
  index,
  onIndex,
  onNewSession,
}: {
  session: InterviewSessionDetail;
  index: number;
  onIndex: (i: number) => void;
  onNewSession: () => void;
}) {
  const item = session.items[Math.min(index, session.items.length - 1)];
  const [answer, setAnswer] = useState('');
  const [live, setLive] = useState('');
  const [voiceSeconds, setVoiceSeconds] = useState<number | null>(null);
  const [result, setResult] = useState<Record<string, AnswerAnalysisResponse>>({});
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const analyze = useAnalyzeAnswer();
  const status = useTranscriptionStatus();
  const [noticeOpen, setNoticeOpen] = useState(false);
  const processor = voiceProcessor(Boolean(status.data?.enabled));
  const notice = voiceNotice(processor);

  const voice = useVoice(Boolean(status.data?.enabled), transcribe, {
    onStart: () => {
      setAnswer('');
      setLive('');
      setVoiceSeconds(null);
    },
    onFinal: (text) => setAnswer((a) => (a ? `${a} ${text}` : text)),
    onInterim: setLive,
    onStopped: (secs) => setVoiceSeconds(secs),
    onTranscribed: (text, secs) => {
      setAnswer(text);
      setVoiceSeconds(secs);
    },
    onError: (message, err) => toastSpecError(message, err),
  });

  // A new question: the clock restarts.
  useEffect(() => {
    setOpenedAt(Date.now());
  }, [index, session.id]);
  const limit = session.timeLimitSeconds;
  useEffect(() => {
    if (!limit) return;
    const t = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(t);
  }, [limit]);

  if (!item) return null;
  const total = session.items.length;
  const answered = session.items.filter((i) => i.answer).length;
  const shown = result[item.id] ?? item.answer?.analysis;
  const elapsed = Math.max(0, (now - openedAt) / 1000);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(total - 1, to));
    if (next === index) return;
    voice.stop();
    setAnswer('');
    setLive('');
    setVoiceSeconds(null);
    onIndex(next);
  };

  // Before the first recording, the page says who will process the audio.
  const onRecord = () => {
    if (voice.recording || processor.kind === 'none' || noticeSeen.has(noticeKey(processor)))
      return voice.toggle();
    setNoticeOpen(true);
  };
  const confirmRecording = () => {
    noticeSeen.add(noticeKey(processor));
    setNoticeOpen(false);
    voice.toggle();
  };

  const onAnalyze = () => {
    if (answer.trim() === '') return toastSpecError(NO_ANSWER_MESSAGE);
    const spoken = voiceSeconds ?? (voice.recording ? voice.seconds : null);
    voice.stop();
    analyze.mutate(
      {
        question: item.text,
        answer,
        interviewType: session.interviewType,
        sessionId: session.id,
        questionId: item.id,
        inputMode: spoken !== null ? 'voice' : 'typed',
        ...(spoken !== null ? { durationSeconds: Math.min(600, spoken) } : {}),
      },
      {
        onSuccess: (r) => {
          setResult((m) => ({ ...m, [item.id]: r }));
          toast({
            title: 'Answer Analyzed!',
            description: `Your answer scored ${outOf5(r.score)}/5.`,
          });
        },
        onError: (err) =>
          toastSpecError('Analysis Failed - Unable to analyze your answer. Please try again.', err),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{session.title}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {TYPE_LABELS[session.interviewType]} · {answered} of {total} answered
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onNewSession}>
          New session
        </Button>
      </div>

      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span>
            Question {index + 1} of {total}
          </span>
          <span>{Math.round(((index + 1) / total) * 100)}%</span>
        </div>
        <ProgressBar
          label="Question progress"
          percent={((index + 1) / total) * 100}
          value={index + 1}
          min={1}
          max={total}
          className="h-2 rounded-full bg-slate-200 dark:bg-slate-700"
          fillClassName="h-2 rounded-full bg-brand-600 transition-all"
        />
      </div>

      <Card className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={DIFFICULTY_TONE[item.difficulty]}>{item.difficulty}</Badge>
          {item.skill && <Badge tone="brand">{item.skill}</Badge>}
          {item.source.startsWith('resume') && <Badge tone="neutral">From your resume</Badge>}
          {limit && (
            <span
              className={cn(
                'ml-auto inline-flex items-center gap-1 text-sm font-medium',
                elapsed > limit ? 'text-red-700 dark:text-red-400' : '',
              )}
              aria-label={`Time: ${formatSeconds(elapsed)} of ${formatSeconds(limit)}`}
            >
              <Timer className="h-4 w-4" aria-hidden />
              {formatSeconds(elapsed)} / {formatSeconds(limit)}
            </span>
          )}
        </div>
        <p className="text-lg font-medium" data-testid="question-text">
          {item.text}
        </p>

        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={voice.recording ? 'destructive' : 'secondary'}
            onClick={onRecord}
            aria-pressed={voice.recording}
            aria-describedby="voice-processor"
            disabled={voice.transcribing || status.isPending}
          >
            {voice.recording ? (
              <Square className="h-4 w-4" aria-hidden />
            ) : (
              <Mic className="h-4 w-4" aria-hidden />
            )}
            {voice.recording ? 'Stop Recording' : 'Start Recording'}
          </Button>
          {voice.recording && (
            <span className="text-sm text-red-700 dark:text-red-400" aria-live="polite">
              Recording {formatSeconds(voice.seconds)}
            </span>
          )}
          {voice.transcribing && (
            <span className="inline-flex items-center gap-1 text-sm" aria-live="polite">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Transcribing...
            </span>
          )}
          {!status.isPending && (
            <p
              id="voice-processor"
              className="basis-full text-xs text-slate-600 dark:text-slate-300"
              data-testid="voice-processor"
            >
              {notice.short}
            </p>
          )}
        </div>
        <Dialog
          open={noticeOpen}
          onOpenChange={setNoticeOpen}
          title="Before you record"
          footer={
            <>
              <Button variant="outline" onClick={() => setNoticeOpen(false)}>
                Type instead
              </Button>
              <Button onClick={confirmRecording}>
                <Mic className="h-4 w-4" aria-hidden />
                Record my answer
              </Button>
            </>
          }
        >
          <div className="grid gap-2 text-sm" data-testid="voice-notice">
            {notice.full.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </Dialog>

        <div className="grid gap-1.5">
          <label htmlFor="answer" className="text-sm font-medium">
            Your answer
          </label>
          <textarea
            id="answer"
            rows={8}
            className={inputClass}
            value={answer}
            maxLength={MAX_ANSWER_CHARS}
            placeholder="Type your answer, or record it. Situation, task, what you did, and the result with a number."
            onChange={(e) => {
              setAnswer(e.target.value);
              if (!voice.recording) setVoiceSeconds(null);
            }}
          />
          {live && (
            <p className="text-sm italic text-slate-600 dark:text-slate-300" aria-live="polite">
              {live}
            </p>
          )}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {answer.trim() ? answer.trim().split(/\s+/).length : 0} words · aim for 120 to 300
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => move(index - 1)} disabled={index === 0}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
              Previous
            </Button>
            <Button variant="outline" onClick={() => move(index + 1)} disabled={index >= total - 1}>
              Next
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <Button onClick={onAnalyze} disabled={analyze.isPending || voice.transcribing}>
            {analyze.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {analyze.isPending ? 'Analyzing...' : 'Analyze Answer'}
          </Button>
        </div>
      </Card>

      {shown && <FeedbackPanel analysis={shown} />}
      {!result[item.id] && item.answer && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            Your last answer ({item.answer.attempts}{' '}
            {item.answer.attempts === 1 ? 'attempt' : 'attempts'})
          </summary>
          <p className="mt-2 whitespace-pre-wrap text-slate-700 dark:text-slate-300">
            {item.answer.answer}
          </p>
        </details>
      )}
    </div>
  );
}
