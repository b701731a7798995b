/**
 * Seed data for community members (fictional sample profiles).
 *
 * Status labels shown by the interface:
 *   recently_hired -> Recently Hired, community_helper -> Community Helper,
 *   career_changer -> Career Changer, new_member -> New Member (also the
 *   fallback for any unknown status).
 */

export type SeedCommunityStatus =
  'recently_hired' | 'community_helper' | 'career_changer' | 'new_member';

export interface SeedCommunityMember {
  name: string;
  role: string;
  status: SeedCommunityStatus;
  bio: string;
  /** Named counters, e.g. { resumesTailored: 12, peersHelped: 4 }. */
  achievements: Record<string, number>;
  isPublic: boolean;
  featured: boolean;
}

export const communityMembers: SeedCommunityMember[] = [
  {
    name: 'Elena Vasquez',
    role: 'Product Analyst',
    status: 'recently_hired',
    bio: 'Spent four months searching after a layoff. Tailored every application, tracked all 41 of them, and started a new product analyst role in March. Happy to share what my pipeline looked like week by week.',
    achievements: {
      resumesTailored: 27,
      interviewsPracticed: 18,
      applicationsTracked: 41,
      offersReceived: 2,
    },
    isPublic: true,
    featured: true,
  },
  {
    name: 'Kwame Asante',
    role: 'Senior Recruiter (volunteer reviewer)',
    status: 'community_helper',
    bio: 'Ten years in technical recruiting. I review resumes in the community on weekends and answer questions about what recruiters actually see when they search an ATS.',
    achievements: { resumesReviewed: 136, peersHelped: 94, answersMarkedHelpful: 61 },
    isPublic: true,
    featured: true,
  },
  {
    name: 'Laura Brennecke',
    role: 'Instructional Designer (former teacher)',
    status: 'career_changer',
    bio: 'Taught secondary-school biology for eight years before moving into instructional design. Built two portfolio modules, rewrote my resume in the language of learning design, and landed my first role after five months.',
    achievements: {
      resumesTailored: 19,
      interviewsPracticed: 23,
      portfolioProjects: 2,
      skillsAdded: 6,
    },
    isPublic: true,
    featured: true,
  },
  {
    name: 'Samir Haddad',
    role: 'Computer Science Graduate',
    status: 'new_member',
    bio: 'Just finished my degree and preparing for my first software engineering interviews. Practising system-design and behavioral questions every evening and looking for a study partner.',
    achievements: { resumesTailored: 3, interviewsPracticed: 9, dayStreak: 6 },
    isPublic: true,
    featured: true,
  },
  {
    name: 'Mei Tanaka',
    role: 'Customer Success Manager',
    status: 'recently_hired',
    bio: 'Moved from hospitality management into B2B customer success. The negotiation script helped me ask for a signing bonus, which I would never have done on my own.',
    achievements: {
      resumesTailored: 14,
      interviewsPracticed: 12,
      applicationsTracked: 26,
      offersReceived: 1,
    },
    isPublic: true,
    featured: false,
  },
  {
    name: 'Oliver Grant',
    role: 'Engineering Manager',
    status: 'community_helper',
    bio: 'Hiring manager for backend teams. I run occasional mock system-design sessions in the community and write up the most common mistakes I see in interviews.',
    achievements: { mockInterviewsHosted: 22, peersHelped: 48, answersMarkedHelpful: 35 },
    isPublic: true,
    featured: false,
  },
  {
    name: 'Fatima Oduya',
    role: 'UX Researcher (former nurse)',
    status: 'career_changer',
    bio: 'Seven years as a ward nurse taught me to observe, listen and document. Now I do the same for health-tech products. Ask me about reframing clinical experience for research roles.',
    achievements: {
      resumesTailored: 11,
      interviewsPracticed: 15,
      portfolioProjects: 3,
      peersHelped: 7,
    },
    isPublic: true,
    featured: false,
  },
  {
    name: 'Noah Feldman',
    role: 'Logistics Coordinator',
    status: 'new_member',
    bio: 'Exploring a move into supply-chain analytics. Currently working through the skill gaps from my career plan, starting with SQL and spreadsheet modelling.',
    achievements: { resumesTailored: 2, interviewsPracticed: 4, dayStreak: 3 },
    isPublic: true,
    featured: false,
  },
];
