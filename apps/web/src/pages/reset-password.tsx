import { ResetPasswordView } from '../features/account';
import { usePageMeta } from '../lib/meta';

export default function ResetPasswordPage() {
  usePageMeta('Choose a new password', 'Set a new password for your Careerforge account.');
  return (
    <div className="px-4 py-12 sm:px-6">
      <ResetPasswordView />
    </div>
  );
}
