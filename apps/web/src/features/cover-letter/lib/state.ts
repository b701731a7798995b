import type {
  CoverLetterDto,
  CoverLetterTone,
  GeneratedCoverLetter,
  LetterAnalysisDto,
  LetterClaimDto,
} from '@careerforge/contract';
import { useDraftState } from '../../../lib/use-draft-state';

export type LetterTab = 'generate' | 'edit' | 'feedback' | 'history';

export const LETTER_TABS: readonly { id: LetterTab; label: string }[] = [
  { id: 'generate', label: 'Generate' },
  { id: 'edit', label: 'Edit & Review' },
  { id: 'feedback', label: 'AI Feedback' },
  { id: 'history', label: 'History' },
];

export const TONE_OPTIONS: readonly { value: CoverLetterTone; label: string; hint: string }[] = [
  { value: 'professional', label: 'Professional', hint: 'Clear and measured' },
  { value: 'enthusiastic', label: 'Enthusiastic', hint: 'Warm and energetic' },
  { value: 'confident', label: 'Confident', hint: 'Direct, leads with results' },
  { value: 'creative', label: 'Creative', hint: 'A personal, vivid opening' },
  { value: 'formal', label: 'Formal', hint: 'Traditional business letter' },
];

export interface LetterForm {
  /** 'none', 'resume:{id}' or 'saved:{id}' */
  choice: string;
  jobDescription: string;
  companyName: string;
  jobTitle: string;
  tone: CoverLetterTone;
}

export const emptyForm: LetterForm = {
  choice: 'none',
  jobDescription: '',
  companyName: '',
  jobTitle: '',
  tone: 'professional',
};

/** The letter in the editor: where it came from and the evidence for its sentences. */
export interface CurrentLetter {
  id: number | null;
  title: string;
  companyName: string | null;
  jobTitle: string | null;
  tone: CoverLetterTone | null;
  resumeId: number | null;
  savedResumeId: number | null;
  resumeTitle: string | null;
  claims: LetterClaimDto[];
  requirementsCovered: string[];
  /** sentences dropped because the resume does not support them (fresh letters only) */
  removed: string[];
  notes: string[];
  /**
   * "Your resume shows few of this posting's requirements: ..." when the chosen resume meets
   * few of them (fresh letters only; null otherwise)
   */
  warning: string | null;
  provider: string | null;
  /** opened from the history without the posting it was written for (letters kept before it was stored) */
  fromHistory?: boolean;
}

export function currentFrom(letter: CoverLetterDto | GeneratedCoverLetter): CurrentLetter {
  return {
    id: letter.id,
    title: letter.title,
    companyName: letter.companyName,
    jobTitle: letter.jobTitle,
    tone: letter.tone,
    resumeId: letter.resumeId,
    savedResumeId: letter.savedResumeId,
    resumeTitle: letter.resumeTitle,
    claims: letter.claims,
    requirementsCovered: letter.requirementsCovered,
    removed: 'removed' in letter ? letter.removed : [],
    notes: 'notes' in letter ? letter.notes : [],
    warning: 'warning' in letter ? (letter.warning ?? null) : null,
    provider: letter.provider,
  };
}

/** A letter the user wrote or pasted themselves: no evidence to show. */
export const ownLetter = (form: LetterForm): CurrentLetter => ({
  id: null,
  title: '',
  companyName: form.companyName.trim() || null,
  jobTitle: form.jobTitle.trim() || null,
  tone: null,
  resumeId: null,
  savedResumeId: null,
  resumeTitle: null,
  claims: [],
  requirementsCovered: [],
  removed: [],
  notes: [],
  warning: null,
  provider: null,
});

export interface AnalysisState {
  result: LetterAnalysisDto;
  /** the text that was analysed (the letter may have changed since) */
  content: string;
}

export interface LetterDraft {
  tab: LetterTab;
  form: LetterForm;
  letter: CurrentLetter | null;
  /** the editor's text */
  content: string;
  /** the text as generated, opened or last saved: anything else is an unsaved edit */
  baseline?: string;
  analysis: AnalysisState | null;
}

/** Whether replacing the editor's text would lose edits the user has not saved. */
export const hasUnsavedEdits = (d: Pick<LetterDraft, 'content' | 'baseline'>) =>
  d.content.trim() !== '' && d.content !== (d.baseline ?? '');

export const REPLACE_CONFIRM =
  'Replace the letter in the editor? Your edits to it have not been saved.';

const initial: LetterDraft = {
  tab: 'generate',
  form: emptyForm,
  letter: null,
  content: '',
  analysis: null,
};

const isDraft = (v: unknown): v is LetterDraft =>
  typeof v === 'object' &&
  v !== null &&
  'form' in v &&
  'content' in v &&
  typeof (v as LetterDraft).content === 'string' &&
  typeof (v as LetterDraft).form?.jobDescription === 'string';

/** The whole page's state, kept across a reload of the tab. */
export const useLetterDraft = () => useDraftState<LetterDraft>('cover-letter', initial, isDraft);
