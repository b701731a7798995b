/**
 * Example testimonials, seeded so a new instance does not show empty pages.
 *
 * The people and companies are fictional. They are stored with sample = true, shown labelled
 * "Example" wherever they appear, and never verified (a seed has no verification). Each quote
 * speaks only of tools that work today: the Resume Lab (tailoring, the explained ATS score),
 * Saved Resumes and the dashboard. SAMPLE_CONTENT=off removes them (see the README).
 *
 * Roles and companies are spread so that every industry filter on the testimonials page
 * (a case-insensitive substring test on role or company for "tech", "marketing", "sales",
 * "design" and "management") finds several entries. imageUrl is null: the interface shows the
 * person's initials.
 */

export interface SeedTestimonial {
  name: string;
  role: string;
  company: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
  imageUrl: string | null;
  linkedinUrl: string | null;
  featured: boolean;
}

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Priya Raman',
    role: 'Senior Software Engineer',
    company: 'Kestrelworks Tech',
    rating: 5,
    quote:
      'The score breakdown was the useful part. It showed that I never actually wrote "Kubernetes" even though I ran our clusters for two years, and that my summary said nothing about on-call leadership. Two honest edits, and the missing list was down to skills I really do not have.',
    imageUrl: null,
    linkedinUrl: null,
    featured: true,
  },
  {
    name: 'Marcus Ellery',
    role: 'Marketing Manager',
    company: 'Verdant Loop Brand Management',
    rating: 5,
    quote:
      'I tailor every application now, because it takes fifteen minutes instead of an evening. The personalized mode reordered my campaign bullets around what each posting asked for, and it never invented a number.',
    imageUrl: null,
    linkedinUrl: null,
    featured: true,
  },
  {
    name: 'Dana Okafor',
    role: 'Enterprise Account Executive, Sales',
    company: 'Tallgrass Freight Systems',
    rating: 5,
    quote:
      'I keep one saved resume per account segment I sell into, each with its own notes and tags. When a new role comes up I open the closest one instead of starting from a blank page.',
    imageUrl: null,
    linkedinUrl: null,
    featured: false,
  },
  {
    name: 'Sofia Lindqvist',
    role: 'Product Designer',
    company: 'Quillstone Labs',
    rating: 4,
    quote:
      'My old resume was a beautiful two-column layout that parsed into nonsense. The format checks in the score told me exactly what an applicant tracking system would trip over, and the plain version reads just as well.',
    imageUrl: null,
    linkedinUrl: null,
    featured: false,
  },
  {
    name: 'James Whitfield',
    role: 'Engineering Manager',
    company: 'Fernhollow Technologies',
    rating: 5,
    quote:
      'Moving from senior engineer to manager meant rewriting my resume around people and delivery. The missing keywords for management postings were a blunt but fair list of what my old resume never said.',
    imageUrl: null,
    linkedinUrl: null,
    featured: true,
  },
  {
    name: 'Aisha Karim',
    role: 'Content Marketing Specialist',
    company: 'Saltmarsh Media Group',
    rating: 5,
    quote:
      'What I like is that the score explains itself. Every point comes with the keyword it found or missed, so I know what to change and, just as important, what to leave alone.',
    imageUrl: null,
    linkedinUrl: null,
    featured: false,
  },
  {
    name: 'Tomás Herrera',
    role: 'Sales Development Manager',
    company: 'Ridgeway Asset Management',
    rating: 4,
    quote:
      'The dashboard keeps me honest: how many jobs I tailored for this week against my goal, and my average score. A slow week is obvious at a glance.',
    imageUrl: null,
    linkedinUrl: null,
    featured: false,
  },
  {
    name: 'Hannah Cho',
    role: 'UX Design Lead',
    company: 'Harborview Health Partners',
    rating: 5,
    quote:
      'I compared the basic and aggressive modes on the same posting and kept the basic one. It is good to have a tool that shows you what it changed instead of quietly rewriting you.',
    imageUrl: null,
    linkedinUrl: null,
    featured: false,
  },
  {
    name: 'Ravi Menon',
    role: 'Data Analyst (former teacher)',
    company: 'Brightlane Techworks',
    rating: 5,
    quote:
      'Leaving teaching, I had no idea which of my skills a data analyst posting would count. Pasting three postings into the Resume Lab showed me the same SQL and dashboard gaps every time, so I knew what to learn first.',
    imageUrl: null,
    linkedinUrl: null,
    featured: false,
  },
];
