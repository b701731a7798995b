/**
 * The account's e-mail as a hidden username field, so a password manager files the password
 * under the right account (browsers expect one beside every password form).
 */
export function UsernameHint({ email }: { email: string }) {
  return (
    <input
      type="email"
      name="username"
      autoComplete="username"
      value={email}
      readOnly
      hidden
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}
