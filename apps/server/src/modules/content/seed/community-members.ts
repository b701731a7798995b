/**
 * Example community profiles, seeded so a new instance does not show an empty page. The people
 * are fictional: they are stored with sample = true and shown labelled "Example" wherever they
 * appear. Their counters name only tools that work today (the Resume Lab and Saved Resumes).
 * SAMPLE_CONTENT=off removes them (see the README).
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
  /** Named counters, e.g. { resumesTailored: 12, resumesSaved: 4 }. */
  achievements: Record<string, number>;
  isPublic: boolean;
  featured: boolean;
}

export const communityMembers: SeedCommunityMember[] = [
  {
    name: 'Elena Vasquez',
    role: 'Product Analyst',
    status: 'recently_hired',
    bio: 'Spent four months searching after a layoff. Tailored every application to its posting and started a new product analyst role in March. Happy to share what my search looked like week by week.',
    achievements: { resumesTailored: 27, resumesSaved: 12 },
    isPublic: true,
    featured: true,
  },
  {
    name: 'Kwame Asante',
    role: 'Senior Recruiter (volunteer reviewer)',
    status: 'community_helper',
    bio: 'Ten years in technical recruiting. Happy to answer questions about what recruiters actually see when they search an applicant tracking system.',
    achievements: {},
    isPublic: true,
    featured: true,
  },
  {
    name: 'Laura Brennecke',
    role: 'Instructional Designer (former teacher)',
    status: 'career_changer',
    bio: 'Taught secondary-school biology for eight years before moving into instructional design. Built two portfolio modules, rewrote my resume in the language of learning design, and landed my first role after five months.',
    achievements: { resumesTailored: 19, resumesSaved: 6 },
    isPublic: true,
    featured: true,
  },
  {
    name: 'Samir Haddad',
    role: 'Computer Science Graduate',
    status: 'new_member',
    bio: 'Just finished my degree and applying for my first software engineering roles. Looking for a study partner for system-design and behavioral questions.',
    achievements: { resumesTailored: 3, resumesSaved: 2 },
    isPublic: true,
    featured: true,
  },
  {
    name: 'Mei Tanaka',
    role: 'Customer Success Manager',
    status: 'recently_hired',
    bio: 'Moved from hospitality management into B2B customer success. Rewriting guest-relations work in the language of retention and renewals made the difference.',
    achievements: { resumesTailored: 14, resumesSaved: 5 },
    isPublic: true,
    featured: false,
  },
  {
    name: 'Oliver Grant',
    role: 'Engineering Manager',
    status: 'community_helper',
    bio: 'Hiring manager for backend teams. I write up the most common resume and interview mistakes I see when hiring engineers.',
    achievements: {},
    isPublic: true,
    featured: false,
  },
  {
    name: 'Fatima Oduya',
    role: 'UX Researcher (former nurse)',
    status: 'career_changer',
    bio: 'Seven years as a ward nurse taught me to observe, listen and document. Now I do the same for health-tech products. Ask me about reframing clinical experience for research roles.',
    achievements: { resumesTailored: 11, resumesSaved: 4 },
    isPublic: true,
    featured: false,
  },
  {
    name: 'Noah Feldman',
    role: 'Logistics Coordinator',
    status: 'new_member',
    bio: 'Exploring a move into supply-chain analytics. Comparing my resume with analyst postings showed the gaps to close first: SQL and spreadsheet modelling.',
    achievements: { resumesTailored: 2, resumesSaved: 1 },
    isPublic: true,
    featured: false,
  },
];
