import { ForgotPasswordView } from '../features/account';
import { usePageMeta } from '../lib/meta';

export default function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Reset the password of your Careerforge account.');
  return (
    <div className="px-4 py-12 sm:px-6">
      <ForgotPasswordView />
    </div>
  );
}
