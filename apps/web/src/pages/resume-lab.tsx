import { ResumeLabView } from '../features/resume-lab';
import { useModuleSession, usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function ResumeLabPage() {
  usePageMeta(
    'Resume Lab',
    'Tailor your resume to a job description and see an honest, explained ATS score.',
  );
  usePageView('resume-lab');
  useModuleSession('resume-lab');
  return <ResumeLabView />;
}
