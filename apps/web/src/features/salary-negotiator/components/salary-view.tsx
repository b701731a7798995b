import { Calculator } from 'lucide-react';
import type {
  SalaryAnalysis,
  SalaryAnalysisSummary,
  SalaryAnalyzeInput,
} from '@careerforge/contract';
import { EmptyTab } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { copyWithToast } from '../../../lib/clipboard';
import { openSaved, toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { fetchSalaryAnalysis, useAnalyzeSalary } from '../api/salary';
import { SALARY_TABS, useSalaryDraft, type SalaryForm } from '../lib/state';
import { AnalyzeForm } from './analyze-form';
import { MarketTab } from './market-tab';
import { OccupationCard } from './occupation-card';
import { SavedAnalyses } from './saved-analyses';
import { StrategyTab } from './strategy-tab';
import { draftSetters } from '../../../lib/use-draft-state';

const REQUIRED = 'Required Fields Missing - Please enter your current salary and job title.';
const FAILED = 'Analysis Failed - Unable to analyze salary data. Please try again.';
const NO_ANALYSIS = {
  title: 'No analysis yet',
  description:
    'Enter your salary and job title to see where you stand and get a negotiation script.',
  go: 'Go to Analyze',
};

const formOf = (a: SalaryAnalysis): SalaryForm => {
  const r = a.request;
  const amount = (n: number | null) => (n === null ? '' : String(n));
  return {
    currentSalary: amount(r.currentSalary),
    targetSalary: amount(r.targetSalary),
    offerSalary: amount(r.offerSalary),
    jobTitle: r.jobTitle,
    location: r.location ?? '',
    experience: r.experience ?? '',
    industry: r.industry ?? '',
    companySize: r.companySize ?? '',
    achievements: r.achievements ?? '',
  };
};

/** The salary negotiator: analyze, strategy and Market Insights tabs, and past analyses. */
export function SalaryNegotiatorView() {
  const [draft, setDraft] = useSalaryDraft();
  const analyze = useAnalyzeSalary();
  const { form, result, tab } = draft;
  const { setTab, setForm } = draftSetters(setDraft);

  const run = (occupationCode?: string) => {
    if (!form.currentSalary.trim() || !form.jobTitle.trim()) return toastSpecError(REQUIRED);
    analyze.mutate(
      {
        currentSalary: form.currentSalary,
        targetSalary: form.targetSalary,
        offerSalary: form.offerSalary,
        jobTitle: form.jobTitle,
        location: form.location,
        experience: form.experience as SalaryAnalyzeInput['experience'],
        industry: form.industry as SalaryAnalyzeInput['industry'],
        companySize: form.companySize as SalaryAnalyzeInput['companySize'],
        achievements: form.achievements,
        ...(occupationCode ? { occupationCode } : {}),
      },
      {
        onSuccess: (r) => {
          setDraft((d) => ({ ...d, result: r, tab: occupationCode ? d.tab : 'strategy' }));
          toast({
            title: 'Negotiation Strategy Ready!',
            description: `Confidence: ${r.confidence}%.`,
          });
        },
        onError: (err) => toastSpecError(FAILED, err),
      },
    );
  };

  const onOpen = (a: SalaryAnalysisSummary) =>
    openSaved(
      () => fetchSalaryAnalysis(a.id),
      (full) => setDraft({ form: formOf(full), result: full, tab: 'strategy' }),
      FAILED,
    );

  const onCopy = async () => {
    if (!result) return;
    await copyWithToast(result.negotiationScript, {
      title: 'Copied!',
      description: 'Negotiation script copied to clipboard.',
      failed: 'Your browser did not allow copying. Select the text and copy it instead.',
    });
  };

  const empty = <EmptyTab {...NO_ANALYSIS} icon={Calculator} onGo={() => setTab('analyze')} />;

  let body;
  if (tab === 'analyze')
    body = (
      <AnalyzeForm
        form={form}
        onChange={setForm}
        onSubmit={() => run()}
        pending={analyze.isPending}
      />
    );
  else if (!result) body = empty;
  else
    body = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <OccupationCard result={result} onPick={(code) => run(code)} pending={analyze.isPending} />
        {tab === 'strategy' ? (
          <StrategyTab result={result} onCopy={() => void onCopy()} />
        ) : (
          <MarketTab result={result} />
        )}
      </div>
    );

  return (
    <>
      <PageHeader
        title="Salary Negotiator"
        subtitle="See where your pay sits on real wage data for your occupation and state, and ask with your own numbers."
      />
      <Tabs kind="page" tabs={SALARY_TABS} value={tab} onChange={setTab} label="Salary negotiator">
        {body}
      </Tabs>
      <SavedAnalyses onOpen={(a) => void onOpen(a)} />
      <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">
        Wages: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May
        2023. Occupations and titles: O*NET 29.2 Database by the U.S. Department of Labor,
        Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence.
      </p>
    </>
  );
}
