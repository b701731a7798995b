import { Sparkles } from 'lucide-react';
import type { SavedLinkedin } from '@careerforge/contract';
import { EmptyTab } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { copyWithToast } from '../../../lib/clipboard';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { useOptimizeAbout, useSaveDraft } from '../api/linkedin';
import { defaultDraftTitle, parseKeywords } from '../lib/about';
import { LINKEDIN_TABS, useLinkedinDraft } from '../lib/state';
import { OptimizeForm } from './optimize-form';
import { ResultsTab } from './results-tab';
import { SavedDrafts } from './saved-drafts';
import { TipsTab } from './tips-tab';
import { draftSetters } from '../../../lib/use-draft-state';

const ABOUT_REQUIRED =
  'About Section Required - Please enter your current About section to optimize.';
const ROLE_REQUIRED = 'Target Role Required - Please specify your target role for optimization.';
const NO_RESULTS = {
  title: 'No results yet',
  description:
    'Optimize your About section to see the rewrite, its scores and where each sentence comes from.',
  go: 'Go to Optimize',
};

const copy = (text: string) =>
  copyWithToast(text, {
    title: 'Copied!',
    description: 'About section copied to clipboard.',
    failed: 'Your browser did not allow copying. Select the text and copy it instead.',
  });

/** The LinkedIn About optimizer: optimize, results and tips tabs, and the saved drafts. */
export function LinkedinView() {
  const [draft, setDraft] = useLinkedinDraft();
  const optimize = useOptimizeAbout();
  const save = useSaveDraft();
  const { form, result, edited, tab } = draft;

  const { setTab, setForm } = draftSetters(setDraft);

  const onOptimize = () => {
    if (form.about.trim() === '') return toastSpecError(ABOUT_REQUIRED);
    if (form.targetRole.trim() === '') return toastSpecError(ROLE_REQUIRED);
    const unsaved =
      result !== null &&
      edited.trim() !== '' &&
      edited !== (draft.baseline ?? result.optimizedAbout);
    if (unsaved && !window.confirm('Replace the rewrite? Your edits to it have not been saved.'))
      return;
    optimize.mutate(
      {
        currentAbout: form.about,
        targetRole: form.targetRole.trim(),
        industry: form.industry || null,
        keywords: parseKeywords(form.keywords),
      },
      {
        onSuccess: (r) => {
          setDraft((d) => ({
            ...d,
            result: r,
            edited: r.optimizedAbout,
            baseline: r.optimizedAbout,
            tab: 'results',
          }));
          toast({
            title: 'LinkedIn Optimized!',
            description: `Engagement score: ${r.engagementScore}%. Recruiter appeal: ${r.recruiterAppeal}%.`,
          });
        },
        onError: (err) =>
          toastSpecError(
            'Optimization Failed - Unable to optimize your LinkedIn profile. Please try again.',
            err,
          ),
      },
    );
  };

  const onSave = () => {
    if (!result) return;
    save.mutate(
      {
        title: defaultDraftTitle(form.targetRole),
        content: edited,
        contentType: 'linkedin_about',
        targetRole: form.targetRole.trim() || null,
        industry: form.industry || null,
        keywords: parseKeywords(form.keywords),
        engagementScore: edited === result.optimizedAbout ? result.engagementScore : null,
      },
      {
        onSuccess: (saved) => {
          setDraft((d) => ({ ...d, baseline: saved.content }));
          toast({ title: 'Saved!', description: `"${saved.title}" is in your saved drafts.` });
        },
        onError: (err) =>
          toastSpecError(
            'Save Failed - Failed to save your LinkedIn content. Please try again.',
            err,
          ),
      },
    );
  };

  const onOpen = (d: SavedLinkedin) => {
    setDraft((s) => ({
      ...s,
      form: {
        about: d.content,
        targetRole: d.targetRole ?? s.form.targetRole,
        industry: d.industry ?? '',
        keywords: d.keywords.join(', '),
      },
      tab: 'optimize',
    }));
    toast({
      title: 'Opened',
      description: `"${d.title}" is in the About box, ready to edit or optimize again.`,
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let body;
  if (tab === 'optimize')
    body = (
      <OptimizeForm
        form={form}
        onChange={setForm}
        onSubmit={onOptimize}
        pending={optimize.isPending}
      />
    );
  else if (tab === 'results')
    body = result ? (
      <ResultsTab
        result={result}
        edited={edited}
        onEdited={(text) => setDraft((d) => ({ ...d, edited: text }))}
        onCopy={() => void copy(edited)}
        onSave={onSave}
        saving={save.isPending}
      />
    ) : (
      <EmptyTab {...NO_RESULTS} icon={Sparkles} onGo={() => setTab('optimize')} />
    );
  else body = <TipsTab />;

  return (
    <>
      <PageHeader
        title="LinkedIn Optimizer"
        subtitle="Rewrite your About section for the role you want, from what you have already written."
      />
      <Tabs
        kind="page"
        tabs={LINKEDIN_TABS}
        value={tab}
        onChange={setTab}
        label="LinkedIn optimizer"
      >
        {body}
      </Tabs>
      {tab !== 'tips' && <SavedDrafts onOpen={onOpen} onCopy={(t) => void copy(t)} />}
    </>
  );
}
