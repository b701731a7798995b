import { AuthView } from '../features/auth';
import { usePageMeta } from '../lib/meta';

export default function AuthPage() {
  usePageMeta('Sign in', 'Sign in to Careerforge or create a free account.');
  return <AuthView />;
}
