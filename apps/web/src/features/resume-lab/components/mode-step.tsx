import { useEffect, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { MODES, type Mode } from '../lib/wizard';

const STAGES = [
  'Reading your resume…',
  'Analysing the job description…',
  'Matching skills and keywords…',
  'Rewriting and scoring…',
];

const ARROW_STEP: Record<string, number | undefined> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** Progress while tailoring: an indeterminate bar and the stage being worked on. */
function TailoringProgress() {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setStage((s) => Math.min(s + 1, STAGES.length - 1)), 1200);
    return () => clearInterval(t);
  }, []);
  return (
    <div className="mt-6" role="status" aria-live="polite">
      <div className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] rounded-full bg-brand-600" />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{STAGES[stage]}</p>
    </div>
  );
}

export function ModeStep({
  mode,
  onMode,
  pending,
  canSubmit,
  onBack,
  onSubmit,
}: {
  mode: Mode | null;
  onMode: (m: Mode) => void;
  pending: boolean;
  canSubmit: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  return (
    <Card>
      <h2 id="mode-heading" className="text-xl font-semibold">
        How much should we change?
      </h2>
      {/* One tab stop; the arrow keys move between the modes and choose the one they land on. */}
      <RadioGroup.Root
        value={mode ?? ''}
        onValueChange={(v) => onMode(v as Mode)}
        disabled={pending}
        aria-labelledby="mode-heading"
        className="mt-4 grid gap-3 md:grid-cols-3"
        onKeyDown={(e) => {
          // The group moves the focus; choosing here too means a quick key press (released
          // before the focus lands) still chooses the mode it moves to.
          const step = ARROW_STEP[e.key];
          if (!step || pending) return;
          const at = MODES.findIndex((m) => m.id === (e.target as HTMLButtonElement).value);
          if (at < 0) return;
          onMode(MODES[(at + step + MODES.length) % MODES.length]!.id);
        }}
      >
        {MODES.map((m) => (
          <RadioGroup.Item
            key={m.id}
            value={m.id}
            aria-labelledby={`mode-${m.id}-title`}
            aria-describedby={`mode-${m.id}-description`}
            className={cn(
              'rounded-xl border-2 p-4 text-left transition-colors disabled:cursor-not-allowed',
              mode === m.id
                ? 'border-brand-700 bg-brand-50 dark:bg-brand-900/30'
                : 'border-slate-200 hover:border-brand-600 dark:border-slate-700',
            )}
          >
            <span id={`mode-${m.id}-title`} className="block font-semibold">
              {m.title}
            </span>
            <span
              id={`mode-${m.id}-description`}
              className="mt-1 block text-sm text-slate-600 dark:text-slate-300"
            >
              {m.description}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {pending && <TailoringProgress />}
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={onSubmit} disabled={!canSubmit}>
          {pending ? 'Tailoring Resume...' : 'Tailor Resume'}
        </Button>
      </div>
    </Card>
  );
}
