/** Query keys of the account. Every key starts with the user's id, so users never share data. */
export { consentsQueryKey } from '../../../lib/analytics';

export const accountQueryKey = (userId: string) => ['account', userId] as const;
export const passwordResetMethodQueryKey = ['password-reset-method'] as const;
export const passkeysQueryKey = (userId: string) => ['passkeys', userId] as const;
export const tokensQueryKey = (userId: string) => ['tokens', userId] as const;
