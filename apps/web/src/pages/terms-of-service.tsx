import {
  developmentStatements,
  LegalDocument,
  termsOfService,
  termsOfServiceMeta,
} from '../features/marketing';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function TermsOfServicePage() {
  usePageMeta('Terms of Service', 'The rules for using Careerforge, written in plain language.');
  usePageView('terms-of-service');
  return (
    <LegalDocument
      meta={termsOfServiceMeta}
      sections={termsOfService}
      notice={developmentStatements}
    />
  );
}
