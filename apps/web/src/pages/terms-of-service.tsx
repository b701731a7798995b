import { LegalDocument } from '../features/public/components/legal-document';
import {
  developmentStatements,
  termsOfService,
  termsOfServiceMeta,
} from '../features/public/content/legal';
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
