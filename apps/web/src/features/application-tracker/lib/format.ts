import {
  APPLICATION_PRIORITY_LABELS,
  APPLICATION_STATUS_LABELS,
  type ApplicationPriority,
  type ApplicationStatus,
} from '@careerforge/contract';
import { SHORT_DATE } from '../../../lib/format';

export const statusLabel = (s: ApplicationStatus) => APPLICATION_STATUS_LABELS[s] ?? s;
export const priorityLabel = (p: ApplicationPriority) => APPLICATION_PRIORITY_LABELS[p] ?? p;

type Tone = 'brand' | 'neutral' | 'success' | 'warning' | 'info';

export const STATUS_TONES: Record<ApplicationStatus, Tone> = {
  applied: 'info',
  reviewed: 'neutral',
  phone_screen: 'brand',
  interview: 'brand',
  final_round: 'brand',
  offer: 'success',
  rejected: 'warning',
  withdrawn: 'neutral',
};

export const PRIORITY_TONES: Record<ApplicationPriority, Tone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
};

/** The bar colour of each status in the pipeline card. */
export const STATUS_BARS: Record<ApplicationStatus, string> = {
  applied: 'bg-sky-600',
  reviewed: 'bg-slate-500',
  phone_screen: 'bg-violet-600',
  interview: 'bg-brand-700',
  final_round: 'bg-indigo-700',
  offer: 'bg-emerald-600',
  rejected: 'bg-red-600',
  withdrawn: 'bg-slate-400',
};

/** Today in the user's own time zone, 'YYYY-MM-DD' (the spec's default application date). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Mar 14, 2025' from 'YYYY-MM-DD' without a time zone shift. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return d.toLocaleDateString('en-US', { ...SHORT_DATE, timeZone: 'UTC' });
}
