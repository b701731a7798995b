/**
 * Links and e-mail addresses between the document (links as the resume writes them:
 * "linkedin.com/in/jane", "https://jane.dev") and formats that want real URIs and named profiles
 * (JSON Resume's basics.url and basics.profiles[{ network, username, url }]).
 */

/** A profile of a known network: its name, its hosts and where the user's name sits. */
interface Network {
  name: string;
  hosts: readonly string[];
  /** other spellings of the name a file may use */
  aliases?: readonly string[];
  /** the username in a profile URL's path segments ('' when the URL names none) */
  user: (segments: string[]) => string;
  /** the profile URL of a username, when the network has one */
  url?: (user: string) => string;
}

const first = (s: string[]) => (s[0] ?? '').replace(/^@/, '');
const after = (marker: string) => (s: string[]) => (s[0] === marker ? (s[1] ?? '') : '');

const NETWORKS: readonly Network[] = [
  {
    name: 'LinkedIn',
    hosts: ['linkedin.com'],
    user: (s) => (s[0] === 'in' || s[0] === 'pub' ? (s[1] ?? '') : ''),
    url: (u) => `https://www.linkedin.com/in/${u}`,
  },
  { name: 'GitHub', hosts: ['github.com'], user: first, url: (u) => `https://github.com/${u}` },
  { name: 'GitLab', hosts: ['gitlab.com'], user: first, url: (u) => `https://gitlab.com/${u}` },
  {
    name: 'X',
    hosts: ['x.com', 'twitter.com'],
    aliases: ['twitter', 'x (twitter)', 'twitter / x'],
    user: first,
    url: (u) => `https://x.com/${u}`,
  },
  {
    name: 'Stack Overflow',
    hosts: ['stackoverflow.com'],
    aliases: ['stackoverflow'],
    user: (s) => (s[0] === 'users' ? (s[2] ?? s[1] ?? '') : ''),
  },
  {
    name: 'Behance',
    hosts: ['behance.net'],
    user: first,
    url: (u) => `https://www.behance.net/${u}`,
  },
  {
    name: 'Dribbble',
    hosts: ['dribbble.com'],
    user: first,
    url: (u) => `https://dribbble.com/${u}`,
  },
  { name: 'Medium', hosts: ['medium.com'], user: first, url: (u) => `https://medium.com/@${u}` },
  {
    name: 'YouTube',
    hosts: ['youtube.com'],
    user: first,
    url: (u) => `https://www.youtube.com/@${u}`,
  },
  { name: 'Kaggle', hosts: ['kaggle.com'], user: first, url: (u) => `https://www.kaggle.com/${u}` },
  {
    name: 'Bitbucket',
    hosts: ['bitbucket.org'],
    user: first,
    url: (u) => `https://bitbucket.org/${u}`,
  },
  { name: 'CodePen', hosts: ['codepen.io'], user: first, url: (u) => `https://codepen.io/${u}` },
  {
    name: 'Instagram',
    hosts: ['instagram.com'],
    user: first,
    url: (u) => `https://www.instagram.com/${u}`,
  },
  {
    name: 'Facebook',
    hosts: ['facebook.com'],
    user: first,
    url: (u) => `https://www.facebook.com/${u}`,
  },
  { name: 'ORCID', hosts: ['orcid.org'], user: first, url: (u) => `https://orcid.org/${u}` },
  {
    name: 'ResearchGate',
    hosts: ['researchgate.net'],
    user: after('profile'),
    url: (u) => `https://www.researchgate.net/profile/${u}`,
  },
  {
    name: 'Hugging Face',
    hosts: ['huggingface.co'],
    user: first,
    url: (u) => `https://huggingface.co/${u}`,
  },
  { name: 'DEV', hosts: ['dev.to'], user: first, url: (u) => `https://dev.to/${u}` },
];

/** What RFC 3986 lets stand unescaped in a path (besides "/") and in a query or fragment. */
const PCHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;
/** A host name, optionally with a port (what a URI's authority holds once parsed). */
const HOST = /^(?:[a-z0-9-]+\.)+[a-z0-9-]+(?::\d{1,5})?$/i;

const UTF8 = new TextEncoder();

/** A URL part with every character RFC 3986 does not allow there percent-encoded. */
function encodePart(part: string, extra: string): string {
  const chars = [...part];
  return chars
    .map((ch, i) => {
      const escape =
        ch === '%' && /^[0-9a-f]{2}$/i.test(`${chars[i + 1] ?? ''}${chars[i + 2] ?? ''}`);
      if (escape || PCHAR.test(ch) || extra.includes(ch)) return ch;
      return Array.from(
        UTF8.encode(ch),
        (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
      ).join('');
    })
    .join('');
}

/**
 * A link as an http(s) URI that RFC 3986 (and JSON Resume's "format": "uri") accepts, or null:
 * "linkedin.com/in/jane" is "https://linkedin.com/in/jane"; text that names no web address
 * ("available on request"), another scheme (javascript:, mailto:) or a bare word is null.
 */
export function toUri(link: string): string | null {
  let t = link.trim();
  if (!t || t.length > 2048 || /\s/.test(t)) return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(t)) t = `https://${t}`;
  let u: URL;
  try {
    u = new URL(t);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username || u.password || !HOST.test(u.host)) return null;
  const query = u.search ? `?${encodePart(u.search.slice(1), '/?')}` : '';
  const hash = u.hash ? `#${encodePart(u.hash.slice(1), '/?')}` : '';
  return `${u.protocol}//${u.host}${encodePart(u.pathname, '/')}${query}${hash}`;
}

/** True for an address JSON Resume's "format": "email" accepts (a plain local@domain.tld). */
export function isEmail(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.indexOf('@');
  if (at < 1 || at !== s.lastIndexOf('@')) return false;
  const local = s.slice(0, at).split('.');
  const domain = s.slice(at + 1).split('.');
  return (
    local.every((p) => /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/i.test(p)) &&
    domain.length >= 2 &&
    domain.every((p) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(p))
  );
}

const networkOfHost = (host: string): Network | undefined => {
  const h = host.toLowerCase().replace(/:\d+$/, '');
  return NETWORKS.find((n) => n.hosts.some((d) => h === d || h.endsWith(`.${d}`)));
};

const networkNamed = (name: string): Network | undefined => {
  const n = name.trim().toLowerCase();
  return NETWORKS.find((x) => x.name.toLowerCase() === n || x.aliases?.includes(n));
};

const decoded = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** A profile read from a URI: the network's name and the username when the host is known. */
export interface LinkProfile {
  network: string;
  username: string;
  /** true for a known network (LinkedIn, GitHub...), false for any other site */
  known: boolean;
}

/** The network a URI (from toUri) points to: a known one, else its host without "www.". */
export function profileOf(uri: string): LinkProfile {
  const u = new URL(uri);
  const net = networkOfHost(u.hostname);
  if (!net) return { network: u.hostname.replace(/^www\./i, ''), username: '', known: false };
  const segments = u.pathname.split('/').filter(Boolean).map(decoded);
  return { network: net.name, username: net.user(segments), known: true };
}

/** A username safe to put in a URL path as it is. */
const SAFE_USER = /^@?[A-Za-z0-9._-]{1,100}$/;

/**
 * The link a profile from a file stands for: its URL, else the profile URL a known network
 * builds from the username, else "Network: username" as a resume would write it.
 */
export function linkOfProfile(network: string, username: string, url: string): string {
  if (url) return url;
  if (!username) return '';
  const net = networkNamed(network);
  if (net?.url && SAFE_USER.test(username)) return net.url(username.replace(/^@/, ''));
  return network && network.toLowerCase() !== 'other' ? `${network}: ${username}` : username;
}

/** Schemes a link must never carry into the document (they run code or read files). */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data|file|blob):/i;

/** True when a link can go into the document (no script or file scheme). */
export const isSafeLink = (link: string): boolean =>
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
  !UNSAFE_SCHEME.test(link.replace(/[\u0000-\u0020]/g, ''));
