/**
 * Role family: what kind of work a posting and a resume are about (frontend, backend, data
 * science, DevOps, clinical care, sales...), read from their titles and their skills. A posting
 * for machine learning research is not a backend engineer's best match even when the two share
 * Python and SQL; the family part says so, and says what each side reads as.
 *
 * A skill belongs to a family when it is one of the family's anchor skills or leads to one through
 * the taxonomy's broader skills (TensorFlow -> Deep Learning -> Machine Learning). Skills of no
 * family (Python, SQL, Git) say nothing about it.
 */
import { allSkills, getSkill } from '../taxonomy';
import type { JobAnalysis } from '../types';
import type { ResumeProfile } from './profile';

interface FamilyDef {
  id: string;
  name: string;
  /** a title of this family ("Machine Learning Engineer") */
  title: RegExp;
  /** the taxonomy's names of the skills that mark the family */
  anchors: string[];
}

/* Specific families first: a "Software Engineer, Machine Learning" is machine learning work. */
const FAMILIES: FamilyDef[] = [
  {
    id: 'ml',
    name: 'machine learning and data science',
    title:
      /\b(?:machine learning|ml|ai|a\.i\.|artificial intelligence|deep learning|data scien\w*|research (?:scientist|engineer)|applied scientist|llm|nlp|computer vision|genai|generative ai)\b/i,
    anchors: [
      'Machine Learning',
      'Deep Learning',
      'Data Science',
      'Natural Language Processing',
      'Computer Vision',
      'Large Language Models',
      'Statistics',
    ],
  },
  {
    id: 'data-eng',
    name: 'data engineering',
    title:
      /\b(?:data engineer\w*|etl|big data|data warehouse|data architect|database (?:engineer|developer|administrator)|dba|hadoop|data platform|analytics engineer)\b/i,
    anchors: ['Data Engineering', 'Big Data', 'Data Warehousing', 'ETL'],
  },
  {
    id: 'analytics',
    name: 'analytics and business intelligence',
    title:
      /\b(?:(?:data|business|bi|marketing|reporting|financial|operations|product) analyst|business intelligence|analytics|bi developer)\b/i,
    anchors: ['Business Intelligence', 'Data Visualization', 'Business Analysis', 'Data Analysis'],
  },
  {
    id: 'devops',
    name: 'DevOps and infrastructure',
    title:
      /\b(?:devops|devsecops|site reliability|sre|platform engineer\w*|cloud (?:engineer|architect)|infrastructure|systems? administrator|sysadmin|release engineer|build engineer)\b/i,
    anchors: [
      'DevOps',
      'Site Reliability Engineering',
      'Infrastructure as Code',
      'CI/CD',
      'Docker',
      'Cloud Computing',
    ],
  },
  {
    id: 'security',
    name: 'security and networks',
    title:
      /\b(?:security|cyber\s?security|penetration|soc analyst|network (?:engineer|administrator)|infosec)\b/i,
    anchors: ['Cybersecurity', 'Network Security', 'Penetration Testing'],
  },
  {
    id: 'qa',
    name: 'testing and quality assurance',
    title:
      /\b(?:qa|quality assurance|test(?:ing)? (?:engineer|analyst|lead)|sdet|tester|test automation)\b/i,
    anchors: ['Software Testing', 'Test Automation'],
  },
  {
    id: 'mobile',
    name: 'mobile apps',
    title: /\b(?:ios|android|mobile|flutter|react native)\b/i,
    anchors: ['iOS', 'Android', 'Mobile Development', 'Swift', 'Kotlin'],
  },
  {
    id: 'embedded',
    name: 'embedded and hardware',
    title: /\b(?:embedded|firmware|hardware|fpga|asic|silicon|electronics)\b/i,
    anchors: ['Embedded Systems', 'Verilog'],
  },
  {
    id: 'frontend',
    name: 'frontend',
    title:
      /\b(?:front[- ]?end|ui engineer|ui developer|web developer|web designer|javascript developer|react developer)\b/i,
    anchors: ['Frontend Development', 'React', 'Angular', 'Vue.js', 'CSS', 'HTML'],
  },
  {
    id: 'backend',
    name: 'backend and general software',
    title:
      /\b(?:back[- ]?end|software (?:engineer|developer|development)|sde|swe|programmer|(?:java|python|\.net|c#|c\+\+|golang|go|ruby|php|node(?:\.js)?|scala|rust) (?:developer|engineer)|application developer|developer)\b/i,
    anchors: [
      'Backend Development',
      'Microservices',
      'REST APIs',
      'Distributed Systems',
      'Spring Boot',
      'Django',
      // server-side frameworks and runtimes: a resume that builds with them does backend work
      'Spring',
      'Hibernate',
      'Apache Struts',
      'Apache Tomcat',
      '.NET',
      'Flask',
      'FastAPI',
      'Node.js',
      'Express',
      'Laravel',
      'Ruby on Rails',
      'gRPC',
    ],
  },
  {
    id: 'design',
    name: 'design',
    title: /\b(?:designer|ux|ui\/ux|user experience|graphic|art director)\b/i,
    anchors: ['UX Design', 'UI Design', 'Graphic Design'],
  },
  {
    id: 'management',
    name: 'product and project management',
    title:
      /\b(?:product manager|product owner|project manager|program manager|scrum master|pmo|delivery manager)\b/i,
    anchors: ['Project Management', 'Product Management'],
  },
  {
    id: 'clinical',
    name: 'clinical care',
    title:
      /\b(?:nurse|nursing|rn|lpn|physician|doctor|clinical|therapist|pharmacist|medical assistant|caregiver|paramedic|emt|dental|patient)\b/i,
    anchors: ['Patient Care', 'Electronic Health Records'],
  },
  {
    id: 'sales',
    name: 'sales and marketing',
    title:
      /\b(?:sales|account (?:executive|manager)|business development|marketing|seo|brand|growth|customer success)\b/i,
    anchors: ['Sales', 'Marketing', 'CRM'],
  },
  {
    id: 'finance',
    name: 'finance and accounting',
    title:
      /\b(?:accountant|accounting|finance|financial|auditor|bookkeeper|controller|tax|payroll)\b/i,
    anchors: ['Accounting', 'Financial Analysis', 'Payroll'],
  },
  {
    id: 'people',
    name: 'HR and recruiting',
    title: /\b(?:hr|human resources|recruit\w*|talent|people partner)\b/i,
    anchors: ['Human Resources', 'Recruiting'],
  },
  {
    id: 'legal',
    name: 'law',
    title: /\b(?:lawyer|attorney|advocate|paralegal|counsel|legal|solicitor)\b/i,
    anchors: ['Litigation', 'Legal Research'],
  },
  {
    id: 'teaching',
    name: 'teaching',
    title: /\b(?:teacher|tutor|instructor|lecturer|professor|educator)\b/i,
    anchors: ['Teaching', 'Special Education'],
  },
  {
    id: 'science',
    name: 'laboratory and life-science research',
    title:
      /\b(?:postdoc\w*|postdoctoral|(?<!data )(?<!applied )scientist|biolog\w*|chemist\w*|biochemist\w*|neuroscien\w*|immunolog\w*|laborator\w*|lab (?:technician|manager|assistant)|research (?:associate|fellow|assistant|technician))\b/i,
    anchors: [
      'Cell Culture',
      'Immunohistochemistry',
      'Flow Cytometry',
      'Microscopy',
      'qPCR',
      'Western Blot',
      'Single-Cell RNA-seq',
      'Animal Surgery',
    ],
  },
  {
    id: 'hospitality',
    name: 'hospitality and food service',
    title:
      /\b(?:restaurant|hotel|hospitality|chef|cook|kitchen|bartender|barista|waiter|waitress|front (?:desk|office)|guest|housekeep\w*|catering|food service|banquet|concierge|sommelier|lodging|resort|food and beverage|f&b)\b/i,
    anchors: [
      'Guest Relations',
      'Food Safety',
      'Wine Service',
      'Opera PMS',
      'ResDiary',
      'Toast POS',
      'MICROS POS',
      'OpenTable',
    ],
  },
  {
    id: 'logistics',
    name: 'logistics and supply chain',
    title:
      /\b(?:logistics|supply chain|warehouse|inventory|procurement|purchasing|buyer|dispatch\w*|fleet|freight|shipping|transportation|distribution)\b/i,
    anchors: [
      'Supply Chain Management',
      'Warehouse Operations',
      'Inventory Management',
      'Procurement',
      'Hazmat Shipping',
      'logistics',
      'Warehouse management system WMS',
    ],
  },
  {
    id: 'built',
    name: 'civil, mechanical and electrical engineering',
    title:
      /\b(?:civil|mechanical|electrical|structural|construction|manufacturing|hvac|electrician|plumber|site engineer)\b/i,
    anchors: ['Civil Engineering', 'Mechanical Engineering', 'Electrical Engineering', 'CAD'],
  },
];

/** Families close enough that work in one counts half for the other (full-stack, data work...). */
const RELATED: ReadonlyArray<[string, string]> = [
  ['frontend', 'backend'],
  ['backend', 'devops'],
  ['backend', 'data-eng'],
  ['backend', 'mobile'],
  ['backend', 'qa'],
  ['backend', 'embedded'],
  ['data-eng', 'analytics'],
  ['data-eng', 'ml'],
  ['analytics', 'ml'],
  ['devops', 'security'],
  ['frontend', 'design'],
  ['frontend', 'mobile'],
  ['embedded', 'built'],
  ['science', 'ml'],
  ['science', 'clinical'],
];
const RELATED_CREDIT = 0.5;
/** A resume covers a family in full once this share of its own evidence is in it. */
export const FAMILY_FULL = 0.35;
/** The share of a reading that comes from the title when there is one (the rest from skills). */
const TITLE_SHARE = { job: 0.6, resume: 0.5 };

export type FamilyVector = Map<string, number>;

let skillFamilies: Map<number, string[]> | undefined;

/** Each skill's families: anchors and the skills that lead to them through broader skills. */
function familiesOfSkill(id: number): readonly string[] {
  if (!skillFamilies) {
    const anchor = new Map<number, string[]>();
    const byName = new Map(allSkills().map((s) => [s.name, s.id]));
    for (const f of FAMILIES)
      for (const a of f.anchors) {
        const sid = byName.get(a);
        if (sid !== undefined) anchor.set(sid, [...(anchor.get(sid) ?? []), f.id]);
      }
    skillFamilies = new Map();
    for (const s of allSkills()) {
      const out = new Set<string>();
      const seen = new Set<number>();
      const queue = [s.id];
      while (queue.length) {
        const cur = queue.shift()!;
        if (seen.has(cur)) continue;
        seen.add(cur);
        for (const f of anchor.get(cur) ?? []) out.add(f);
        queue.push(...getSkill(cur).implies);
      }
      if (out.size) skillFamilies.set(s.id, [...out]);
    }
  }
  return skillFamilies.get(id) ?? [];
}

/** The families a title names: the specific ones, else general software work. */
export function titleFamilies(title: string): string[] {
  const t = title.slice(0, 200);
  const hits = FAMILIES.filter((f) => f.id !== 'backend' && f.title.test(t)).map((f) => f.id);
  // "Full Stack" is frontend and backend work alike
  if (/\bfull[- ]?stack\b/i.test(t)) return [...new Set([...hits, 'frontend', 'backend'])];
  if (hits.length) return hits;
  return FAMILIES.find((f) => f.id === 'backend')!.title.test(t) ? ['backend'] : [];
}

function addSpread(v: FamilyVector, fams: readonly string[], w: number): void {
  for (const f of fams) v.set(f, (v.get(f) ?? 0) + w / fams.length);
}

function normalize(v: FamilyVector): FamilyVector {
  const total = [...v.values()].reduce((a, b) => a + b, 0);
  const out: FamilyVector = new Map();
  if (total > 0) for (const [k, x] of v) out.set(k, x / total);
  return out;
}

/** Blend the title reading and the skill reading (either may be empty). */
function blend(titles: FamilyVector, skills: FamilyVector, titleShare: number): FamilyVector {
  const t = normalize(titles);
  const s = normalize(skills);
  if (!t.size) return s;
  if (!s.size) return t;
  const out: FamilyVector = new Map();
  for (const [k, x] of t) out.set(k, titleShare * x);
  for (const [k, x] of s) out.set(k, (out.get(k) ?? 0) + (1 - titleShare) * x);
  return out;
}

export function jobFamilies(job: JobAnalysis): FamilyVector {
  const titles: FamilyVector = new Map();
  addSpread(titles, titleFamilies(job.title), 1);
  const skills: FamilyVector = new Map();
  for (const s of job.skills) {
    if (s.category === 'soft') continue;
    addSpread(skills, familiesOfSkill(s.skillId), s.weight);
  }
  return blend(titles, skills, TITLE_SHARE.job);
}

export function resumeFamilies(profile: ResumeProfile): FamilyVector {
  const titles: FamilyVector = new Map();
  const lines = [profile.headline, profile.target, ...profile.titles.slice(0, 3)].filter(Boolean);
  lines.forEach((t, i) => addSpread(titles, titleFamilies(t), i < 2 ? 1 : 0.7));
  const skills: FamilyVector = new Map();
  for (const [id, v] of profile.skills)
    addSpread(skills, familiesOfSkill(id), 1 + Math.log(v.count));
  return blend(titles, skills, TITLE_SHARE.resume);
}

function relatedness(a: string, b: string): number {
  if (a === b) return 1;
  return RELATED.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
    ? RELATED_CREDIT
    : 0;
}

export interface FamilyFit {
  /** 0..100; null when the posting or the resume shows no family */
  score: number | null;
  job: Array<{ name: string; share: number }>;
  resume: Array<{ name: string; share: number }>;
}

const named = (v: FamilyVector) =>
  [...v]
    .sort((a, b) => b[1] - a[1])
    .filter(([, x]) => x >= 0.1)
    .slice(0, 3)
    .map(([id, share]) => ({ name: FAMILIES.find((f) => f.id === id)!.name, share }));

/**
 * How much of the posting's kind of work the resume shows: for each family of the posting (by
 * its share), the resume's share in that family (a related family counts half), in full from
 * FAMILY_FULL.
 */
export function familyFit(job: JobAnalysis, profile: ResumeProfile): FamilyFit {
  const j = jobFamilies(job);
  const r = resumeFamilies(profile);
  if (!j.size || !r.size) return { score: null, job: named(j), resume: named(r) };
  let fit = 0;
  for (const [f, p] of j) {
    let cover = 0;
    for (const [g, x] of r) cover += relatedness(f, g) * x;
    fit += p * Math.min(1, cover / FAMILY_FULL);
  }
  return { score: 100 * fit, job: named(j), resume: named(r) };
}
