/**
 * A page's address fragment kept across sign-in. The way back from /auth carries only the path
 * and query (a fragment can be 200 KB, too long for an address), so a protected page reached
 * signed out with one (the browser extension's `/resume-lab#job=…`) keeps it here for the tab,
 * and the page takes it back once signed in.
 */
const KEY = 'careerforge-return-hash';
const MAX_CHARS = 250_000;

export function keepHashForSignIn(pathname: string, hash: string): void {
  if (!hash || hash.length > MAX_CHARS) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ pathname, hash }));
  } catch {
    // storage full or disabled: the fragment is lost, as it was before
  }
}

/** The fragment kept for this page, once: it is removed as it is read. */
export function takeHashKeptForSignIn(pathname: string): string {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return '';
    sessionStorage.removeItem(KEY);
    const kept = JSON.parse(raw) as { pathname?: unknown; hash?: unknown };
    return kept.pathname === pathname && typeof kept.hash === 'string' ? kept.hash : '';
  } catch {
    return '';
  }
}
