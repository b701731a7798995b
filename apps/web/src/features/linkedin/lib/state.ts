import type { LinkedinResult } from '@careerforge/contract';
import { draftWith, useDraftState } from '../../../lib/use-draft-state';

export type LinkedinTab = 'optimize' | 'results' | 'tips';

export const LINKEDIN_TABS: readonly { id: LinkedinTab; label: string }[] = [
  { id: 'optimize', label: 'Optimize' },
  { id: 'results', label: 'Results' },
  { id: 'tips', label: 'Tips' },
];

export interface AboutForm {
  about: string;
  targetRole: string;
  /** one of the twelve industries, or '' for none */
  industry: string;
  /** as typed: comma-separated */
  keywords: string;
}

export interface LinkedinDraft {
  tab: LinkedinTab;
  form: AboutForm;
  result: LinkedinResult | null;
  /** the optimized About as the user edits it */
  edited: string;
  /** the rewrite as optimized or last saved: anything else is an unsaved edit */
  baseline?: string;
}

const initial: LinkedinDraft = {
  tab: 'optimize',
  form: { about: '', targetRole: '', industry: '', keywords: '' },
  result: null,
  edited: '',
};

export const useLinkedinDraft = () =>
  useDraftState<LinkedinDraft>('linkedin', initial, draftWith<LinkedinDraft>('about', 'edited'));
