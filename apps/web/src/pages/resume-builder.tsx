import { PageContainer, PageHeader } from '../components/ui/page';
import { ResumeBuilderView } from '../features/resume-builder';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function ResumeBuilderPage() {
  usePageMeta('Resume Builder', 'Build a resume from six templates and export it.');
  usePageView('resume-builder');
  return (
    <PageContainer>
      <PageHeader
        title="Resume Builder"
        subtitle="Build a resume from six templates or import one, then export it as PDF, DOCX, HTML or an open format."
      />
      <ResumeBuilderView />
    </PageContainer>
  );
}
