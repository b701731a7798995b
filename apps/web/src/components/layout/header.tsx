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

export function Header() {
  const { user, isAuthenticated } = useUser();
  const logout = useLogout();
  const { theme, toggle } = useTheme();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  const links = isAuthenticated ? [...publicLinks, ...privateLinks] : publicLinks;
  const linkClass = (to: string) =>
    cn(
      'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
      isActive(pathname, to)
        ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    );
  const name = user ? displayName(user) : '';
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
        <nav aria-label="Main" className={cn('hidden items-center gap-0.5', wide)}>
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={linkClass(l.to)}
              aria-current={isActive(pathname, l.to) ? 'page' : undefined}
            >
              {l.label}
            </NavLink>
          ))}
          {isAuthenticated && (
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
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={toggle}
            aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          >
            {theme === 'dark' ? <SunIcon className="h-4 w-4" /> : <MoonIcon className="h-4 w-4" />}
          </Button>
          <div className={cn('hidden items-center gap-2', wide)}>
            {isAuthenticated ? (
              <>
                <Link
                  to="/settings"
                  title="Account settings"
                  className="max-w-36 truncate rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  data-testid="user-name"
                >
                  {name}
                </Link>
                <Button
                  variant="outline"
                  size="sm"
                  className="whitespace-nowrap"
                  onClick={() => void logout()}
                >
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
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className={cn('border-t border-slate-200 px-4 pb-4 dark:border-slate-800', narrow)}
        >
          <div className="flex flex-col gap-1 pt-2">
            {links.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                className={linkClass(l.to)}
                onClick={() => setOpen(false)}
              >
                {l.label}
              </NavLink>
            ))}
            {isAuthenticated && (
              <div role="group" aria-labelledby="mobile-tools-heading" className="mt-2">
                <p
                  id="mobile-tools-heading"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
                >
                  Tools
                </p>
                <div className="flex flex-col gap-1">
                  {WORKING_TOOLS.map((t) => (
                    <NavLink
                      key={t.to}
                      to={t.to}
                      className={linkClass(t.to)}
                      onClick={() => setOpen(false)}
                    >
                      {t.label}
                    </NavLink>
                  ))}
                </div>
              </div>
            )}
            {isAuthenticated ? (
              <>
                <Link
                  to="/settings"
                  className={linkClass('/settings')}
                  onClick={() => setOpen(false)}
                >
                  {user?.name || name}
                  <span className="sr-only"> (account settings)</span>
                </Link>
                <Button variant="outline" size="sm" onClick={() => void logout()}>
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Link to="/auth" className={linkClass('/auth')} onClick={() => setOpen(false)}>
                  Sign In
                </Link>
                <Link
                  to="/auth?mode=signup"
                  className={buttonClass('primary', 'sm')}
                  onClick={() => setOpen(false)}
                >
                  Sign Up Free
                </Link>
              </>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
