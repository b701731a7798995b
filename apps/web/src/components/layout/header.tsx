import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from '../ui/icons';
import { displayName, useLogout, useUser } from '../../lib/auth';
import { useTheme } from '../../lib/theme';
import { cn } from '../../lib/cn';
import { Button, buttonClass } from '../ui/button';
import { WORKING_TOOLS } from './tools';

const publicLinks = [
  { to: '/#features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/blog', label: 'Blog' },
  { to: '/community', label: 'Community' },
];
const privateLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/analytics', label: 'Analytics' },
];

/** Active by path prefix; "/" (and "/#features") match only the home page exactly. */
export function isActive(pathname: string, to: string): boolean {
  const target = to.split('#')[0] || '/';
  if (target === '/') return pathname === '/' && !to.includes('#');
  return pathname === target || pathname.startsWith(`${target}/`);
}

function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.28 4.5a.75.75 0 0 1-1.08 0l-4.28-4.5a.75.75 0 0 1 .02-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The Tools menu of the signed-in header: a disclosure (a button that shows a list of links), so
 * Tab walks the links, Escape closes it and returns to the button, and leaving it closes it.
 */
function ToolsMenu({ pathname, itemClass }: { pathname: string; itemClass: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const active = WORKING_TOOLS.some((t) => isActive(pathname, t.to));

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(itemClass, 'inline-flex items-center gap-1', active && 'font-semibold')}
      >
        Tools
        <ChevronDownIcon className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <ul className="grid gap-1">
          {WORKING_TOOLS.map((t) => (
            <li key={t.to}>
              <Link
                to={t.to}
                aria-current={isActive(pathname, t.to) ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  'block rounded-md px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800',
                  isActive(pathname, t.to) && 'bg-brand-50 dark:bg-brand-900/40',
                )}
              >
                <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                  {t.label}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {t.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type NavItem = { to: string; label: string };

/** A header link's look: marked when the page is under it. */
const linkClass = (pathname: string, to: string) =>
  cn(
    'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive(pathname, to)
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/** The row of links on a wide screen, with the Tools menu when signed in. */
function MainNav({
  className,
  links,
  pathname,
  withTools,
}: {
  className: string;
  links: NavItem[];
  pathname: string;
  withTools: boolean;
}) {
  return (
    <nav aria-label="Main" className={cn('hidden items-center gap-0.5', className)}>
      {links.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          className={linkClass(pathname, l.to)}
          aria-current={isActive(pathname, l.to) ? 'page' : undefined}
        >
          {l.label}
        </NavLink>
      ))}
      {withTools && (
        <ToolsMenu
          pathname={pathname}
          itemClass={cn(
            'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
            WORKING_TOOLS.some((t) => isActive(pathname, t.to))
              ? 'text-brand-800 dark:text-brand-100'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        />
      )}
    </nav>
  );
}

/** On a wide screen: the account link and Sign Out, or Sign In and Sign Up. */
function AccountActions({
  className,
  name,
  onLogout,
}: {
  className: string;
  /** the signed-in user's name; null when signed out */
  name: string | null;
  onLogout: () => void;
}) {
  return (
    <div className={cn('hidden items-center gap-2', className)}>
      {name !== null ? (
        <>
          <Link
            to="/settings"
            title="Account settings"
            className="max-w-36 truncate rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            data-testid="user-name"
          >
            {name}
          </Link>
          <Button variant="outline" size="sm" className="whitespace-nowrap" onClick={onLogout}>
            Sign Out
          </Button>
        </>
      ) : (
        <>
          <Link to="/auth" className={buttonClass('ghost', 'sm')}>
            Sign In
          </Link>
          <Link to="/auth?mode=signup" className={buttonClass('primary', 'sm')}>
            Sign Up Free
          </Link>
        </>
      )}
    </div>
  );
}

/** The menu a narrow screen opens: the links, the tools when signed in, and the account. */
function MobileMenu({
  className,
  links,
  pathname,
  account,
  onLogout,
  onClose,
}: {
  className: string;
  links: NavItem[];
  pathname: string;
  /** the signed-in user's name for the account link; null when signed out */
  account: string | null;
  onLogout: () => void;
  onClose: () => void;
}) {
  const itemClass = (to: string) => linkClass(pathname, to);
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className={cn('border-t border-slate-200 px-4 pb-4 dark:border-slate-800', className)}
    >
      <div className="flex flex-col gap-1 pt-2">
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} className={itemClass(l.to)} onClick={onClose}>
            {l.label}
          </NavLink>
        ))}
        {account !== null && (
          <div role="group" aria-labelledby="mobile-tools-heading" className="mt-2">
            <p
              id="mobile-tools-heading"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
            >
              Tools
            </p>
            <div className="flex flex-col gap-1">
              {WORKING_TOOLS.map((t) => (
                <NavLink key={t.to} to={t.to} className={itemClass(t.to)} onClick={onClose}>
                  {t.label}
                </NavLink>
              ))}
            </div>
          </div>
        )}
        {account !== null ? (
          <>
            <Link to="/settings" className={itemClass('/settings')} onClick={onClose}>
              {account}
              <span className="sr-only"> (account settings)</span>
            </Link>
            <Button variant="outline" size="sm" onClick={onLogout}>
              Sign Out
            </Button>
          </>
        ) : (
          <>
            <Link to="/auth" className={itemClass('/auth')} onClick={onClose}>
              Sign In
            </Link>
            <Link to="/auth?mode=signup" className={buttonClass('primary', 'sm')} onClick={onClose}>
              Sign Up Free
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}

export function Header() {
  const { user, isAuthenticated } = useUser();
  const logout = useLogout();
  const { theme, toggle } = useTheme();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  const links = isAuthenticated ? [...publicLinks, ...privateLinks] : publicLinks;
  const name = user ? displayName(user) : '';
  const onLogout = () => void logout();
  // Signed in, the header holds more links: the full row needs a wide screen, the menu does the rest.
  const wide = isAuthenticated ? 'xl:flex' : 'md:flex';
  const narrow = isAuthenticated ? 'xl:hidden' : 'md:hidden';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-800 dark:text-brand-100"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Careerforge
        </Link>
        <MainNav className={wide} links={links} pathname={pathname} withTools={isAuthenticated} />
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={toggle}
            aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          >
            {theme === 'dark' ? <SunIcon className="h-4 w-4" /> : <MoonIcon className="h-4 w-4" />}
          </Button>
          <AccountActions
            className={wide}
            name={isAuthenticated ? name : null}
            onLogout={onLogout}
          />
          <Button
            variant="ghost"
            size="sm"
            className={narrow}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <CloseIcon className="h-5 w-5" /> : <MenuIcon className="h-5 w-5" />}
          </Button>
        </div>
      </div>
      {open && (
        <MobileMenu
          className={narrow}
          links={links}
          pathname={pathname}
          account={isAuthenticated ? user?.name || name : null}
          onLogout={onLogout}
          onClose={() => setOpen(false)}
        />
      )}
    </header>
  );
}
