import type { SalaryAnalysis } from '@careerforge/contract';
import { draftWith, useDraftState } from '../../../lib/use-draft-state';

export type SalaryTab = 'analyze' | 'strategy' | 'market';

/** The spec's tabs: analyze, strategy, market (Market Insights). */
export const SALARY_TABS: readonly { id: SalaryTab; label: string }[] = [
  { id: 'analyze', label: 'Analyze' },
  { id: 'strategy', label: 'Strategy' },
  { id: 'market', label: 'Market Insights' },
];

export interface SalaryForm {
  currentSalary: string;
  targetSalary: string;
  offerSalary: string;
  jobTitle: string;
  location: string;
  experience: string;
  industry: string;
  companySize: string;
  achievements: string;
}

export interface SalaryDraft {
  tab: SalaryTab;
  form: SalaryForm;
  result: SalaryAnalysis | null;
}

export const emptySalaryForm: SalaryForm = {
  currentSalary: '',
  targetSalary: '',
  offerSalary: '',
  jobTitle: '',
  location: '',
  experience: '',
  industry: '',
  companySize: '',
  achievements: '',
};

const initial: SalaryDraft = { tab: 'analyze', form: emptySalaryForm, result: null };

export const useSalaryDraft = () =>
  useDraftState<SalaryDraft>('salary', initial, draftWith<SalaryDraft>('currentSalary'));
