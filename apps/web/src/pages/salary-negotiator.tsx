import { PageContainer } from '../components/ui/page';
import { SalaryNegotiatorView } from '../features/salary-negotiator';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function SalaryNegotiatorPage() {
  usePageMeta('Salary Negotiator', 'Plan your salary negotiation on real wage data.');
  usePageView('salary-negotiator');
  return (
    <PageContainer>
      <SalaryNegotiatorView />
    </PageContainer>
  );
}
