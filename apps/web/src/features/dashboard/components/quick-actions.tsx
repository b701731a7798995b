import type { LucideIcon } from 'lucide-react';
import { ArrowRight, FileText, FolderOpen, Mail, MessagesSquare, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/section-heading';

interface QuickAction {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const quickActions: QuickAction[] = [
  {
    to: '/resume-lab',
    title: 'Tailor a Resume',
    description: 'Match your resume to a job description and see its ATS score.',
    icon: FileText,
  },
  {
    to: '/interview-coach',
    title: 'Practice Interviews',
    description: 'Answer likely questions and get feedback on each answer.',
    icon: MessagesSquare,
  },
  {
    to: '/cover-letter',
    title: 'Write a Cover Letter',
    description: 'Draft a letter for the role in the tone you choose.',
    icon: Mail,
  },
  {
    to: '/linkedin-optimizer',
    title: 'Optimize LinkedIn',
    description: 'Sharpen your About section for recruiters searching for you.',
    icon: UserPen,
  },
  {
    to: '/saved-resumes',
    title: 'Saved Resumes',
    description: 'Find, tag, preview and download the versions you kept.',
    icon: FolderOpen,
  },
];

const arrowClass =
  'h-4 w-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 dark:group-hover:text-brand-100';

export function QuickActions() {
  return (
    <TitledSection id="quick-actions-heading" title="Quick Actions">
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {quickActions.map(({ to, title, description, icon: Icon }) => (
          <li key={to} className="flex">
            <Link
              to={to}
              className="group flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 sm:flex-col sm:items-stretch sm:gap-0 sm:p-4 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500 dark:hover:bg-slate-800"
            >
              <span className="flex items-center justify-between">
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white dark:bg-brand-900/50 dark:text-brand-100 dark:group-hover:bg-brand-900">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <ArrowRight className={`hidden sm:block ${arrowClass}`} aria-hidden />
              </span>
              <span className="min-w-0 flex-1 sm:mt-3">
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 hidden text-sm text-slate-600 sm:block dark:text-slate-300">
                  {description}
                </span>
              </span>
              <ArrowRight className={`sm:hidden ${arrowClass}`} aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
