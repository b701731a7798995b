/**
 * The work skills of an occupation, curated (O*NET ships technology skills in our data, not
 * its broader skills, abilities or tasks): the core work of the occupations people most often
 * plan a move into, by SOC code prefix (longer prefixes win), and the skills typical of each SOC
 * major group for the rest. Each entry is a public fact about the work, never about the user.
 */

/** Work skills typical of each SOC major group (first two digits). */
const GROUP_SKILLS: Record<string, readonly string[]> = {
  '11': ['Leadership', 'Budgeting', 'Strategic Planning', 'Stakeholder Management'],
  '13': ['Data Analysis', 'Reporting', 'Project Management', 'Stakeholder Management'],
  '15': ['Problem Solving', 'Version Control', 'Testing', 'Documentation'],
  '17': ['Technical Drawing', 'Problem Solving', 'Project Management', 'Quality Control'],
  '19': ['Research', 'Data Analysis', 'Technical Writing', 'Laboratory Techniques'],
  '21': ['Case Management', 'Active Listening', 'Documentation', 'Crisis Intervention'],
  '23': ['Legal Research', 'Legal Writing', 'Negotiation', 'Attention to Detail'],
  '25': ['Lesson Planning', 'Classroom Management', 'Assessment', 'Communication'],
  '27': ['Creativity', 'Portfolio Development', 'Communication', 'Adobe Creative Cloud'],
  '29': ['Patient Care', 'Clinical Documentation', 'Patient Education', 'Infection Control'],
  '31': ['Patient Care', 'Vital Signs', 'Infection Control', 'Communication'],
  '33': ['Situational Awareness', 'Report Writing', 'Conflict Resolution', 'First Aid'],
  '35': ['Customer Service', 'Food Safety', 'Teamwork', 'Time Management'],
  '37': ['Equipment Operation', 'Safety Procedures', 'Time Management', 'Attention to Detail'],
  '39': ['Customer Service', 'Communication', 'Scheduling', 'Safety Procedures'],
  '41': ['Negotiation', 'Customer Relationship Management', 'Prospecting', 'Communication'],
  '43': ['Data Entry', 'Scheduling', 'Customer Service', 'Microsoft Office'],
  '45': ['Equipment Operation', 'Safety Procedures', 'Physical Stamina', 'Teamwork'],
  '47': ['Blueprint Reading', 'Safety Procedures', 'Hand and Power Tools', 'Building Codes'],
  '49': ['Troubleshooting', 'Preventive Maintenance', 'Safety Procedures', 'Blueprint Reading'],
  '51': ['Quality Control', 'Machine Operation', 'Safety Procedures', 'Lean Manufacturing'],
  '53': ['Inventory Management', 'Safety Procedures', 'Forklift Operation', 'Scheduling'],
};

/**
 * The core work of an occupation, as people in it name it, most central first. Kept to what
 * the work is known for; one name per skill (the planner matches a user's skill by name, the
 * taxonomy's aliases and acronyms such as "PMS").
 */
const OCCUPATION_SKILLS: Array<[string, readonly string[]]> = [
  [
    '11-9111',
    [
      'Staff Scheduling',
      'Budgeting',
      'Quality Improvement',
      'Regulatory Compliance',
      'Patient Care',
      'Electronic Health Records',
      'Leadership',
    ],
  ],
  [
    '11-3031',
    [
      'Financial Reporting',
      'Accounting Standards (GAAP, IFRS)',
      'Budgeting',
      'Internal Controls',
      'Cash Management',
      'Audit',
      'Leadership',
    ],
  ],
  [
    '11-9081',
    [
      'Revenue Management',
      'Guest Relations',
      'Hotel Management System (PMS)',
      'Staff Scheduling',
      'Budgeting',
      'Leadership',
    ],
  ],
  [
    '11-9021',
    [
      'Construction Scheduling',
      'Cost Estimating',
      'Budgeting',
      'Blueprint Reading',
      'Site Safety (OSHA)',
      'Building Codes',
      'Subcontractor Management',
    ],
  ],
  [
    '11-903',
    [
      'Instructional Leadership',
      'Teacher Evaluation',
      'Budgeting',
      'Curriculum Development',
      'School Policy and Law',
      'Family and Community Engagement',
    ],
  ],
  [
    '25-9031',
    [
      'Curriculum Development',
      'Instructional Design',
      'Teacher Coaching',
      'Assessment',
      'Data-Driven Instruction',
      'Professional Development',
    ],
  ],
  [
    '47-1011',
    [
      'Crew Leadership',
      'Blueprint Reading',
      'Job Scheduling',
      'Site Safety (OSHA)',
      'Building Codes',
      'Quality Control',
    ],
  ],
  [
    '49-1011',
    [
      'Crew Leadership',
      'Preventive Maintenance',
      'Troubleshooting',
      'Work Orders',
      'Safety Procedures',
    ],
  ],
  [
    '29-1141',
    [
      'Patient Assessment',
      'Care Planning',
      'Patient Education',
      'Clinical Documentation',
      'Infection Control',
    ],
  ],
  [
    '11-3121',
    [
      'Employee Relations',
      'Recruiting',
      'Compensation and Benefits',
      'Employment Law',
      'Performance Management',
    ],
  ],
  [
    '13-2011',
    [
      'Financial Reporting',
      'Account Reconciliation',
      'Accounting Standards (GAAP, IFRS)',
      'Audit',
      'Tax',
    ],
  ],
];

/** The curated core work of an occupation (empty when we list none for it). */
export function coreWorkFor(code: string): readonly string[] {
  let best: [string, readonly string[]] | undefined;
  for (const entry of OCCUPATION_SKILLS)
    if (code.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1] ?? [];
}

/** The skills typical of the occupation's SOC major group. */
export function groupSkillsFor(code: string): readonly string[] {
  return GROUP_SKILLS[code.slice(0, 2)] ?? [];
}
