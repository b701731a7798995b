/**
 * Small curated lists the planner names by SOC code: well-known certifications and licences,
 * professional associations, and the bridges that carry one field into another (work skills:
 * work-skills.ts).
 * Each entry is a public fact about an occupation, never about the user; longer prefixes win
 * over shorter ones. A certification or body fits the target occupation; the current field
 * counts only as a bridge to it.
 */

/** Certifications and licences by SOC code prefix. */
const CERTIFICATIONS: Array<[string, readonly string[]]> = [
  [
    '29-1141',
    [
      'NCLEX-RN (the licensing exam every registered nurse passes)',
      'BLS and ACLS (American Heart Association)',
      'A specialty certification such as CCRN (critical care, AACN)',
    ],
  ],
  ['29-1171', ['Nurse practitioner board certification (AANP or ANCC)', 'State APRN licence']],
  ['29-2061', ['NCLEX-PN (the practical nurse licensing exam)']],
  ['31-1131', ['State CNA certification (a state-approved program and exam)']],
  [
    '29-',
    [
      'The state licence or registration this occupation requires',
      'BLS (American Heart Association)',
    ],
  ],
  [
    '11-9111',
    ['FACHE (American College of Healthcare Executives)', 'CPHQ (healthcare quality, NAHQ)'],
  ],
  ['11-3021', ['PMP (Project Management Institute)', 'ITIL 4 Foundation']],
  ['11-3071', ['CSCP or CPIM (ASCM)', 'PMP (Project Management Institute)']],
  ['11-3121', ['SHRM-SCP (SHRM) or SPHR (HRCI)']],
  ['11-2021', ['Google Analytics certification', 'HubSpot Inbound Marketing certification']],
  [
    '11-9021',
    [
      'OSHA 30-hour Construction',
      'CCM (Construction Management Association of America) once you have the required experience',
    ],
  ],
  // management certifications are specific to the work: PMP fits managers who run projects
  // (above), not controllers or hotel managers
  [
    '11-3031',
    [
      'CPA (a state licence: exam, education and experience)',
      'CMA (Institute of Management Accountants)',
    ],
  ],
  [
    '11-3031.01',
    [
      'CPA (a state licence: exam, education and experience)',
      'CMA (Institute of Management Accountants)',
      'CTP (Association for Financial Professionals) for treasury work',
    ],
  ],
  [
    '11-9081',
    ['CHA (Certified Hotel Administrator, American Hotel & Lodging Educational Institute)'],
  ],
  ['11-9051', ['ServSafe Manager (National Restaurant Association)']],
  ['11-903', ["The state's principal or school administrator licence"]],
  ['47-1011', ['OSHA 30-hour Construction']],
  ['49-1011', ['OSHA 30-hour General Industry']],
  [
    '13-1082',
    [
      'PMP (Project Management Institute), or CAPM when newer to projects',
      'Professional Scrum Master I (Scrum.org)',
    ],
  ],
  ['13-1081', ['CSCP or CLTD (ASCM)']],
  ['13-1071', ['SHRM-CP (SHRM) or PHR (HRCI)']],
  ['13-1161', ['Google Analytics certification', 'Google Data Analytics Professional Certificate']],
  [
    '13-2011',
    [
      'CPA (a state licence: exam, education and experience)',
      'CMA (Institute of Management Accountants)',
    ],
  ],
  ['13-2051', ['CFA (CFA Institute)']],
  ['13-2052', ['CFP (CFP Board)']],
  ['15-1212', ['CompTIA Security+', 'CISSP (ISC2) once you have the required experience']],
  ['15-1244', ['CompTIA Network+', 'Cisco CCNA']],
  ['15-1231', ['CompTIA Network+', 'Cisco CCNA']],
  ['15-1232', ['CompTIA A+']],
  ['15-1241', ['Cisco CCNP Enterprise', 'AWS Certified Solutions Architect - Associate']],
  [
    '15-1242',
    [
      'Oracle Database SQL Certified Associate',
      'Microsoft Certified: Azure Database Administrator Associate',
    ],
  ],
  [
    '15-2051',
    [
      'Microsoft Certified: Azure Data Scientist Associate',
      'Google Cloud Professional Machine Learning Engineer',
    ],
  ],
  // Business Intelligence Analysts: where "Data Analyst" and "BI Analyst" titles land
  [
    '15-2051.01',
    [
      'Google Data Analytics Professional Certificate (a structured first course: spreadsheets, SQL, R, Tableau)',
      'Microsoft Certified: Power BI Data Analyst Associate (exam PL-300)',
      'Tableau Desktop Specialist',
      'CompTIA Data+',
    ],
  ],
  ['15-2051.02', ['CCDM (Certified Clinical Data Manager, Society for Clinical Data Management)']],
  [
    '15-2041',
    [
      'GStat, then PStat once you have the experience (American Statistical Association accreditation)',
    ],
  ],
  ['15-2031', ['CAP (Certified Analytics Professional)']],
  ['15-2011', ['The first actuarial exams of the SOA or CAS (Probability, Financial Mathematics)']],
  [
    '15-1211.01',
    [
      'CAHIMS or CPHIMS (HIMSS health information and management systems certifications)',
      'Informatics Nursing board certification (ANCC) if you are a registered nurse',
    ],
  ],
  [
    '15-1',
    [
      'A cloud certification for the platform your target employers use (AWS, Azure or Google Cloud associate level)',
    ],
  ],
  ['29-9021', ['RHIA or RHIT (AHIMA)']],
  ['29-2072', ['RHIT (AHIMA)', 'CCS (AHIMA) or CPC (AAPC) medical coding certification']],
  ['25-2', ['The state teaching licence for your subject and grade level']],
  ['23-1011', ['Admission to the state bar']],
  ['47-2111', ['State journeyman electrician licence']],
  ['47-2152', ['State journeyman plumber licence']],
  ['49-9021', ['EPA Section 608 certification']],
  ['49-3023', ['ASE certification (National Institute for Automotive Service Excellence)']],
  ['53-3032', ["Commercial Driver's License (CDL) Class A"]],
  ['53-104', ['OSHA 10-hour General Industry', 'CLTD (ASCM) for a move into logistics planning']],
  [
    '53-',
    ['OSHA 10-hour General Industry', 'Powered industrial truck (forklift) operator certification'],
  ],
  ['51-', ['OSHA 10-hour General Industry', 'Lean Six Sigma Yellow or Green Belt']],
];

/**
 * Certifications that follow from a technology the target occupation's postings ask for, and
 * the occupations they fit: a cloud architecture certification fits the people who build and
 * run systems (computer occupations), not an analyst who queries data kept in the cloud, even
 * though O*NET lists AWS and Azure for both; an EHR certification fits clinical and health IT
 * work.
 */
const TECH_CERTIFICATIONS: Array<[RegExp, string, RegExp]> = [
  [/\baws\b|amazon web services/i, 'AWS Certified Solutions Architect - Associate', /^15-1/],
  [/\bazure\b/i, 'Microsoft Certified: Azure Fundamentals (AZ-900)', /^15-1/],
  [/kubernetes/i, 'Certified Kubernetes Administrator (CKA)', /^15-1/],
  [/salesforce/i, 'Salesforce Certified Administrator', /^(11-2|13-|15-|41-|43-)/],
  [/tableau/i, 'Tableau Desktop Specialist', /^(11-|13-|15-|19-)/],
  [
    /power bi/i,
    'Microsoft Certified: Power BI Data Analyst Associate (exam PL-300)',
    /^(11-|13-|15-|19-)/,
  ],
  // SAP modules are run by finance, supply-chain and IT people, not analysts who report from them
  [/\bsap\b/i, 'SAP Certified Associate in the SAP module you use', /^(11-3|13-1|13-2|15-1|43-)/],
  [
    /epic systems/i,
    'Epic certification (sponsored by an employer that runs Epic)',
    /^(29-|31-|15-1211|11-9111)/,
  ],
];

/** Professional associations by SOC code prefix. */
const ASSOCIATIONS: Array<[string, string]> = [
  ['29-114', 'American Nurses Association (ANA) and your state nurses association'],
  ['29-1171', 'American Association of Nurse Practitioners (AANP)'],
  ['11-9111', 'American College of Healthcare Executives (ACHE) local chapter'],
  ['11-3121', 'SHRM local chapter'],
  ['13-1071', 'SHRM local chapter'],
  ['11-2021', 'American Marketing Association (AMA) local chapter'],
  ['13-1161', 'American Marketing Association (AMA) local chapter'],
  ['11-3071', 'ASCM (the Association for Supply Chain Management) local chapter'],
  ['13-1081', 'ASCM (the Association for Supply Chain Management) local chapter'],
  ['53-104', 'ASCM (the Association for Supply Chain Management) local chapter'],
  ['13-1082', 'Project Management Institute (PMI) local chapter'],
  ['11-3021', 'Project Management Institute (PMI) local chapter'],
  ['13-2011', 'Your state CPA society'],
  ['13-2051', 'The CFA Society in your city'],
  [
    '15-1',
    'ACM or IEEE Computer Society local chapter, and meetups for the tools you are learning',
  ],
  ['15-2', 'American Statistical Association (ASA) local chapter'],
  [
    '15-2051',
    'A local data science or analytics meetup, and the American Statistical Association (ASA) local chapter',
  ],
  [
    '15-2051.01',
    'TDWI (Transforming Data with Intelligence) local chapter, and a Tableau, Power BI or R user group',
  ],
  ['15-2051.02', 'Society for Clinical Data Management (SCDM)'],
  ['15-2031', 'INFORMS local chapter'],
  ['15-2011', 'Society of Actuaries (SOA) or Casualty Actuarial Society (CAS)'],
  ['15-1211.01', 'AMIA (American Medical Informatics Association) and your HIMSS chapter'],
  ['29-9021', 'AHIMA and your state health information management association'],
  ['29-2072', 'AHIMA and your state health information management association'],
  ['11-9021', 'Construction Management Association of America (CMAA) local chapter'],
  ['25-', "Your state's education association or the teachers' association of your subject"],
];

function byPrefix<T>(table: ReadonlyArray<[string, T]>, code: string): T | undefined {
  let best: [string, T] | undefined;
  for (const entry of table)
    if (code.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1];
}

/**
 * The certifications that fit a target occupation: the curated ones for its code, then those
 * that follow from the technologies its postings ask for, where they fit the kind of work.
 */
export function certificationsFor(code: string, technologies: readonly string[]): string[] {
  const out = [...(byPrefix(CERTIFICATIONS, code) ?? [])];
  const named = (name: string) =>
    out.some((c) => c.toLowerCase().includes(name.toLowerCase().split(' (')[0]!));
  for (const [re, name, fits] of TECH_CERTIFICATIONS)
    if (fits.test(code) && technologies.some((t) => re.test(t)) && !named(name)) out.push(name);
  return out.slice(0, 5);
}

/** What carries a person's current field into a new one: a certification or a body to join. */
export interface Bridge {
  certification?: string;
  association?: string;
}

/**
 * Bridges from the current field to the target: credentials and bodies that count the
 * experience a person already has toward the new work (a nurse moving into data work: health
 * IT). Only for the moves listed; the target's own list comes first.
 */
const BRIDGES: Array<{ from: RegExp; to: RegExp; bridge: Bridge }> = [
  {
    // clinical work -> computer and data work: health informatics
    from: /^(29-1|29-2|31-)/,
    to: /^15-/,
    bridge: {
      certification:
        'CAHIMS (HIMSS), a health IT certification that counts your clinical background',
      association: 'HIMSS local chapter, where clinicians, data analysts and health IT people meet',
    },
  },
  {
    // clinical work -> business and financial analysis: healthcare quality
    from: /^(29-1|29-2|31-)/,
    to: /^13-/,
    bridge: {
      certification: 'CPHQ (NAHQ), healthcare quality, which builds on clinical experience',
      association: 'National Association for Healthcare Quality (NAHQ)',
    },
  },
  {
    // teaching -> training and development
    from: /^25-/,
    to: /^(13-1151|11-3131|25-9031)/,
    bridge: {
      certification: 'APTD (Association for Talent Development), which counts teaching toward it',
      association: 'Association for Talent Development (ATD) local chapter',
    },
  },
  {
    // the trades -> construction management
    from: /^(47-|49-)/,
    to: /^(11-9021|47-1011|13-1051)/,
    bridge: {
      association:
        'Associated Builders and Contractors (ABC) or Associated General Contractors (AGC) local chapter',
    },
  },
];

/** The bridge from the current occupation to the target, when the move is one we list. */
export function bridgeFor(current: string, target: string): Bridge | undefined {
  if (current.slice(0, 2) === target.slice(0, 2)) return undefined;
  const found = BRIDGES.find((b) => b.from.test(current) && b.to.test(target))?.bridge;
  if (!found) return undefined;
  // nothing the target's own lists already name
  const certs = certificationsFor(target, []).join(' ');
  const assoc = associationFor(target) ?? '';
  const certification =
    found.certification && !certs.includes(found.certification.split(' ')[0]!)
      ? found.certification
      : undefined;
  const association =
    found.association && !assoc.includes(found.association.split(' ')[0]!)
      ? found.association
      : undefined;
  return certification || association ? { certification, association } : undefined;
}

export function associationFor(code: string): string | undefined {
  return byPrefix(ASSOCIATIONS, code);
}

/** Occupations that usually need a licence or credential to practise. */
export function licensed(code: string): boolean {
  return /^(29-1|29-2|23-1011|25-2|47-2111|47-2152|13-2011|53-3032|53-2011|33-3051)/.test(code);
}
