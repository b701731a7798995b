import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { SalaryAnalysis } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { percent } from '../../../lib/format';

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
            : `, match ${percent(occupation.confidence)}`}
          )
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="occupation-note">
        {occupation.note}
      </p>
      {alternatives.length > 0 && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <SelectField
            id="salary-occupation-pick"
            label="Not your job? Choose another match"
            value={choice}
            onChange={setChoice}
            none="Other occupations this title could mean"
            options={alternatives.map((a) => ({
              value: a.code,
              label: `${a.title} (SOC ${a.code.slice(0, 7)})`,
            }))}
          />
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
