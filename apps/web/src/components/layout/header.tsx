import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from '../ui/icons';
import { displayName, useLogout, useUser } from '../../lib/auth';
import { useTheme } from '../../lib/theme';
import { cn } from '../../lib/cn';
import { Button, buttonClass } from '../ui/button';

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
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive(pathname, to)
        ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    );
  const name = user ? displayName(user) : '';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-brand-800 dark:text-brand-100"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Careerforge
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
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
          <div className="hidden items-center gap-2 md:flex">
            {isAuthenticated ? (
              <>
                <Link
                  to="/settings"
                  title="Account settings"
                  className="max-w-48 truncate rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  data-testid="user-name"
                >
                  {name}
                </Link>
                <Button variant="outline" size="sm" onClick={() => void logout()}>
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Link to="/auth" className={buttonClass('ghost', 'sm')}>
                  Sign In
                </Link>
                <Link to="/auth?mode=signup" className={buttonClass('primary', 'sm')}>
                  Start Free Trial
                </Link>
              </>
            )}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="md:hidden"
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
          className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800"
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
                  Start Free Trial
                </Link>
              </>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
