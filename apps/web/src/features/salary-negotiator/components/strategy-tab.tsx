import { usd } from '../../../lib/format';
import { ClipboardCopy } from 'lucide-react';
import type { SalaryAnalysis } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { ListCard } from '../../../components/ui/advice-list';
import { Card } from '../../../components/ui/card';
import { TonedPercent } from '../../../components/ui/score';

/** The strategy tab: confidence, the script to read aloud, justifications, other offers, tips. */
export function StrategyTab({ result, onCopy }: { result: SalaryAnalysis; onCopy: () => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card as="section" aria-labelledby="salary-confidence-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="salary-confidence-heading" className="text-lg font-semibold">
            Negotiation strategy
          </h2>
          <p className="text-sm">
            Confidence{' '}
            <TonedPercent value={result.confidence} size="text-2xl" testId="salary-confidence" />
          </p>
        </div>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="salary-summary">
          {result.summary}
        </p>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Confidence: {result.confidenceReasons.join(' ')}
          {!result.request.targetSalary &&
            ` You gave no target; the script asks for ${usd(result.suggestedTarget)}.`}
        </p>
      </Card>
      <Card as="section" aria-labelledby="salary-script-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 id="salary-script-heading" className="text-base font-semibold">
              Your negotiation script
            </h3>
            {result.conversation && (
              <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="conversation">
                {result.conversation === 'offer'
                  ? 'For answering the offer you entered.'
                  : 'For asking your employer for a raise. Enter an offer to get the script for answering one.'}
              </p>
            )}
          </div>
          <Button variant="outline" size="sm" onClick={onCopy}>
            <ClipboardCopy className="h-4 w-4" aria-hidden />
            Copy script
          </Button>
        </div>
        <div className="mt-3 grid gap-3 text-sm leading-relaxed" data-testid="salary-script">
          {result.negotiationScript.split(/\n{2,}/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          Written by {result.provider === 'local' ? 'the built-in engine' : result.provider}; every
          figure comes from the wage data.
        </p>
      </Card>
      <ListCard title="Justifications" items={result.justifications} ordered />
      <ListCard title="Alternative offers" items={result.alternativeOffers} />
      <ListCard title="Tips" items={result.tips} />
    </div>
  );
}
