import { Route } from 'lucide-react';
import type { CareerPlan, CareerPlanInput, CareerPlanSummary } from '@careerforge/contract';
import { EmptyTab } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { openSaved, toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { fetchCareerPlan, usePlanCareer } from '../api/career';
import { CAREER_TABS, parseSkills, useCareerDraft, type CareerForm } from '../lib/state';
import { PlanForm } from './plan-form';
import { NetworkTab, OccupationsCard, RoadmapTab, SkillsTab } from './results';
import { SavedPlans } from './saved-plans';
import { draftSetters } from '../../../lib/use-draft-state';

const REQUIRED = 'Required Fields Missing - Please enter your current and target roles.';
const FAILED = 'Planning Failed - Unable to generate career plan. Please try again.';
const NO_PLAN = {
  title: 'No plan yet',
  description:
    'Enter your current and target roles to get a roadmap built on real occupation and wage data.',
  go: 'Go to Plan',
};

const formOf = (p: CareerPlan): CareerForm => ({
  currentRole: p.request.currentRole,
  targetRole: p.request.targetRole,
  industry: p.request.industry ?? '',
  experience: p.request.experience ?? '',
  skills: p.request.skills.join(', '),
  interests: p.request.interests ?? '',
  timeframe: p.request.timeframe ?? '1year',
});

/** The career planner: plan, roadmap, Skills & Growth and Networking tabs, and saved plans. */
export function CareerPlannerView() {
  const [draft, setDraft] = useCareerDraft();
  const plan = usePlanCareer();
  const { form, result, tab } = draft;
  const { setTab, setForm } = draftSetters(setDraft);

  const run = (codes?: { currentOccupationCode?: string; targetOccupationCode?: string }) => {
    if (!form.currentRole.trim() || !form.targetRole.trim()) return toastSpecError(REQUIRED);
    const keep =
      codes && result
        ? {
            currentOccupationCode: result.request.currentOccupationCode ?? undefined,
            targetOccupationCode: result.request.targetOccupationCode ?? undefined,
          }
        : {};
    plan.mutate(
      {
        currentRole: form.currentRole,
        targetRole: form.targetRole,
        industry: form.industry as CareerPlanInput['industry'],
        experience: form.experience as CareerPlanInput['experience'],
        skills: parseSkills(form.skills),
        interests: form.interests,
        timeframe: form.timeframe as CareerPlanInput['timeframe'],
        ...keep,
        ...codes,
      },
      {
        onSuccess: (r) => {
          setDraft((d) => ({ ...d, result: r, tab: codes ? d.tab : 'roadmap' }));
          toast({
            title: 'Career Plan Generated!',
            description: `Path viability: ${r.pathViability}%.`,
          });
        },
        onError: (err) => toastSpecError(FAILED, err),
      },
    );
  };

  const onOpen = (p: CareerPlanSummary) =>
    openSaved(
      () => fetchCareerPlan(p.id),
      (full) => setDraft({ form: formOf(full), result: full, tab: 'roadmap' }),
      FAILED,
    );

  let body;
  if (tab === 'plan')
    body = (
      <PlanForm form={form} onChange={setForm} onSubmit={() => run()} pending={plan.isPending} />
    );
  else if (!result) body = <EmptyTab {...NO_PLAN} icon={Route} onGo={() => setTab('plan')} />;
  else
    body = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <OccupationsCard
          plan={result}
          pending={plan.isPending}
          onPick={(which, code) =>
            run(
              which === 'current'
                ? { currentOccupationCode: code }
                : { targetOccupationCode: code },
            )
          }
        />
        {tab === 'roadmap' && <RoadmapTab plan={result} />}
        {tab === 'skills' && <SkillsTab plan={result} />}
        {tab === 'network' && <NetworkTab plan={result} />}
      </div>
    );

  return (
    <>
      <PageHeader
        title="Career Planner"
        subtitle="A plan from where you are to where you want to be, on real occupation, skill and wage data."
      />
      <Tabs kind="page" tabs={CAREER_TABS} value={tab} onChange={setTab} label="Career planner">
        {body}
      </Tabs>
      <SavedPlans onOpen={(p) => void onOpen(p)} />
      <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">
        Occupations, titles and technology skills: O*NET 29.2 Database by the U.S. Department of
        Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence.
        Wages: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May
        2023.
      </p>
    </>
  );
}
