/** Sign-in and sign-up. The session itself (who is signed in, sign out) is lib/auth. */
export { authProvidersQueryKey } from './api/keys';
export { providersQueryOptions, signIn, signUp, useAuthProviders } from './api/credentials';
export { AuthForm } from './components/auth-form';
export { AuthView } from './components/auth-view';
