import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { SalaryAnalysis } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/card';
import { inputClass } from '../../../components/ui/field';

/** Which occupation the figures are for, how sure the match is, and the others to pick from. */
export function OccupationCard({
  result,
  onPick,
  pending,
}: {
  result: SalaryAnalysis;
  onPick: (code: string) => void;
  pending: boolean;
}) {
  const { occupation, alternatives } = result;
  const [choice, setChoice] = useState('');
  const soc = occupation.code.slice(0, 7);
  return (
    <SectionCard id="salary-occupation-heading" title="Occupation used" titleSize="base">
      <p className="mt-1 text-sm">
        <span className="font-medium">{occupation.title}</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">
          (SOC {soc}
          {occupation.method === 'chosen'
            ? ', your choice'
            : `, match ${Math.round(occupation.confidence * 100)}%`}
          )
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="occupation-note">
        {occupation.note}
      </p>
      {alternatives.length > 0 && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <label htmlFor="salary-occupation-pick" className="text-sm font-medium">
              Not your job? Choose another match
            </label>
            <select
              id="salary-occupation-pick"
              className={inputClass}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              <option value="">Other occupations this title could mean</option>
              {alternatives.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.title} (SOC {a.code.slice(0, 7)})
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            disabled={!choice || pending}
            onClick={() => choice && onPick(choice)}
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            {pending ? 'Analyzing...' : 'Use this occupation'}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
