import { Play } from 'lucide-react';
import type { GameMode } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { MODES, formatSeconds } from '../lib/state';

/** The choice of mode and a Start button leading to the practice tab. */
export function ArenaTab({
  mode,
  onMode,
  onStart,
}: {
  mode: GameMode;
  onMode: (mode: GameMode) => void;
  onStart: () => void;
}) {
  return (
    <Card className="grid gap-6">
      <fieldset>
        <legend className="mb-3 text-lg font-semibold">Choose your mode</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {MODES.map((m) => (
            <label
              key={m.id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-4',
                mode === m.id
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
                  : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <input
                type="radio"
                name="game-mode"
                value={m.id}
                checked={mode === m.id}
                onChange={() => onMode(m.id)}
                className="mt-1"
              />
              <span>
                <span className="font-semibold">
                  {m.name} · {m.multiplier}x XP
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {m.description}
                  {m.timeLimit ? ` ${formatSeconds(m.timeLimit)} per question.` : ''}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        XP: 10 plus a fifth of your score for each question you answer, times the mode&apos;s
        multiplier. Improvement pays more: beat your own best on a question, or on the same skill,
        and you earn twice the points you gained; beat your average for the interview type on a new
        question and you earn the points you gained.
      </p>
      <div>
        <Button onClick={onStart}>
          <Play className="h-4 w-4" aria-hidden />
          Start
        </Button>
      </div>
    </Card>
  );
}
