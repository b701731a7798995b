import type { CareerPlan } from '@careerforge/contract';
import { draftWith, useDraftState } from '../../../lib/use-draft-state';

export type CareerTab = 'plan' | 'roadmap' | 'skills' | 'network';

/** The spec's tabs: plan, roadmap, skills (Skills & Growth), network (Networking). */
export const CAREER_TABS: readonly { id: CareerTab; label: string }[] = [
  { id: 'plan', label: 'Plan' },
  { id: 'roadmap', label: 'Roadmap' },
  { id: 'skills', label: 'Skills & Growth' },
  { id: 'network', label: 'Networking' },
];

export interface CareerForm {
  currentRole: string;
  targetRole: string;
  industry: string;
  experience: string;
  /** as typed: comma-separated */
  skills: string;
  interests: string;
  timeframe: string;
}

export interface CareerDraft {
  tab: CareerTab;
  form: CareerForm;
  result: CareerPlan | null;
}

const initial: CareerDraft = {
  tab: 'plan',
  form: {
    currentRole: '',
    targetRole: '',
    industry: '',
    experience: '',
    skills: '',
    interests: '',
    timeframe: '1year',
  },
  result: null,
};

export const useCareerDraft = () =>
  useDraftState<CareerDraft>('career', initial, draftWith<CareerDraft>('currentRole'));

/** Skills as the spec reads them: comma-separated, trimmed, empties dropped. */
export const parseSkills = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
