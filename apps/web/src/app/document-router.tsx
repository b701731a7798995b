/**
 * A document router: the few react-router APIs the public pages use, for the light public build
 * (vite.config.ts aliases `react-router` to this module in `--mode public`). Each public page is
 * its own prerendered document, so going to another path loads that document (the server picks
 * the light page or the full app); a change of query or hash on the same path stays in the page,
 * through the History API. About 1 KB gzip where react-router is about 13 KB.
 */
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const listeners = new Set<() => void>();
let current: Location | undefined;

function read(): Location {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  if (
    current?.pathname !== pathname ||
    current.search !== search ||
    current.hash !== hash ||
    current.state !== state
  ) {
    current = { pathname, search, hash, state, key: `${Date.now()}` };
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onPop = () => listener();
  window.addEventListener('popstate', onPop);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', onPop);
  };
}

function href(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/** Another path loads its document; the same path with another query or hash stays here. */
function go(to: To | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') return window.history.go(to);
  const url = new URL(href(to), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    if (options.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const state = options.state ?? null;
  if (options.replace) window.history.replaceState(state, '', url.href);
  else window.history.pushState(state, '', url.href);
  listeners.forEach((l) => l());
}

const OutletElement = createContext<ReactNode>(null);

export function DocumentRouter({ children, outlet }: { children: ReactNode; outlet: ReactNode }) {
  return createElement(OutletElement.Provider, { value: outlet }, children);
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, read, read);
}

export function useNavigate() {
  return go;
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const set = (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    go(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
  };
  return [new URLSearchParams(search), set];
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  useEffect(() => go(to, { replace: Boolean(replace), state }), [to, replace, state]);
  return null;
}

export function Outlet() {
  return useContext(OutletElement);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  prefetch?: string;
  relative?: string;
  discover?: string;
};

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link(props: LinkProps) {
  const { to, replace, state, reloadDocument, onClick, target, discover, ...rest } = props;
  delete rest.preventScrollReset;
  delete rest.viewTransition;
  delete rest.prefetch;
  delete rest.relative;
  const url = href(to);
  const internal = !ABSOLUTE.test(url);
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const plain = e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
    if (e.defaultPrevented || !plain || !internal || reloadDocument) return;
    if (target && target !== '_self') return;
    e.preventDefault();
    go(url, { replace: Boolean(replace), state });
  };
  return createElement('a', {
    ...rest,
    href: url,
    target,
    onClick: click,
    'data-discover': internal && discover !== 'none' ? 'true' : undefined,
  });
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((p: { isActive: boolean }) => string | undefined);
  end?: boolean;
};

/** Like react-router's: "active" in the class and aria-current="page" on the current path. */
export function NavLink({
  className,
  end,
  'aria-current': ariaCurrent = 'page',
  ...props
}: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(href(props.to), 'http://x').pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const isActive =
    here === target || (!end && here.startsWith(target) && here.charAt(target.length) === '/');
  const cls =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return createElement(Link, {
    ...props,
    className: cls,
    'aria-current': isActive ? ariaCurrent : undefined,
  });
}
