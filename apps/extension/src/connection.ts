/** The user's Careerforge instance (an origin, no trailing slash) and their access token. */
export interface Connection {
  instance: string;
  token: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Every token's secret starts with this (TOKEN_PREFIX in the contract). */
export const TOKEN_PREFIX = 'cfpat_';
const MAX_TOKEN_CHARS = 200;
const STORAGE_KEY = 'connection';

/**
 * The instance address as an origin: http(s) only, no user name or password in it. An address
 * typed without a scheme is taken as https. The app serves its API at the root, so a path is
 * dropped.
 */
export function parseInstance(input: string): Checked<string> {
  const text = input.trim();
  if (!text) return { ok: false, message: 'Enter the address of your Careerforge.' };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return {
      ok: false,
      message: 'That is not a web address, e.g. https://careerforge.example.com',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: 'The address must start with https:// (or http://).' };
  if (url.username || url.password)
    return { ok: false, message: 'Leave the user name and password out of the address.' };
  return { ok: true, value: url.origin };
}

/** Plain http sends the token in the clear: fine on this computer, worth a word elsewhere. */
export function insecureWarning(instance: string): string | null {
  const { protocol, hostname } = new URL(instance);
  if (protocol === 'https:') return null;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  return local
    ? null
    : 'This address is not https: the token travels unencrypted. Use https if you can.';
}

export function checkToken(input: string): Checked<string> {
  const token = input.trim();
  if (!token) return { ok: false, message: 'Paste a personal access token.' };
  if (!token.startsWith(TOKEN_PREFIX) || /\s/.test(token) || token.length > MAX_TOKEN_CHARS)
    return {
      ok: false,
      message: `A Careerforge token starts with ${TOKEN_PREFIX}. Create one in Careerforge under Settings → Personal access tokens.`,
    };
  return { ok: true, value: token };
}

/** The pattern that grants the extension this instance (and nothing else). */
export const originPattern = (instance: string) => `${instance}/*`;

/**
 * Asks the browser for this instance only. Call it straight from a click: the browser asks the
 * user, and only during a user gesture.
 */
export function requestAccess(instance: string): Promise<boolean> {
  return chrome.permissions.request({ origins: [originPattern(instance)] });
}

export function hasAccess(instance: string): Promise<boolean> {
  return chrome.permissions.contains({ origins: [originPattern(instance)] });
}

/** Kept in storage.local: on this device only, never synced to the user's other browsers. */
export async function loadConnection(): Promise<Connection | null> {
  const stored = (await chrome.storage.local.get(STORAGE_KEY))[STORAGE_KEY] as unknown;
  if (typeof stored !== 'object' || stored === null) return null;
  const { instance, token } = stored as Record<string, unknown>;
  if (typeof instance !== 'string' || typeof token !== 'string') return null;
  const parsed = parseInstance(instance);
  return parsed.ok && checkToken(token).ok ? { instance: parsed.value, token } : null;
}

export function saveConnection(connection: Connection): Promise<void> {
  return chrome.storage.local.set({ [STORAGE_KEY]: connection });
}

/** Forgets the token and gives back the host permission of the old instance. */
export async function forgetConnection(connection: Connection | null): Promise<void> {
  await chrome.storage.local.remove(STORAGE_KEY);
  if (connection)
    await chrome.permissions
      .remove({ origins: [originPattern(connection.instance)] })
      .catch(() => false);
}
