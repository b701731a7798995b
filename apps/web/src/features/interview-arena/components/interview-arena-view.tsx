import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { Spinner } from '../../../components/ui/spinner';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { useDraftState } from '../../../lib/use-draft-state';
import { useGenerateInterview, useSession } from '../api/interviews';
import {
  ARENA_TABS,
  INITIAL_STATE,
  TYPE_LABELS,
  isArenaState,
  takeHandedJob,
  type ArenaState,
} from '../lib/state';
import { ArenaTab } from './arena-tab';
import { DashboardTab } from './dashboard-tab';
import { QuestionView } from './question-view';
import { RewardsTab } from './rewards-tab';
import { SetupForm } from './setup-form';
import { StatsTab } from './stats-tab';
import { roleAt } from '../../../lib/format';

type SetState = ReturnType<typeof useDraftState<ArenaState>>[1];

/** A job handed over from the application tracker opens the setup form with it filled in. */
function useHandedJob(setState: SetState) {
  useEffect(() => {
    const job = takeHandedJob();
    if (!job) return;
    const role = roleAt(job.jobTitle, job.companyName);
    setState((s) => ({
      ...s,
      tab: 'practice',
      sessionId: null,
      index: 0,
      form: {
        ...s.form,
        jobDescription: job.jobDescription,
        ...(role ? { title: `${role} Interview` } : {}),
      },
    }));
  }, [setState]);
}

/** Generates a session from the setup form, then opens it on the practice tab. */
function useGenerateSession(state: ArenaState, patch: (p: Partial<ArenaState>) => void) {
  const generate = useGenerateInterview();
  const onGenerate = () => {
    const { form } = state;
    generate.mutate(
      {
        title: form.title.trim() || null,
        interviewType: form.interviewType,
        jobDescription: form.jobDescription.trim() || null,
        resumeId: form.resumeId === 'none' ? null : Number(form.resumeId),
        gameMode: state.mode,
        userId: 3,
      },
      {
        onSuccess: (s) => {
          patch({ sessionId: s.id, index: 0, tab: 'practice' });
          toast({
            title: 'Questions Generated!',
            description: `${s.questions.length} ${TYPE_LABELS[s.interviewType].toLowerCase()} questions are ready.`,
          });
        },
        onError: (err) =>
          toastSpecError(
            'Generation Failed - Unable to generate questions. Please try again.',
            err,
          ),
      },
    );
  };
  return { onGenerate, pending: generate.isPending };
}

/**
 * The practice tab: the setup form while no session is open, else the open session's questions
 * (or why it could not be opened).
 */
function PracticeTab({
  state,
  session,
  onForm,
  onGenerate,
  generating,
  patch,
}: {
  state: ArenaState;
  session: ReturnType<typeof useSession>;
  onForm: (p: Partial<ArenaState['form']>) => void;
  onGenerate: () => void;
  generating: boolean;
  patch: (p: Partial<ArenaState>) => void;
}) {
  if (state.sessionId === null)
    return (
      <SetupForm
        form={state.form}
        mode={state.mode}
        onChange={onForm}
        onSubmit={onGenerate}
        pending={generating}
      />
    );
  if (session.isPending) return <Spinner label="Opening the session" />;
  if (session.isError || !session.data)
    return (
      <EmptyState
        title="This session could not be opened"
        description="It may have been removed. Start a new one."
        action={<Button onClick={() => patch({ sessionId: null })}>New session</Button>}
      />
    );
  return (
    <QuestionView
      key={session.data.id}
      session={session.data}
      index={state.index}
      onIndex={(index) => patch({ index })}
      onNewSession={() => patch({ sessionId: null, index: 0 })}
    />
  );
}

/** The Interview Arena: dashboard, arena, practice, Rewards and Stats tabs. */
export function InterviewArenaView() {
  const [state, setState] = useDraftState<ArenaState>(
    'interview-arena',
    INITIAL_STATE,
    isArenaState,
  );
  const session = useSession(state.sessionId);
  const patch = (p: Partial<ArenaState>) => setState((s) => ({ ...s, ...p }));
  const { onGenerate, pending } = useGenerateSession(state, patch);
  useHandedJob(setState);

  const openSession = (id: number) => patch({ sessionId: id, index: 0, tab: 'practice' });

  let body;
  if (state.tab === 'dashboard')
    body = (
      <DashboardTab
        onPickMode={(mode) => patch({ mode, tab: 'arena' })}
        onOpenSession={openSession}
      />
    );
  else if (state.tab === 'arena')
    body = (
      <ArenaTab
        mode={state.mode}
        onMode={(mode) => patch({ mode })}
        onStart={() => patch({ tab: 'practice', sessionId: null, index: 0 })}
      />
    );
  else if (state.tab === 'practice')
    body = (
      <PracticeTab
        state={state}
        session={session}
        onForm={(p) => setState((s) => ({ ...s, form: { ...s.form, ...p } }))}
        onGenerate={onGenerate}
        generating={pending}
        patch={patch}
      />
    );
  else if (state.tab === 'achievements') body = <RewardsTab />;
  else body = <StatsTab onOpenSession={openSession} />;

  return (
    <>
      <PageHeader
        title="Interview Arena"
        subtitle="Questions from the job you want, answered by voice or typing, scored on the STAR method. Earn XP for practice and more for beating your own scores."
      />
      <Tabs
        kind="page"
        tabs={ARENA_TABS}
        value={state.tab}
        onChange={(tab) => patch({ tab })}
        label="Interview Arena"
      >
        {body}
      </Tabs>
    </>
  );
}
