import { Clock, Flame, Swords, Theater, Zap } from 'lucide-react';
import type { GameMode } from '@careerforge/contract';
import { Spinner } from '../../../components/ui/spinner';
import { useProgress, useSessions } from '../api/interviews';
import { MODES, formatSeconds } from '../lib/state';
import { FigureCards } from './figure-cards';
import { SessionList } from './session-list';
import { TitledSection } from '../../../components/ui/section-heading';

const ICONS: Record<GameMode, typeof Clock> = {
  practice: Clock,
  challenge: Swords,
  speed: Zap,
  roleplay: Theater,
};

/** A game mode's card: its icon, XP multiplier, name, description and time limit. */
function ModeCard({ mode: m, onPick }: { mode: (typeof MODES)[number]; onPick: () => void }) {
  const Icon = ICONS[m.id];
  return (
    <button
      type="button"
      onClick={onPick}
      className="flex h-full w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="flex w-full items-center justify-between">
        <Icon className="h-6 w-6 text-brand-700 dark:text-brand-300" aria-hidden />
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
          {m.multiplier}x XP
        </span>
      </span>
      <span className="font-semibold">{m.name}</span>
      <span className="text-sm text-slate-600 dark:text-slate-300">{m.description}</span>
      {m.timeLimit && (
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {formatSeconds(m.timeLimit)} per question
        </span>
      )}
    </button>
  );
}

/** Four game-mode cards (a click picks the mode and opens the arena), totals and the sessions. */
export function DashboardTab({
  onPickMode,
  onOpenSession,
}: {
  onPickMode: (mode: GameMode) => void;
  onOpenSession: (id: number) => void;
}) {
  const progress = useProgress();
  const sessions = useSessions();
  const p = progress.data;
  const unlocked = p?.achievements.filter((a) => a.unlocked).length ?? 0;
  return (
    <div className="grid gap-8">
      <TitledSection id="modes-heading" title="Game modes" spaced>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MODES.map((m) => (
            <li key={m.id}>
              <ModeCard mode={m} onPick={() => onPickMode(m.id)} />
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="totals-heading" title="Your practice" spaced>
        {progress.isPending ? (
          <Spinner label="Loading your progress" />
        ) : (
          <FigureCards
            figures={[
              { label: 'Sessions', value: String(p?.totals.sessions ?? 0) },
              {
                label: 'Average score',
                value: p?.totals.averageScore != null ? `${p.totals.averageScore}/100` : '–',
              },
              { label: 'Achievements', value: `${unlocked}/${p?.achievements.length ?? 4}` },
              {
                label: 'Level',
                value: `${p?.level ?? 1}`,
                extra: p ? (
                  <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
                    <Flame className="h-3 w-3 text-orange-600" aria-hidden />
                    {p.currentStreak} day streak
                  </span>
                ) : null,
              },
            ]}
          />
        )}
      </TitledSection>

      <TitledSection id="sessions-heading" title="Your sessions" spaced>
        <SessionList query={sessions} onOpen={onOpenSession} />
      </TitledSection>
    </div>
  );
}
