import { Link } from 'react-router';

const groups: { title: string; links: [string, string][] }[] = [
  {
    title: 'Tools',
    links: [
      ['/resume-lab', 'Resume Lab'],
      ['/interview-coach', 'Interview Coach'],
      ['/cover-letter', 'Cover Letters'],
      ['/linkedin-optimizer', 'LinkedIn Optimizer'],
      ['/analytics', 'Analytics'],
    ],
  },
  {
    title: 'Resources',
    links: [
      ['/blog', 'Blog'],
      ['/testimonials', 'Testimonials'],
      ['/community', 'Community'],
      ['/help-center', 'Help Center'],
      ['/career-guides', 'Career Guides'],
      ['/how-the-ats-score-works', 'How the ATS Score Works'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['/about', 'About'],
      ['/contact', 'Contact'],
      ['/pricing', 'Pricing'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ],
  },
];

const social: [string, string][] = [
  ['https://www.linkedin.com/', 'LinkedIn'],
  ['https://x.com/', 'X'],
  ['https://github.com/', 'GitHub'],
  ['https://www.youtube.com/', 'YouTube'],
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-800 dark:text-brand-100">Careerforge</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            The open-source career toolkit: tailor your resume, practise interviews, get hired.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Social networks">
            {social.map(([href, label]) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-200"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {groups.map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <h2 className="text-sm font-semibold">{g.title}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {g.links.map(([to, label]) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-200"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="pb-8 text-center text-xs text-slate-600 dark:text-slate-400">
        © {new Date().getFullYear()} Careerforge. Open source, self-hostable.
      </p>
    </footer>
  );
}
