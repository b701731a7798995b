import {
  developmentStatements,
  LegalDocument,
  privacyPolicy,
  privacyPolicyMeta,
} from '../features/marketing';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy Policy',
    'What information Careerforge collects, how it is used and stored, and the choices you have.',
  );
  usePageView('privacy-policy');
  return (
    <LegalDocument
      meta={privacyPolicyMeta}
      sections={privacyPolicy}
      notice={developmentStatements}
    />
  );
}
