/**
 * Copy of the community page's three example sections: success stories, peer support and the
 * guidelines. Every person, story and answer is a labelled example; it states no figure. Apart
 * from ./content.ts so that only ./components/community-sections.tsx carries it: a prerendered
 * page keeps these sections as the server wrote them and never loads it.
 */

export type SuccessStoryCategory = 'job_success' | 'interview_success';

export interface SuccessStoryPost {
  id: number;
  author: string;
  message: string;
  /** ISO 8601 date-time string. */
  timestamp: string;
  likes: number;
  category: SuccessStoryCategory;
}

export interface PeerSupportSnippet {
  id: number;
  author: string;
  topic: string;
  question: string;
  reply: string;
  replyAuthor: string;
  helpfulCount: number;
}

export interface GuidelineItem {
  title: string;
  description: string;
}

export const successStoryPosts: SuccessStoryPost[] = [
  {
    id: 1,
    author: 'Elena V.',
    message:
      'Signed my offer today! Product analyst at a logistics company after 41 tracked applications. What changed things was tailoring every single one: my response rate went from about 8% to 30% in three weeks.',
    timestamp: '2025-11-18T16:42:00.000Z',
    likes: 128,
    category: 'job_success',
  },
  {
    id: 2,
    author: 'Samir H.',
    message:
      'Passed my first system-design round. I practised the same structure every evening (requirements, estimates, API, design, deep dive) and the interviewer actually said my trade-off reasoning was the clearest she had heard that week.',
    timestamp: '2025-11-24T09:15:00.000Z',
    likes: 76,
    category: 'interview_success',
  },
  {
    id: 3,
    author: 'Laura B.',
    message:
      'Eight years a teacher, and as of Monday I am an instructional designer. Two portfolio modules, a rewritten resume in the language of learning design and a lot of informational interviews. Career changers: it is slower than you want, but it works.',
    timestamp: '2025-12-02T12:05:00.000Z',
    likes: 214,
    category: 'job_success',
  },
  {
    id: 4,
    author: 'Mei T.',
    message:
      'Made it to the final round for a customer success role. My "tell me about a time you failed" answer used to ramble for four minutes; after a week of STAR practice it is ninety seconds and ends with what I changed.',
    timestamp: '2025-12-09T18:30:00.000Z',
    likes: 63,
    category: 'interview_success',
  },
  {
    id: 5,
    author: 'Jonah R.',
    message:
      'Negotiated for the first time in my life. The base was fixed, so I asked for a signing bonus and a six-month review instead, and got both. Thank you to everyone who shared their scripts here.',
    timestamp: '2026-01-07T10:10:00.000Z',
    likes: 97,
    category: 'job_success',
  },
];

export const peerSupportSnippets: PeerSupportSnippet[] = [
  {
    id: 1,
    author: 'Noah F.',
    topic: 'Resume',
    question:
      'My ATS score is stuck at 58% for supply-chain analyst roles. Should I add every tool they list?',
    reply:
      'Only the ones you have really used. Check the missing list for skills you have but described differently, like "forecasting" versus "demand planning". That alone usually moves it 10 to 15 points.',
    replyAuthor: 'Kwame A., Community Helper',
    helpfulCount: 34,
  },
  {
    id: 2,
    author: 'Priyanka S.',
    topic: 'Interviews',
    question: 'How do I answer "what is your biggest weakness" without sounding fake?',
    reply:
      'Pick a real, non-critical weakness, show the system you use to manage it, and give a recent example of it working. "I used to say yes to everything, so now I check every new request against my top three priorities" is honest and shows self-awareness.',
    replyAuthor: 'Oliver G., Community Helper',
    helpfulCount: 41,
  },
  {
    id: 3,
    author: 'Fatima O.',
    topic: 'Career change',
    question: 'Is it worth doing a certification before applying for UX research roles?',
    reply:
      'Count how many postings actually ask for it first. In my search, a small research project with a write-up got far more attention than any certificate. Do the project first, then decide.',
    replyAuthor: 'Laura B., Career Changer',
    helpfulCount: 27,
  },
  {
    id: 4,
    author: 'Daniel M.',
    topic: 'Salary',
    question: 'The recruiter asked for my current salary on the first call. What do I say?',
    reply:
      'Redirect to the role: "I would rather focus on the market rate for this position. Could you share the budgeted range?" If they insist, give a researched range for the new role, not your current pay.',
    replyAuthor: 'Elena V., Recently Hired',
    helpfulCount: 52,
  },
];

export const communityGuidelines: GuidelineItem[] = [
  {
    title: 'Be kind and constructive',
    description:
      'Job searching is stressful. Critique the resume or the answer, never the person, and suggest a better version when you point out a problem.',
  },
  {
    title: 'Keep it honest',
    description:
      'Do not encourage anyone to invent experience, inflate numbers or use fake offers in negotiations. Honest advice is the only kind that survives an interview.',
  },
  {
    title: 'Protect privacy',
    description:
      "Remove phone numbers, addresses and other personal details before sharing a resume. Never post someone else's details, interview questions under a confidentiality agreement or internal company information.",
  },
  {
    title: 'Share what worked, with context',
    description:
      'When you share a success, say what you changed and why it helped. Specifics help others more than congratulations alone.',
  },
  {
    title: 'No spam or paid promotion',
    description:
      'Do not advertise services, recruit for paid schemes or post referral links. Volunteers helping for free are welcome; sales pitches are not.',
  },
  {
    title: 'Respect every path',
    description:
      'Members come from every industry, age and background, including career breaks and career changes. Everyone here is welcome.',
  },
];
