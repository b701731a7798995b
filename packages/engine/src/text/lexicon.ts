// Long file: the word lists (headings, verbs, stopwords, degrees), read as one lexicon.
/** Word lists used by the parser, the job analyser and the scorer. */
import { wordSet } from './words';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'awards'
  | 'languages'
  | 'volunteer'
  | 'publications'
  | 'interests'
  | 'references'
  | 'additional'
  | 'contact';

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about me',
    'about',
    'objective',
    'career objective',
    'career summary',
    'executive summary',
    'overview',
    'personal statement',
    'introduction',
    'qualifications summary',
    'summary of qualifications',
    'profile summary',
    'professional overview',
    'career profile',
    'objective statement',
    'personal profile',
    'summary of skills and experience',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'experience details',
    'company details',
    'professional background',
    'internships',
    'internship',
    'internship experience',
    'work experience details',
    'professional history',
    'employment experience',
    'industry experience',
    'experience summary',
    'career experience',
    'positions held',
    'relevant work experience',
    'teaching experience',
    'research experience',
    'teaching',
    'academic appointments',
    'appointments',
    'clinical experience',
    'military service',
    'military experience',
    'service history',
  ],
  education: [
    'education',
    'academic background',
    'academics',
    'education details',
    'educational qualifications',
    'educational qualification',
    'academic qualifications',
    'academic qualification',
    'education and training',
    'educational background',
    'academic details',
    'academic profile',
    'education & training',
    'education and certifications',
    'qualifications',
    'academic credentials',
    'scholastic record',
  ],
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'key skills',
    'skill details',
    'skills summary',
    'areas of expertise',
    'expertise',
    'technologies',
    'tech stack',
    'technical proficiencies',
    'technical proficiency',
    'tools',
    'tools and technologies',
    'tools & technologies',
    'it skills',
    'computer skills',
    'programming languages',
    'skill set',
    'skillset',
    'core skills',
    'technical expertise',
    'skills & abilities',
    'skills and abilities',
    'relevant skills',
    'professional skills',
    'technical summary',
    'key competencies',
    'software skills',
    'soft skills',
    'hard skills',
    'skills and tools',
    'skills & tools',
    'technical competencies',
    'strengths',
    'key strengths',
    'software',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licences',
    'licenses and certifications',
    'licenses & certifications',
    'certifications and licenses',
    'courses',
    'coursework',
    'relevant coursework',
    'training',
    'trainings',
    'professional development',
    'accreditations',
    'certifications & training',
    'certifications and training',
    'training and certifications',
    'training & certifications',
    'courses and certifications',
  ],
  projects: [
    'projects',
    'personal projects',
    'academic projects',
    'key projects',
    'selected projects',
    'project details',
    'side projects',
    'project experience',
    'projects undertaken',
    'major projects',
    'notable projects',
    'open source',
    'portfolio',
    'project',
    'campaigns',
    'selected campaigns',
    'key campaigns',
    'case studies',
    'selected work',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'achievements',
    'accomplishments',
    'awards and honors',
    'awards & honors',
    'honors and awards',
    'honors & awards',
    'awards and achievements',
    'key achievements',
    'recognition',
  ],
  languages: ['languages', 'language skills', 'languages known', 'spoken languages'],
  volunteer: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'community involvement',
    'leadership and activities',
    'activities',
    'extracurricular activities',
    'extra curricular activities',
    'leadership experience',
    'community service',
  ],
  publications: ['publications', 'research', 'patents', 'presentations', 'papers', 'conferences'],
  interests: [
    'interests',
    'hobbies',
    'hobbies and interests',
    'interests and hobbies',
    'personal interests',
  ],
  references: ['references', 'referees'],
  additional: [
    'additional information',
    'other information',
    'personal details',
    'personal information',
    'declaration',
    'personal data',
    'additional',
    'miscellaneous',
    'other',
    'affiliations',
    'professional affiliations',
    'memberships',
    'professional memberships',
    'associations',
  ],
  contact: ['contact', 'contact information', 'contact details', 'contact info'],
};

export const HEADING_LOOKUP: ReadonlyMap<string, SectionKind> = (() => {
  const m = new Map<string, SectionKind>();
  for (const [kind, list] of Object.entries(HEADINGS) as Array<[SectionKind, string[]]>)
    for (const h of list) m.set(h, kind);
  return m;
})();

/** The standard heading printed for each section kind. */
export const STANDARD_HEADING: Record<SectionKind, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  projects: 'Projects',
  awards: 'Awards',
  languages: 'Languages',
  volunteer: 'Volunteer Experience',
  publications: 'Publications',
  interests: 'Interests',
  references: 'References',
  additional: 'Additional Information',
  contact: 'Contact',
};

export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' & ')
    .replace(/[^a-z& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that make a phrase look like a job title. */
export const TITLE_HEADS = wordSet(
  `engineer engineers developer developers manager analyst intern internship consultant specialist director associate designer scientist architect administrator admin assistant coordinator officer lead head president vp executive representative rep accountant nurse teacher technician writer editor programmer tester researcher advisor adviser agent clerk supervisor owner founder cofounder co-founder trainee fellow instructor professor lecturer chef attorney lawyer advocate therapist counselor counsellor recruiter strategist planner operator mechanic electrician pharmacist physician producer marketer buyer auditor controller cashier trainer sde swe sre devops dba principal partner member staff expert generalist bookkeeper paralegal secretary receptionist worker driver guard tutor librarian surveyor draftsman draughtsman estimator inspector investigator economist statistician mathematician physicist chemist biologist photographer journalist reporter translator interpreter coach captain chief cto ceo cfo coo cio cmo ciso evangelist steward stylist artist animator illustrator copywriter hr`,
);

export const SENIORITY_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'chief',
  'head',
  'intern',
  'trainee',
  'associate',
  'assistant',
  'entry',
  'graduate',
  'mid',
  'level',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
]);

/** Company name markers. */
export const COMPANY_MARKERS =
  /\b(?:inc|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|gmbh|ag|plc|pvt|private|pte|s\.a|sa|bv|technologies|technology|tech|solutions|systems|labs|laboratories|group|bank|banking|university|college|institute|hospital|clinic|consulting|consultancy|services|software|partners|agency|foundation|studios?|media|networks|holdings|enterprises|international|associates|industries|bureau|department|ministry|council|firm|capital|ventures|health|healthcare|financial|insurance|airlines|motors|pharma|pharmaceuticals|retail|logistics|global|digital|analytics|infotech|infosys|communications|electronics|army|navy|air force|marine corps|coast guard|national guard|space force)\b\.?|有限公司|股份|公司|集团|集團|株式会社|有限会社|주식회사|\(주\)|（株）/i;

/**
 * Job-title words of Chinese, Japanese and Korean resumes (no word breaks there, so matched
 * anywhere in the text): engineer, manager, designer, analyst, developer, director, lead...
 */
export const CJK_TITLE_WORDS =
  /工程师|工程師|经理|經理|设计师|設計師|分析师|分析師|开发|開發|总监|總監|主管|专员|專員|顾问|顧問|架构师|架構師|科学家|研究员|研究員|实习生|教师|教師|护士|護士|会计|會計|律师|律師|医生|醫生|主任|助理|エンジニア|マネージャー|デザイナー|アナリスト|コンサルタント|開発者|部長|課長|看護師|엔지니어|매니저|개발자|디자이너|분석가|연구원|팀장|과장|부장|대리|간호사/;

/** Strong action verbs (past tense). Present-tense forms are derived for tense checks. */
export const ACTION_VERBS = wordSet(
  `accelerated accomplished achieved acquired adapted addressed administered advanced advised advocated allocated analyzed analysed anticipated applied appraised approved architected arranged assembled assessed assigned assisted attained audited authored automated balanced benchmarked boosted briefed budgeted built calculated captured catalogued chaired championed clarified classified coached coded collaborated collected combined communicated compiled completed composed computed conceived conceptualized conducted configured consolidated constructed consulted contracted contributed controlled converted convinced coordinated corrected counseled crafted created cultivated cut debugged decreased defined delegated delivered demonstrated deployed designed detected determined developed devised diagnosed directed discovered dispatched distributed documented doubled drafted drove earned edited educated effected eliminated enabled encouraged engineered enhanced ensured established estimated evaluated examined executed expanded expedited experimented explained explored extracted facilitated fixed forecasted formalized formed formulated fostered founded gained gathered generated grew guided halved handled headed helped hired identified illustrated implemented improved increased influenced informed initiated innovated inspected inspired installed instituted instructed integrated interpreted interviewed introduced invented investigated launched led leveraged lifted maintained managed mapped marketed maximized measured mediated mentored merged migrated minimized mobilized modeled modelled modernized monitored motivated navigated negotiated operated optimized orchestrated organized originated outperformed overhauled oversaw owned partnered performed piloted pioneered planned prepared presented prevented prioritized processed produced programmed projected promoted proposed prototyped provided published purchased qualified quantified raised ran rebuilt recommended reconciled recorded recruited redesigned reduced refactored refined regulated rehabilitated reinforced remodeled reorganized repaired replaced reported represented researched resolved restored restructured revamped reviewed revised revitalized saved scaled scheduled screened secured selected served serviced set shaped shipped simplified sold solved spearheaded specified standardized steered streamlined strengthened structured succeeded supervised supported surpassed surveyed sustained synthesized systematized tackled targeted taught tested tracked trained transformed translated tripled troubleshot tuned unified upgraded utilized validated verified visualized won wrote`,
);

const IRREGULAR_PRESENT: Record<string, string> = {
  built: 'build',
  drove: 'drive',
  grew: 'grow',
  led: 'lead',
  ran: 'run',
  sold: 'sell',
  taught: 'teach',
  wrote: 'write',
  won: 'win',
  oversaw: 'oversee',
  set: 'set',
  cut: 'cut',
  troubleshot: 'troubleshoot',
  spearheaded: 'spearhead',
};

/**
 * Present-tense forms of the action verbs ("develop", "develops", "manage", "manages"), generated
 * generously from the past forms: extra non-words in the set are harmless for tense checks.
 */
export const ACTION_VERBS_PRESENT: ReadonlySet<string> = (() => {
  const s = new Set<string>();
  const addBase = (b: string) => {
    if (b.length < 2) return;
    s.add(b);
    s.add(
      /(?:s|sh|ch|x|z)$/.test(b)
        ? b + 'es'
        : /[^aeiou]y$/.test(b)
          ? b.slice(0, -1) + 'ies'
          : b + 's',
    );
  };
  for (const v of ACTION_VERBS) {
    const irregular = IRREGULAR_PRESENT[v];
    if (irregular) {
      addBase(irregular);
      continue;
    }
    if (!v.endsWith('ed')) continue;
    if (v.endsWith('ied')) addBase(v.slice(0, -3) + 'y');
    addBase(v.slice(0, -1));
    addBase(v.slice(0, -2));
    if (/([bdglmnprt])\1ed$/.test(v)) addBase(v.slice(0, -3));
  }
  for (const v of ACTION_VERBS) s.delete(v);
  return s;
})();

/** Weak openings and their stronger replacements (no facts are added, only the verb changes). */
export const WEAK_PHRASES: Array<{
  re: RegExp;
  replace: string | ((m: string, ...g: string[]) => string);
  label: string;
}> = [
  {
    re: /^(?:was\s+)?responsible\s+for\s+(?:the\s+)?managing\b/i,
    replace: 'Managed',
    label: 'responsible for managing',
  },
  {
    re: /^(?:was\s+)?responsible\s+for\s+(?:the\s+)?leading\b/i,
    replace: 'Led',
    label: 'responsible for leading',
  },
  {
    re: /^(?:was\s+)?responsible\s+for\s+(?:the\s+)?(?:development|developing)\s+of\b/i,
    replace: 'Developed',
    label: 'responsible for development of',
  },
  {
    re: /^(?:was\s+)?responsible\s+for\s+(?:the\s+)?(?:developing|building)\b/i,
    replace: 'Built',
    label: 'responsible for developing',
  },
  {
    re: /^(?:was\s+)?responsible\s+for\s+(?:the\s+)?(?:maintaining|maintenance\s+of)\b/i,
    replace: 'Maintained',
    label: 'responsible for maintaining',
  },
  {
    re: /^(?:was\s+)?responsible\s+for\s+(?:the\s+)?(?:handling|processing)\b/i,
    replace: 'Handled',
    label: 'responsible for handling',
  },
  { re: /^(?:was\s+)?responsible\s+for\b/i, replace: 'Owned', label: 'responsible for' },
  {
    re: /^(?:my\s+)?(?:duties|responsibilities)\s+(?:included|include)\b:?/i,
    replace: 'Handled',
    label: 'duties included',
  },
  { re: /^helped\s+(?:with\s+|to\s+)?(?:the\s+)?/i, replace: 'Supported ', label: 'helped with' },
  { re: /^assisted\s+(?:with|in)\s+(?:the\s+)?/i, replace: 'Supported ', label: 'assisted with' },
  {
    re: /^worked\s+on\s+(?:the\s+)?(?:development\s+of\s+)?/i,
    replace: 'Developed ',
    label: 'worked on',
  },
  { re: /^worked\s+(?:closely\s+)?with\b/i, replace: 'Collaborated with', label: 'worked with' },
  { re: /^involved\s+in\s+(?:the\s+)?/i, replace: 'Contributed to ', label: 'involved in' },
  { re: /^participated\s+in\s+(?:the\s+)?/i, replace: 'Contributed to ', label: 'participated in' },
  { re: /^tasked\s+with\s+/i, replace: 'Delivered ', label: 'tasked with' },
  { re: /^in\s+charge\s+of\s+/i, replace: 'Directed ', label: 'in charge of' },
  { re: /^handled\s+the\s+/i, replace: 'Managed the ', label: 'handled the' },
  { re: /^utilized\b/i, replace: 'Used', label: 'utilized' },
  { re: /^utilised\b/i, replace: 'Used', label: 'utilised' },
];

/** Filler words removed when tightening bullets (never numbers, names or skills). */
export const FILLER: Array<[RegExp, string]> = [
  [/\bin order to\b/gi, 'to'],
  [/\bsuccessfully\s+/gi, ''],
  [/\ba variety of\b/gi, 'varied'],
  [/\bvarious\s+/gi, ''],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bon a daily basis\b/gi, 'daily'],
  [/\bon a weekly basis\b/gi, 'weekly'],
  [/\bon a monthly basis\b/gi, 'monthly'],
  [/\bin an effort to\b/gi, 'to'],
  [/\bwas able to\s+/gi, ''],
  [/\bvery\s+/gi, ''],
  [/\breally\s+/gi, ''],
  [/\bbasically\s+/gi, ''],
  [/\betc\.?\s*$/gi, ''],
];

export const STOPWORDS = wordSet(
  `a about above across after again against all almost also am an and any are as at be because been before being below between both but by can could did do does doing down during each either else etc even ever every few for from further had has have having he her here hers him his how however i if in into is it its itself just least less let like may me might more most must my near need neither no nor not now of off often on once one only or other others our ours out over own per please rather same shall she should since so some such than that the their theirs them then there these they this those through thus to too under until up upon us very via was we well were what when where whether which while who whom whose why will with within without would yet you your yours able across along among around etc ie eg e.g i.e including include includes new work working works role roles team teams company companies job jobs candidate candidates position positions year years experience experiences strong ability abilities skills skill knowledge excellent good great plus preferred required requirements qualifications responsibilities opportunity opportunities looking join us our we you will who what help day days time based using use used related across within key high level etc`,
);

/** Degree levels: 1 high school / diploma, 2 associate, 3 bachelor, 4 master, 5 doctorate. */
export type DegreeLevel = 0 | 1 | 2 | 3 | 4 | 5;
export const DEGREE_LEVEL_NAMES: Record<DegreeLevel, string> = {
  0: 'none',
  1: 'high school or diploma',
  2: "associate's degree",
  3: "bachelor's degree",
  4: "master's degree",
  5: 'doctorate',
};

const NOT_OFFICE = `(?!\\s*(?:${['office', 'excel', 'word', 'access', 'sql', 'project', 'dynamics', 'teams', 'outlook', 'visio', 'windows', 'azure', 'powerpoint', 'exchange'].map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|')}))`;
const wordRe = (alts: string) => new RegExp(`(?<![a-z])(?:${alts})(?![a-z])`, 'i');
const abbrRe = (alts: string) => new RegExp(`(?<![A-Za-z])(?:${alts})(?![a-z])`);
const DEGREE_PATTERNS: Array<[RegExp, DegreeLevel]> = [
  [wordRe('ph\\.?\\s?d|doctorate|doctoral|doctor of|d\\.phil|ed\\.d|juris doctor'), 5],
  [abbrRe('PhD|Ph\\.D|M\\.D\\.|J\\.D\\.|DBA'), 5],
  [
    wordRe(
      "master['’]?s(?=\\s|$)|masters|master of|master in|master degree|mba|m\\.b\\.a|m[.-]?\\s?tech|m\\.\\s?eng|m\\.?\\s?com|mca|llm|ll\\.m|m\\.ed|mfa|m\\.\\s?phil|mph|msw|pgdm|pg diploma|post[- ]?graduate|postgraduate|m\\.\\s?sc|msc",
    ),
    4,
  ],
  [
    abbrRe(
      `M\\.S\\.?|MS${NOT_OFFICE}|M\\.A\\.|MA(?=\\s+(?:in|of)\\b)|M\\.E\\.?|ME(?=\\s+(?:in|of)\\b)|MEng|MSc|MTech|MBA`,
    ),
    4,
  ],
  [
    wordRe(
      "bachelor['’]?s?|bachelors|b[.-]?\\s?tech|b\\.\\s?eng|beng|b\\.?\\s?comm?|bca|bba|llb|ll\\.b|b\\.ed|bfa|b\\.?\\s?arch|b\\.?\\s?pharm|b\\.\\s?sc|bsc|undergraduate degree|4-year degree|four-year degree|graduate degree|college degree|university degree",
    ),
    3,
  ],
  [
    abbrRe(
      'B\\.S\\.?|BS(?=\\s+(?:in|of|degree)\\b|\\s*[,(]|$)|B\\.A\\.?|BA(?=\\s+(?:in|of|degree)\\b)|B\\.\\s?E\\.?|BE(?=\\s+(?:in|of|degree)\\b|\\s*[,(-])|BEng|BSc|BTech|B\\. Tech',
    ),
    3,
  ],
  [wordRe("associate'?s? degree|associate of|associates degree|2-year degree|two-year degree"), 2],
  [abbrRe('A\\.A\\.S?\\.?|A\\.S\\.'), 2],
  [
    wordRe(
      'high school|secondary school|hsc|ssc|12th|10th|ged|diploma|a-levels?|o-levels?|matriculation|cbse|icse|higher secondary|intermediate',
    ),
    1,
  ],
];

/** Every degree level named in a text, lowest first. */
export function degreeLevelsIn(text: string): DegreeLevel[] {
  const out = new Set<DegreeLevel>();
  for (const [re, level] of DEGREE_PATTERNS) if (re.test(text)) out.add(level);
  return [...out].sort((a, b) => a - b);
}

export function degreeLevelOf(text: string): DegreeLevel {
  for (const [re, level] of DEGREE_PATTERNS) if (re.test(text)) return level;
  return 0;
}

export const SCHOOL_RE =
  /\b(?:university|universit[éy]|universidad|college|institute|institution|school|academy|polytechnic|iit|nit|iiit|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|conservatory|seminary)\b/i;
