import { percent, usd } from '../../../lib/format';
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { CareerPlan } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { ListCard } from '../../../components/ui/advice-list';
import { Card, SectionCard } from '../../../components/ui/card';
import { inputClass } from '../../../components/ui/field';
import { TonedPercent } from '../../../components/ui/score';
import { cn } from '../../../lib/cn';
import { TitledSection } from '../../../components/ui/section-heading';

type Which = 'current' | 'target';

/** Both occupations the plan uses, how sure each match is, and other matches to pick. */
export function OccupationsCard({
  plan,
  onPick,
  pending,
}: {
  plan: CareerPlan;
  onPick: (which: Which, code: string) => void;
  pending: boolean;
}) {
  const [choice, setChoice] = useState<{ which: Which; code: string } | null>(null);
  const rows: Array<
    [Which, string, CareerPlan['currentOccupation'], CareerPlan['currentAlternatives']]
  > = [
    ['current', 'Current role', plan.currentOccupation, plan.currentAlternatives],
    ['target', 'Target role', plan.targetOccupation, plan.targetAlternatives],
  ];
  return (
    <SectionCard id="career-occupations-heading" title="Occupations used" titleSize="base">
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        {rows.map(([which, label, occ, alts]) => (
          <div key={which} className="grid gap-1 text-sm">
            <p>
              <span className="font-medium">{label}:</span> {occ.title}{' '}
              <span className="text-slate-600 dark:text-slate-300">
                (SOC {occ.code.slice(0, 7)}
                {occ.method === 'chosen' ? ', your choice' : `, match ${percent(occ.confidence)}`})
              </span>
            </p>
            <p className="text-slate-600 dark:text-slate-300">{occ.note}</p>
            {alts.length > 0 && (
              <div className="mt-1 flex flex-wrap items-end gap-2">
                <label className="sr-only" htmlFor={`career-pick-${which}`}>
                  Choose another occupation for the {label.toLowerCase()}
                </label>
                <select
                  id={`career-pick-${which}`}
                  className={cn(inputClass, 'max-w-xs')}
                  value={choice?.which === which ? choice.code : ''}
                  onChange={(e) =>
                    setChoice(e.target.value ? { which, code: e.target.value } : null)
                  }
                >
                  <option value="">Not right? Other matches</option>
                  {alts.map((a) => (
                    <option key={a.code} value={a.code}>
                      {a.title}
                    </option>
                  ))}
                </select>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending || choice?.which !== which}
                  onClick={() => choice && onPick(choice.which, choice.code)}
                >
                  <RefreshCw className="h-4 w-4" aria-hidden />
                  Use it
                </Button>
              </div>
            )}
          </div>
        ))}
      </div>
    </SectionCard>
  );
}

/** How viable the path is, the reason in a sentence, and the factors behind it. */
function ViabilityCard({ plan }: { plan: CareerPlan }) {
  return (
    <Card as="section" aria-labelledby="career-viability-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="career-viability-heading" className="text-lg font-semibold">
          Path viability
        </h2>
        <TonedPercent value={plan.pathViability} size="text-3xl" testId="career-viability" />
      </div>
      <p className="mt-2 text-sm">{plan.viabilityExplanation}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {plan.viabilityFactors.map((f) => (
          <div key={f.name} className="rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
            <dt className="font-medium capitalize">
              {f.name}: {f.value}
            </dt>
            <dd className="text-slate-600 dark:text-slate-300">{f.detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** One phase of the roadmap: its goals, actions, skills and milestones, each where there are some. */
function RoadmapPhase({ step }: { step: CareerPlan['recommendedSteps'][number] }) {
  return (
    <Card as="article" aria-label={step.phase}>
      <h3 className="text-base font-semibold">{step.phase}</h3>
      <div className="mt-2 grid gap-3 text-sm md:grid-cols-2">
        {(
          [
            ['Goals', step.goals],
            ['Actions', step.actions],
            ['Skills', step.skills],
            ['Milestones', step.milestones],
          ] as const
        ).map(([label, items]) =>
          items.length ? (
            <div key={label}>
              <h4 className="font-medium">{label}</h4>
              <ul className="mt-1 list-disc pl-5">
                {items.map((x, i) => (
                  <li key={i}>{x}</li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
      </div>
    </Card>
  );
}

/** The salary now and in each of the next three years, as bars. */
function SalaryProgressionCard({ plan }: { plan: CareerPlan }) {
  const s = plan.salaryProgression;
  const bars: Array<[string, number | null]> = [
    ['Now', s.current],
    ['Year 1', s.year1],
    ['Year 2', s.year2],
    ['Year 3', s.year3],
  ];
  const max = Math.max(1, ...bars.map(([, v]) => v ?? 0));
  return (
    <SectionCard id="career-salary-heading" title="Salary progression" titleSize="base">
      <ul className="mt-3 grid gap-2 text-sm" data-testid="salary-progression">
        {bars.map(([label, v]) => (
          <li key={label} className="grid grid-cols-[4.5rem_1fr_6.5rem] items-center gap-2">
            <span>{label}</span>
            <span className="h-3 rounded bg-slate-100 dark:bg-slate-800" aria-hidden>
              <span
                className="block h-3 rounded bg-brand-600 dark:bg-brand-500"
                style={{ width: `${v === null ? 0 : (v / max) * 100}%` }}
              />
            </span>
            <span className="text-right font-medium">{v === null ? 'not published' : usd(v)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{plan.salaryNote}</p>
    </SectionCard>
  );
}

/** The roadmap tab: viability and why, the phases, the salary path and the challenges. */
export function RoadmapTab({ plan }: { plan: CareerPlan }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ViabilityCard plan={plan} />
      <TitledSection id="career-steps-heading" title="Your roadmap" className="grid gap-4">
        <ol className="grid gap-4">
          {plan.recommendedSteps.map((step) => (
            <li key={step.phase}>
              <RoadmapPhase step={step} />
            </li>
          ))}
        </ol>
      </TitledSection>
      <SalaryProgressionCard plan={plan} />
      <ListCard title="Challenges" items={plan.challenges} empty="None." />
    </div>
  );
}

type Path = CareerPlan['alternativePaths'][number];

const PATH_GROUPS: Array<{ kind: Path['kind']; title: string; hint: string }> = [
  {
    kind: 'bridge',
    title: 'Bridge roles',
    hint: 'Related both to your current work and to your goal: a step on the way.',
  },
  {
    kind: 'related',
    title: 'Close to your goal',
    hint: 'Ranked by how related each is to your target in O*NET (classification, technologies, titles and descriptions).',
  },
  { kind: 'skills', title: 'Roles that use your skills', hint: '' },
];

/** Other paths: bridge roles first (when the data shows any), then the goal's neighbours. */
function AlternativePaths({ paths }: { paths: Path[] }) {
  // plans stored before the kinds were added: one plain list
  const grouped = paths.some((p) => p.kind);
  const groups = grouped
    ? PATH_GROUPS.map((g) => ({ ...g, items: paths.filter((p) => p.kind === g.kind) })).filter(
        (g) => g.items.length,
      )
    : [{ kind: undefined, title: '', hint: '', items: paths }];
  return (
    <SectionCard id="career-alt-heading" title="Alternative paths" heading="h3" titleSize="base">
      {!paths.length && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">None.</p>}
      {groups.map((g) => (
        <div
          key={g.title || 'all'}
          className="mt-3"
          data-testid={g.kind ? `paths-${g.kind}` : undefined}
        >
          {g.title && <h4 className="text-sm font-semibold">{g.title}</h4>}
          {g.hint && <p className="text-xs text-slate-600 dark:text-slate-400">{g.hint}</p>}
          <ul className="mt-2 grid gap-2 text-sm">
            {g.items.map((a) => (
              <li key={a.code}>
                <span className="font-medium">{a.title}</span>
                {': '}
                <span className="text-slate-600 dark:text-slate-300">{a.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SectionCard>
  );
}

/** Skills & Growth: the gaps, what transfers, certifications, quick wins and other paths. */
export function SkillsTab({ plan }: { plan: CareerPlan }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <ListCard title="Skill gaps" items={plan.skillGaps} empty="None." testId="skill-gaps" />
          {plan.skillGapsNote && (
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="skill-gaps-note">
              {plan.skillGapsNote}
            </p>
          )}
        </div>
        <ListCard
          title="Skills you already have that transfer"
          items={plan.transferableSkills}
          empty="None."
        />
      </div>
      <ListCard title="Certifications" items={plan.certifications} empty="None." />
      <ListCard title="Quick wins" items={plan.quickWins} empty="None." />
      <AlternativePaths paths={plan.alternativePaths} />
      <p className="text-xs text-slate-600 dark:text-slate-400">{plan.sources.join(' ')}</p>
    </div>
  );
}

export function NetworkTab({ plan }: { plan: CareerPlan }) {
  return (
    <ListCard
      title="Networking targets"
      items={plan.networkingTargets}
      empty="None."
      testId="network-targets"
    />
  );
}
