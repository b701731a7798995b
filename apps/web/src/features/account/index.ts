/** The account: settings (consents, name, password, data export, deletion) and password reset. */
export { accountQueryKey, consentsQueryKey, passwordResetMethodQueryKey } from './api/keys';
export { accountQueryOptions, useAccount } from './api/get-account';
export { SettingsView } from './components/settings-view';
export { ForgotPasswordView } from './components/forgot-password-view';
export { ResetPasswordView } from './components/reset-password-view';
export { SETTINGS_SUBTITLE, SETTINGS_TITLE } from './content';
