import {
  GAME_MODE_MULTIPLIERS,
  GAME_MODE_TIME_LIMITS,
  type GameMode,
  type InterviewTypeName,
} from '@careerforge/contract';
import type { TabItem } from '../../../components/ui/tabs';

export type ArenaTab = 'dashboard' | 'arena' | 'practice' | 'achievements' | 'history';

/** The spec's tabs: dashboard, arena, practice, achievements (Rewards), history (Stats). */
export const ARENA_TABS: readonly TabItem<ArenaTab>[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'arena', label: 'Arena' },
  { id: 'practice', label: 'Practice' },
  { id: 'achievements', label: 'Rewards' },
  { id: 'history', label: 'Stats' },
];

export const TYPE_LABELS: Record<InterviewTypeName, string> = {
  technical: 'Technical',
  behavioral: 'Behavioral',
  'system-design': 'System Design',
  'case-study': 'Case Study',
  leadership: 'Leadership',
};

export interface ModeInfo {
  id: GameMode;
  name: string;
  description: string;
  multiplier: number;
  timeLimit: number | null;
}

export const MODES: readonly ModeInfo[] = [
  {
    id: 'practice',
    name: 'Practice',
    description: 'Take your time. No clock, steady XP.',
    multiplier: GAME_MODE_MULTIPLIERS.practice,
    timeLimit: GAME_MODE_TIME_LIMITS.practice,
  },
  {
    id: 'challenge',
    name: 'Challenge',
    description: 'A clock on every question. Answer in time for Speed Demon.',
    multiplier: GAME_MODE_MULTIPLIERS.challenge,
    timeLimit: GAME_MODE_TIME_LIMITS.challenge,
  },
  {
    id: 'speed',
    name: 'Speed',
    description: 'Quick-fire: short answers against a tight clock.',
    multiplier: GAME_MODE_MULTIPLIERS.speed,
    timeLimit: GAME_MODE_TIME_LIMITS.speed,
  },
  {
    id: 'roleplay',
    name: 'Roleplay',
    description: 'Answer as you would in the room, out loud if you can.',
    multiplier: GAME_MODE_MULTIPLIERS.roleplay,
    timeLimit: GAME_MODE_TIME_LIMITS.roleplay,
  },
];

/** The title when the user leaves it blank: the interview type plus "Practice" (as the server). */
export const defaultTitle = (type: InterviewTypeName) => `${TYPE_LABELS[type]} Practice`;

/** One number, two views: out of 100 and out of 5 (one decimal), the same conversion as the server. */
export const outOf5 = (score: number) => Math.round(score / 2) / 10;

export const formatSeconds = (s: number) =>
  `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export interface ArenaState {
  tab: ArenaTab;
  mode: GameMode;
  sessionId: number | null;
  index: number;
  form: {
    title: string;
    interviewType: InterviewTypeName;
    jobDescription: string;
    resumeId: string;
  };
}

export const INITIAL_STATE: ArenaState = {
  tab: 'dashboard',
  mode: 'practice',
  sessionId: null,
  index: 0,
  form: {
    title: 'Behavioral Practice',
    interviewType: 'behavioral',
    jobDescription: '',
    resumeId: 'none',
  },
};

export const isArenaState = (v: unknown): v is ArenaState =>
  typeof v === 'object' &&
  v !== null &&
  'tab' in v &&
  'form' in v &&
  'mode' in v &&
  typeof (v as ArenaState).index === 'number';

/** A job handed over by another tool (the application tracker's "Practise in Interview Arena"). */
export interface HandedJob {
  jobDescription: string;
  companyName?: string | null;
  jobTitle?: string | null;
}

/** Takes the job another tool left in sessionStorage ('handoff.job'), once; null when none. */
export function takeHandedJob(): HandedJob | null {
  try {
    const raw = sessionStorage.getItem('handoff.job');
    if (!raw) return null;
    sessionStorage.removeItem('handoff.job');
    const job = JSON.parse(raw) as Partial<HandedJob>;
    return typeof job.jobDescription === 'string' ? (job as HandedJob) : null;
  } catch {
    return null;
  }
}
