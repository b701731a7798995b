import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Loader2, Timer } from 'lucide-react';
import type { AnswerAnalysisResponse, InterviewSessionDetail } from '@careerforge/contract';
import { MAX_ANSWER_CHARS, NO_ANSWER_MESSAGE } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Labeled, inputClass } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { transcribe, useAnalyzeAnswer, useTranscriptionStatus } from '../api/interviews';
import { TYPE_LABELS, formatSeconds, outOf5 } from '../lib/state';
import { useVoice, voiceProcessor } from '../lib/voice';
import { FeedbackPanel } from './feedback-panel';
import { RecordControls } from './record-controls';
import { plural } from '../../../lib/format';

const DIFFICULTY_TONE = { easy: 'success', medium: 'warning', hard: 'info' } as const;

type Item = InterviewSessionDetail['items'][number];

/** The answer as typed or spoken, the words heard so far, and how long the spoken answer took. */
function useSpokenAnswer(serverTranscription: boolean) {
  const [answer, setAnswer] = useState('');
  const [live, setLive] = useState('');
  const [voiceSeconds, setVoiceSeconds] = useState<number | null>(null);
  const clear = () => {
    setAnswer('');
    setLive('');
    setVoiceSeconds(null);
  };
  const voice = useVoice(serverTranscription, transcribe, {
    onStart: clear,
    onFinal: (text) => setAnswer((a) => (a ? `${a} ${text}` : text)),
    onInterim: setLive,
    onStopped: (secs) => setVoiceSeconds(secs),
    onTranscribed: (text, secs) => {
      setAnswer(text);
      setVoiceSeconds(secs);
    },
    onError: (message, err) => toastSpecError(message, err),
  });
  const type = (text: string) => {
    setAnswer(text);
    if (!voice.recording) setVoiceSeconds(null);
  };
  const spokenSeconds = voiceSeconds ?? (voice.recording ? voice.seconds : null);
  return { answer, live, voice, clear, type, spokenSeconds };
}

/** Seconds since the question opened; only ticks when the session has a time limit. */
function useQuestionClock(index: number, sessionId: number, limit: number | null) {
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  // A new question: the clock restarts.
  useEffect(() => {
    setOpenedAt(Date.now());
  }, [index, sessionId]);
  useEffect(() => {
    if (!limit) return;
    const t = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(t);
  }, [limit]);
  return Math.max(0, (now - openedAt) / 1000);
}

/** Sends an answer for analysis and keeps each question's result of this visit. */
function useQuestionAnalysis(session: InterviewSessionDetail) {
  const [result, setResult] = useState<Record<string, AnswerAnalysisResponse>>({});
  const analyze = useAnalyzeAnswer();
  const run = (item: Item, answer: string, spoken: number | null) =>
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
  return { result, pending: analyze.isPending, run };
}

/** The session's title and count of answers, and how far through its questions this one is. */
function QuestionHeader({
  session,
  index,
  onNewSession,
}: {
  session: InterviewSessionDetail;
  index: number;
  onNewSession: () => void;
}) {
  const total = session.items.length;
  const answered = session.items.filter((i) => i.answer).length;
  return (
    <>
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
    </>
  );
}

/** The question's difficulty, skill and source, and the clock when the session has a limit. */
function QuestionBadges({
  item,
  limit,
  elapsed,
}: {
  item: Item;
  limit: number | null;
  elapsed: number;
}) {
  return (
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
  );
}

/** The answer box, the words heard while recording, and the word count. */
function AnswerBox({
  answer,
  live,
  onType,
}: {
  answer: string;
  live: string;
  onType: (text: string) => void;
}) {
  return (
    <Labeled id="answer" label="Your answer">
      <textarea
        id="answer"
        rows={8}
        className={inputClass}
        value={answer}
        maxLength={MAX_ANSWER_CHARS}
        placeholder="Type your answer, or record it. Situation, task, what you did, and the result with a number."
        onChange={(e) => onType(e.target.value)}
      />
      {live && (
        <p className="text-sm italic text-slate-600 dark:text-slate-300" aria-live="polite">
          {live}
        </p>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {answer.trim() ? answer.trim().split(/\s+/).length : 0} words · aim for 120 to 300
      </p>
    </Labeled>
  );
}

/** The answer stored from an earlier visit, folded away. */
function LastAnswer({ answer }: { answer: NonNullable<Item['answer']> }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">
        Your last answer ({plural(answer.attempts, 'attempt')})
      </summary>
      <p className="mt-2 whitespace-pre-wrap text-slate-700 dark:text-slate-300">{answer.answer}</p>
    </details>
  );
}

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
  const status = useTranscriptionStatus();
  const enabled = Boolean(status.data?.enabled);
  const { answer, live, voice, clear, type, spokenSeconds } = useSpokenAnswer(enabled);
  const limit = session.timeLimitSeconds;
  const elapsed = useQuestionClock(index, session.id, limit);
  const analysis = useQuestionAnalysis(session);

  if (!item) return null;
  const total = session.items.length;
  const shown = analysis.result[item.id] ?? item.answer?.analysis;

  const move = (to: number) => {
    const next = Math.max(0, Math.min(total - 1, to));
    if (next === index) return;
    voice.stop();
    clear();
    onIndex(next);
  };

  const onAnalyze = () => {
    if (answer.trim() === '') return toastSpecError(NO_ANSWER_MESSAGE);
    voice.stop();
    analysis.run(item, answer, spokenSeconds);
  };

  return (
    <div className="grid gap-6">
      <QuestionHeader session={session} index={index} onNewSession={onNewSession} />

      <Card className="grid gap-4">
        <QuestionBadges item={item} limit={limit} elapsed={elapsed} />
        <p className="text-lg font-medium" data-testid="question-text">
          {item.text}
        </p>

        <RecordControls
          voice={voice}
          processor={voiceProcessor(enabled)}
          statusPending={status.isPending}
        />

        <AnswerBox answer={answer} live={live} onType={type} />

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
          <Button onClick={onAnalyze} disabled={analysis.pending || voice.transcribing}>
            {analysis.pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {analysis.pending ? 'Analyzing...' : 'Analyze Answer'}
          </Button>
        </div>
      </Card>

      {shown && <FeedbackPanel analysis={shown} />}
      {!analysis.result[item.id] && item.answer && <LastAnswer answer={item.answer} />}
    </div>
  );
}
