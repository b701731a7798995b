import { useState, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import type { OpenState } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { workflowSteps } from '../content/home';

const details: Record<string, string> = {
  upload:
    'Start in the Resume Lab with the resume you already have. Paste its text, or upload the file; nothing is changed yet.',
  tailor:
    'Paste the job description and pick a mode: basic keeps your wording and adjusts emphasis, personalized rewrites around the role, aggressive restructures the whole resume.',
  'golden-rules':
    'Every rewrite is checked against the golden rules: only facts you gave, standard headings, measurable results and a layout an applicant tracking system can read.',
  score:
    'The ATS score and the keyword match score come from a transparent algorithm. You see each keyword found or missing and how much it weighs.',
  refine:
    'Missing skills arrive as suggestions, never as claims. Add what is genuinely yours, then tailor again and watch the score move.',
  download:
    'Save the version you sent with tags, copy it, or download it. Saved versions are ready for the next similar application.',
};

/** One bar a step, filled up to the step shown; each bar jumps to its step. */
function StepBars({ index, onPick }: { index: number; onPick: (i: number) => void }) {
  return (
    <ol className="mt-5 flex gap-1.5" aria-label="Steps">
      {workflowSteps.map((s, i) => (
        <li key={s.id} className="flex-1">
          <button
            type="button"
            onClick={() => onPick(i)}
            aria-label={`Step ${s.step}: ${s.title}`}
            aria-current={i === index ? 'step' : undefined}
            className={cn(
              'block h-2 w-full rounded-full',
              i <= index ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        </li>
      ))}
    </ol>
  );
}

function StepText({ index }: { index: number }) {
  const step = workflowSteps[index]!;
  return (
    <div className="mt-6 min-h-40" aria-live="polite">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">
        Step {step.step} of {workflowSteps.length}
      </p>
      <h3 className="mt-1 text-2xl font-bold">{step.title}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{step.description}</p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{details[step.id]}</p>
    </div>
  );
}

function CloseButton() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="absolute top-3 right-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </Dialog.Close>
  );
}

/** A two-minute walk through the six steps, one at a time. */
export default function DemoDialog({
  open,
  onOpenChange,
  signedIn,
  returnFocusTo,
}: OpenState & {
  signedIn: boolean;
  /** The button that opened the dialog gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [index, setIndex] = useState(0);
  const last = index === workflowSteps.length - 1;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setIndex(0);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <Dialog.Title className="text-xl font-bold">How Careerforge works</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Six steps from your current resume to one written for the job. About two minutes.
          </Dialog.Description>
          <StepBars index={index} onPick={setIndex} />
          <StepText index={index} />
          <div className="mt-6 flex items-center justify-between gap-3">
            <Button variant="ghost" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
              Back
            </Button>
            {last ? (
              <Link
                to={signedIn ? '/resume-lab' : '/auth?mode=signup&redirect=%2Fresume-lab'}
                className={buttonClass('primary')}
                onClick={() => {
                  setIndex(0);
                  onOpenChange(false);
                }}
              >
                Try it yourself
              </Link>
            ) : (
              <Button onClick={() => setIndex((i) => i + 1)}>Next</Button>
            )}
          </div>
          <CloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
