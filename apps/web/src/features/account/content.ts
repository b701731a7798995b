import { DELETE_CONFIRMATION, OPERATOR_RESET_COMMAND } from '@careerforge/contract';

/** The words of the account settings, sign-in help and password pages, in one place. */

export const SETTINGS_TITLE = 'Account settings';
export const SETTINGS_SUBTITLE =
  'Your name, password and privacy choices, a copy of your data, and deleting your account.';

export const consentItems = [
  {
    key: 'analytics',
    label: 'Usage analytics',
    description:
      'Record the pages and tools I use (page views, tool sessions, feature events and downloads) in this Careerforge database. When off, none of these are sent or stored. Your own work, such as tailorings and saved resumes, always counts on your dashboard.',
  },
  {
    key: 'marketing',
    label: 'Product news by e-mail',
    description:
      'Allow occasional e-mails about new features and tips. When off, Careerforge sends you no marketing e-mail.',
  },
  {
    key: 'linkedin_check',
    label: 'LinkedIn profile checks',
    description:
      'Allow optional checks that read your public LinkedIn profile. When off, your LinkedIn profile is never fetched.',
  },
] as const;

export const text = {
  loadError: 'Unable to load your account',
  loadErrorHint: 'Please try refreshing the page',

  profileTitle: 'Profile',
  profileHint: 'Your name appears in the header and on your dashboard.',
  email: 'Email',
  emailHint: 'The address you sign in with. It cannot be changed here.',
  firstName: 'First name',
  lastName: 'Last name',
  saveName: 'Save name',
  nameSaved: 'Name saved',
  nameSaveFailed: 'Could not save your name',

  privacyTitle: 'Privacy choices',
  privacyHint: 'All of these are off until you turn them on.',
  consentOn: 'Preference saved',
  consentFailed: 'Could not save your preference',

  passwordTitle: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  passwordChanged: 'Password changed',
  passwordChangedHint: 'Your other sessions have been signed out.',
  passwordChangeFailed: 'Could not change your password',
  passwordsDiffer: 'The two new passwords do not match.',
  noPassword: (providers: string) =>
    `You sign in with ${providers}, so there is no Careerforge password to change.`,

  dataTitle: 'Your data',
  dataHint:
    'Download one JSON file with everything stored about you: your profile, sign-in methods (without passwords or tokens), sessions, resumes, saved resumes, tailorings, activity and any usage analytics.',
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Download Complete',
  downloadedHint: (file: string) => `Saved as ${file}.`,
  downloadFailed: 'Download failed',

  deleteTitle: 'Delete account',
  deleteHint:
    'Deleting your account removes your profile, resumes, saved resumes, tailorings, activity, usage analytics and sessions at once, in one step. This cannot be undone.',
  deleteButton: 'Delete my account',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogDescription:
    'Everything stored about you is removed now and cannot be recovered. You may want to download your data first.',
  deletePasswordLabel: 'Your password',
  deleteConfirmLabel: `Type ${DELETE_CONFIRMATION} to confirm`,
  deleteConfirmHint: `Your account signs in without a password: type ${DELETE_CONFIRMATION} in capital letters.`,
  deleteConfirmMismatch: `Type ${DELETE_CONFIRMATION} to confirm deleting your account.`,
  deleteConfirm: 'Delete everything',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deleted: 'Account deleted',
  deletedHint: 'Your account and all its data have been removed.',
  deleteFailed: 'Could not delete your account',
  saving: 'Saving…',
  genericError: 'Something went wrong. Please try again.',
} as const;

export const forgotText = {
  title: 'Forgot your password?',
  subtitle: 'Choose a new password for an account that signs in with email and password.',
  emailHint: 'Enter the email you signed up with and we will send you a link to choose a new one.',
  send: 'Send reset link',
  sending: 'Sending…',
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. The link works for one hour.`,
  noMailTitle: 'This server does not send e-mail',
  noMail:
    'Password reset links cannot be e-mailed from this Careerforge server. Ask the person who runs it to set a new password for you: they run this command on the server, with your email address.',
  command: OPERATOR_RESET_COMMAND,
  noMailAfter:
    'It prints a new password (or uses the one in NEW_PASSWORD), signs out every session of the account, and you can then change it in Account settings.',
  google:
    'If you sign in with Google or single sign-on, there is no Careerforge password: use that button on the sign-in page.',
  backToSignIn: 'Back to sign in',
  loadError: 'Unable to check how passwords are reset on this server. Please try again.',
} as const;

export const resetText = {
  title: 'Choose a new password',
  subtitle: 'Your other sessions are signed out once the new password is set.',
  submit: 'Set new password',
  submitting: 'Saving…',
  done: 'Your password has been changed',
  doneHint: 'Sign in with your new password.',
  signIn: 'Sign in',
  invalid: 'This reset link is invalid or has expired',
  invalidHint: 'Reset links work once, for one hour. Ask for a new one.',
  askAgain: 'Ask for a new link',
  failed: 'Could not set the new password',
} as const;

/** The words of the two-factor sign-in card. */
export const twoFactorText = {
  title: 'Two-factor sign-in',
  offHint:
    'Off. Turn it on and signing in asks for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis) after your password, so a stolen password alone cannot open your account.',
  onHint:
    'On. Signing in asks for a code from your authenticator app, or one of your backup codes, after your password. Enter your password to get new backup codes or to turn it off.',
  setupHint:
    'Two-factor sign-in turns on once your app shows a code and you enter it below. Your other signed-in devices are then signed out.',
  noPassword: (providers: string) =>
    `Your account signs in with ${providers}, so its second factor is set up there. Two-factor sign-in here protects password sign-in.`,
  passwordLabel: 'Your password',
  setUp: 'Set up two-factor sign-in',
  qrLabel: 'QR code for your authenticator app',
  scanHint: 'Scan this code with your authenticator app.',
  manualHint: 'Or add an account by hand with this key (time-based, 6 digits):',
  backupCodesLabel: 'Backup codes',
  backupCodesHint:
    'Keep these backup codes somewhere safe, such as a password manager. Each one signs you in once if you lose your phone. They are shown only now.',
  downloadCodes: 'Download backup codes',
  codeLabel: 'Code from the app',
  codeHint: 'The 6 digits your app shows now.',
  turnOn: 'Turn on',
  checking: 'Checking…',
  turnedOn: 'Two-factor sign-in is on',
  turnedOnHint: 'Your other devices were signed out.',
  newCodes: 'New backup codes',
  turnOff: 'Turn off two-factor sign-in',
  turnedOff: 'Two-factor sign-in is off',
  genericError: 'Something went wrong. Please try again.',
} as const;

/** The words of the passkeys card. */
export const passkeyText = {
  title: 'Passkeys',
  hint: 'Sign in with your fingerprint, face or device PIN instead of a password. The passkey stays on your device or in your password manager; Careerforge stores only its public key.',
  listLabel: 'Your passkeys',
  none: 'No passkeys yet.',
  unnamed: 'Passkey',
  addedOn: (day: string) => `added ${day}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removed: 'Passkey removed',
  nameLabel: 'Name for the new passkey (optional)',
  nameHint: 'For example "Work laptop" or "Phone", so you can tell them apart.',
  add: 'Add a passkey',
  adding: 'Waiting for your device…',
  added: 'Passkey added',
  failed: 'The passkey could not be added. Please try again.',
  unsupported: 'This browser cannot create passkeys.',
} as const;

export const tokenText = {
  title: 'Personal access tokens',
  hint: 'Let an AI assistant (such as Claude Code or Cursor) or another app use Careerforge for you, through the API or the MCP server. A token acts as you on your resumes, letters, applications and tools, never on your account, sign-in or billing. Careerforge keeps only a fingerprint of each token, so it is shown just once, when you create it.',
  listLabel: 'Your tokens',
  none: 'No tokens yet.',
  nameLabel: 'Name',
  nameHint: 'What will use it, e.g. "Claude Code on my laptop".',
  scopeLabel: 'Access',
  scopes: [
    { value: 'read', label: 'Read: list and score, change nothing' },
    { value: 'write', label: 'Read and write: also tailor, write letters, track applications' },
  ],
  expiryLabel: 'Expires',
  expiries: [
    { value: '30', label: 'In 30 days' },
    { value: '90', label: 'In 90 days' },
    { value: '365', label: 'In a year' },
    { value: 'never', label: 'Never (until revoked)' },
  ],
  create: 'Create token',
  creating: 'Creating…',
  created: 'Copy your token now. It will not be shown again.',
  copy: 'Copy',
  copied: 'Token copied',
  configCopied: 'MCP settings copied',
  configCopiedHint: 'Paste them into your client, then put your token in place of <token>.',
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revoked: 'Token revoked',
  failed: 'The token could not be created.',
  read: 'read only',
  write: 'read and write',
  lastUsed: (day: string | null) => (day ? `last used ${day}` : 'never used'),
  expires: (day: string | null) => (day ? `expires ${day}` : 'no expiry'),
  mcpTitle: 'Use it from an MCP client',
  mcpHint:
    'Add this to your client\u2019s MCP settings (for example .mcp.json for Claude Code, or .cursor/mcp.json for Cursor), with your token in place of <token>:',
} as const;
