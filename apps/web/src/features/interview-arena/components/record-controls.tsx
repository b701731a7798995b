import { useState } from 'react';
import { Loader2, Mic, Square } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatSeconds } from '../lib/state';
import { voiceNotice, type useVoice, type VoiceProcessor } from '../lib/voice';

/**
 * The ways of recording the user has been told about in this visit: the notice comes before
 * the first recording of each. Kept in memory only, so nothing is stored in the browser.
 */
const noticeSeen = new Set<string>();
const noticeKey = (p: VoiceProcessor) =>
  p.kind === 'browser' ? `browser:${p.company ?? ''}` : p.kind;

/**
 * The record button with the recording's state, who processes the audio, and the notice that
 * says so before the first recording.
 */
export function RecordControls({
  voice,
  processor,
  statusPending,
}: {
  voice: ReturnType<typeof useVoice>;
  processor: VoiceProcessor;
  statusPending: boolean;
}) {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const notice = voiceNotice(processor);

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

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={voice.recording ? 'destructive' : 'secondary'}
          onClick={onRecord}
          aria-pressed={voice.recording}
          aria-describedby="voice-processor"
          disabled={voice.transcribing || statusPending}
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
        {!statusPending && (
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
    </>
  );
}
