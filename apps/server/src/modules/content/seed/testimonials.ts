/**
 * Seed data for testimonials.
 *
 * The people and companies are fictional sample data. Roles and companies
 * are spread so that every industry filter on the testimonials page
 * (a case-insensitive substring test on role or company for "tech",
 * "marketing", "sales", "design" and "management") finds several entries.
 * imageUrl is null: the interface shows the person's initials.
 */

export interface SeedTestimonial {
  name: string;
  role: string;
  company: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
  verified: boolean;
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
      'The score breakdown was the useful part. It showed that I never actually wrote "Kubernetes" even though I ran our clusters for two years, and that my summary said nothing about on-call leadership. Two honest edits, and I went from no replies to three recruiter calls in a fortnight.',
    verified: true,
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
      'I tailor every application now, because it takes fifteen minutes instead of an evening. The personalized mode rewrote my campaign bullets around the metrics each posting cared about, and it never invented a number. I accepted an offer after six weeks of searching.',
    verified: true,
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
      'Salary talks used to be where I left money on the table. I rehearsed the negotiation script with my own numbers, asked for a signing bonus when the base was fixed, and came out about $9,000 ahead of the first offer.',
    verified: true,
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
      'My old resume was a beautiful two-column layout that parsed into nonsense. Moving my content into a cleaner template and checking the ATS score fixed that. I still keep my portfolio for the visual work, which is where it belongs.',
    verified: true,
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
      'Moving from senior engineer to manager meant a completely different kind of interview. Practising leadership questions in the Interview Arena every evening for two weeks, and reading the feedback on where my answers went vague, made the final round feel familiar.',
    verified: true,
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
      'The LinkedIn optimizer gave my About section a real opening line and a clear ask at the end. Within a month two recruiters messaged me about content roles, which had never happened before.',
    verified: true,
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
      'The application tracker showed my response rate was fine but almost nothing reached an interview. That told me the problem was my phone screens, not my resume. Fixing my introduction made the difference.',
    verified: false,
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
      'I used the cover letter generator for a first draft, then used the feedback tab to tighten it. Recruiters mentioned my letter in two separate interviews, which I took as a sign it was actually read.',
    verified: true,
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
      'The career planner turned "I want to leave teaching" into a six-month plan with the SQL and dashboard skills I was actually missing. Eight months later I am analysing product data full time.',
    verified: false,
    imageUrl: null,
    linkedinUrl: null,
    featured: false,
  },
];
