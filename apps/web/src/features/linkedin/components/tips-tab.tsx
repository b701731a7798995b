import { BarChart3, CalendarClock, MessagesSquare, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

const SECTIONS: { title: string; icon: ReactNode; tips: string[] }[] = [
  {
    title: 'Profile',
    icon: <UserRound className="h-5 w-5" aria-hidden />,
    tips: [
      'Make your headline say what you do and for whom ("Backend engineer for payments teams"), not only your current title: it follows your name in search results, comments and invitations.',
      'Open the About with the one result you most want a reader to remember. Only about the first 300 characters show before "see more", so the hook has to sit there.',
      'Write in the first person and keep paragraphs to two or three lines; most profile visits happen on a phone.',
      'Use a recent photo where your face fills most of the frame, and a background image that says something about your field.',
      'List the skills you want to be found for, and keep your Experience entries consistent with your resume: recruiters compare the two.',
      'When you turn on Open to Work you can show it to recruiters only; the green #OpenToWork frame on your photo appears only when you show it to all members.',
    ],
  },
  {
    title: 'Content strategy',
    icon: <BarChart3 className="h-5 w-5" aria-hidden />,
    tips: [
      'Post what you learned, not what you want: a problem you solved, the numbers before and after, and one thing you would do differently.',
      'Pick two or three themes close to your target role and return to them; a reader who sees the same subject twice starts to connect it with you.',
      'Put the point of a post in its first two lines; like the About, a post is cut off behind "see more".',
      "Thoughtful comments on other people's posts in your field often reach more of the right people than a post of your own.",
      'Share work you are allowed to share. Leave out client names, internal figures and anything under a confidentiality agreement.',
    ],
  },
  {
    title: 'Networking',
    icon: <MessagesSquare className="h-5 w-5" aria-hidden />,
    tips: [
      'Add a note to connection requests: where you met or what you have in common, and why you would like to connect, in a sentence or two.',
      'Ask for advice or a short conversation, not for a job; people say yes to 15 minutes far more readily.',
      'Follow the companies you are targeting and the teams you would join; engage with their posts before you apply.',
      'Thank people who helped you and tell them how things turned out. A network is kept by small, regular contact.',
      'Recommendations carry more weight when they name a specific project and result; offer to write one first.',
    ],
  },
  {
    title: 'Posting times',
    icon: <CalendarClock className="h-5 w-5" aria-hidden />,
    tips: [
      'Professional audiences read most on working days; many people check the feed in the morning, at lunch and at the end of the working day.',
      'Your own audience matters more than any general rule: post at different times for a few weeks and compare impressions in your post analytics.',
      "Think in your readers' time zone, not yours, when most of your network is elsewhere.",
      'Be around for the first hour after posting to answer comments; early conversation helps a post travel further.',
      'Steady beats frequent: one useful post a week for months does more than a burst of daily posts that stops.',
    ],
  },
];

/** The tips tab: static advice on profile, content strategy, networking and posting times. */
export function TipsTab() {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {SECTIONS.map((s) => (
        <Card as="section" key={s.title} padding="md">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <span className="text-brand-700 dark:text-brand-100">{s.icon}</span>
            {s.title}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {s.tips.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
