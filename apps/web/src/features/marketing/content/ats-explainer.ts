/**
 * Copy of /how-the-ats-score-works: what the score is made of, how its weights are fitted and
 * what it cannot know. The measured figures live in ats-measurements.ts.
 */
import { atsMeasurements, type AtsMeasurements } from './ats-measurements';

export type PartId = keyof AtsMeasurements['weights'];

export interface ScorePart {
  id: PartId;
  name: string;
  description: string;
}

const percent = (w: number | undefined) => `${Math.round((w ?? 0) * 100)}%`;

/** The AUC the weight floors cost on a set (a negative cost is a gain), as "0.009". */
function floorCost(set: 'relevance' | 'field'): string {
  const c = atsMeasurements.floorCost?.[set];
  if (c === undefined) return 'n/a';
  return c > 0 ? c.toFixed(3) : 'nothing';
}

/** How many in 100 pairs of a set fit, whatever their score. */
function baseRate(set: 'relevance' | 'field'): number {
  const s = atsMeasurements.sets.find((x) => x.id === set);
  return s ? Math.round((100 * s.positives) / s.pairs) : 0;
}

/** The share of a band's pairs that fit, out of fold, as a percentage ("69%"). */
function bandShare(set: 'relevance' | 'field', band: string): string {
  const b = atsMeasurements.bands
    ?.find((x) => x.set === set)
    ?.bands.find((x) => x.label.startsWith(band));
  return b && b.pairs ? `${Math.round((100 * b.fitting) / b.pairs)}%` : 'n/a';
}

export const atsExplainer = {
  title: 'How the ATS score works',
  intro:
    'An applicant tracking system (ATS) is the software an employer uses to collect applications and search them. Careerforge’s ATS score estimates how well your resume answers one job posting, the way such a search would see it. It is computed by a transparent algorithm, not guessed by an AI model: the same resume and posting always give the same score, and every part of it is shown with its weight and the evidence behind it.',
  formula:
    'The match is a weighted mean of the parts below, each from 0 to 100, then scaled by the format checks. A part the posting does not ask about (no degree, no years) is left out and the other weights are spread over what remains. The number you see is that match put on a scale you can read: the share of fitting resume and posting pairs we observed at that match on labelled data (see the bands below).',
  parts: [
    {
      id: 'hardSkills',
      name: 'Hard skills (keywords)',
      description:
        'The posting’s tools, technologies and methods, weighted by how the posting uses them: required counts more than preferred, repeats and the job title add weight. A skill shown only through a broader one earns half; “X or similar” is met by a related skill.',
    },
    {
      id: 'skillFocus',
      name: 'Skill focus',
      description:
        'How much of your own hard-skill evidence is on skills this job asks for. Every resume names skills a given posting does not need, so it counts in full from 60%.',
    },
    {
      id: 'softSkills',
      name: 'Soft skills',
      description:
        'The posting’s soft skills (communication, mentoring, ownership…) found in your resume.',
    },
    {
      id: 'keywords',
      name: 'Other keywords',
      description: 'The posting’s other recurring words that your resume also uses.',
    },
    {
      id: 'title',
      name: 'Job title',
      description:
        'The posting’s title against your headline and role titles (never a summary sentence), matched through the O*NET occupation list, with its alternate and reported titles, and word overlap.',
    },
    {
      id: 'seniority',
      name: 'Seniority',
      description:
        'The level the posting asks for against yours, read from your titles and then your years. It counts in full only for related work.',
    },
    {
      id: 'education',
      name: 'Education',
      description:
        'The degree level the posting asks for, credited only when your field of study is related to the job.',
    },
    {
      id: 'experience',
      name: 'Years of experience',
      description:
        'The years the posting asks for against yours, counted in full only for related work: years in another field earn little. Years the posting only prefers cost half as much when you have fewer.',
    },
    {
      id: 'family',
      name: 'Kind of work',
      description:
        'What kind of work the posting is (frontend, backend, data science, DevOps, clinical care, sales…), read from its title and skills, against the kind your resume shows. A related kind (frontend and backend, data engineering and analytics) counts half. The breakdown says what each side reads as.',
    },
    {
      id: 'skillProfile',
      name: 'Skill profile',
      description:
        'Where the posting’s hard skills point and where yours point, among the occupations that use them (from O*NET’s list of the technologies of each occupation). A posting asking for Spark and Airflow and a resume naming Pandas and scikit-learn share few exact skills but point to neighbouring data occupations; a resume whose skills are typical of another occupation reads as apart even when it shares SQL or Excel.',
    },
    {
      id: 'gates',
      name: 'Hard requirements',
      description:
        'A security clearance, a work-authorisation rule, a licence or a degree above yours, in the posting’s own words, and whether your resume shows it. A work-authorisation rule your resume says nothing about is not counted against you.',
    },
  ] satisfies ScorePart[],
  hygiene: {
    name: 'Format checks',
    description:
      'Checks that an applicant tracking system depends on: standard section headings, contact details, dates, a sensible length, bullets with measurable results, no tables or columns that break parsing. They scale the match rather than add to it, so a clean resume never lifts a match that is not there.',
  },
  fitting: [
    'The weights are fitted, not chosen by hand: a logistic regression with non-negative weights on the parts, on public labelled pairs of resumes and job postings.',
    `Two parts keep a minimum weight whatever the fit says: hard skills ${percent(atsMeasurements.floors?.hardSkills)} and other keywords ${percent(atsMeasurements.floors?.keywords)}. On the labelled data the kind of work and skill focus already rank postings well, so the fit alone would give the posting’s own skills almost no weight, and adding a skill you really have would barely move your score. The minimum keeps that working; measured fold by fold on the same folds, it costs ${floorCost('relevance')} of AUC on the first set below and ${floorCost('field')} on the second.`,
    `To know how the score does on postings it has never seen, the pairs are split into ${atsMeasurements.folds} folds (by posting, and by resume where one resume appears in many pairs). The weights are fitted on the pairs that share no posting or resume with the fold left out and measured on that fold, once for each fold; the whole is repeated ${atsMeasurements.repeats ?? 1} times with new folds. The figures below are the mean of those held-out measurements, with a 95% interval.`,
    'The shipped weights are fitted on all pairs once cross-validation has chosen the method. A part whose weight comes out at 0 is still measured and shown in every result; on the data it did not help the ranking. The hard requirements are shown but not weighed: on our data they did not improve the ranking.',
    `The number you see is calibrated: the weighted match is turned, through a table that only ever goes up, into the share of resume and posting pairs that fit at that match on the labelled data (fitting and not-fitting pairs counted equally). So a higher match always shows a higher or equal number, and the number reads as “about this many in 100 fit”. On postings the method had not seen, for the one resume labelled against real postings, ${bandShare('relevance', 'Good')} of the pairs scoring 70 to 89 fit and ${bandShare('relevance', 'Great')} of those scoring 90 or more; ${bandShare('relevance', 'Poor')} of those under 35 did. Fitting postings had a median of ${atsMeasurements.spreads[0]!.p50}; postings that did not fit a median of ${atsMeasurements.spreads[1]!.p50}, and one in ten of them still scored ${atsMeasurements.spreads[1]!.p90} or more. The score never shows 100: no labelled data says a match is certain.`,
  ],
  spreads:
    'The score you would see, for each pair of a resume and a posting, with weights and calibration fitted without that pair’s fold. A higher median for the pairs that fit and a low one for those that do not is what makes the number useful.',
  bands: {
    title: 'What a score means',
    intro:
      'For each band of the score, the share of pairs scoring there that really fit, on postings the method had not seen. The more of a band fits, the more a score in it can be trusted.',
    columns: {
      relevance: 'One resume, real postings',
      field: 'Same field or another',
    } satisfies Record<AtsMeasurements['sets'][number]['id'], string>,
    note: `Read each cell as “this share of that many pairs fit”. In the first set ${baseRate('relevance')} in 100 postings fit the resume; in the second, ${baseRate('field')} in 100 pairs are of the same field, so every band there holds fewer fitting pairs. A band with few pairs in it (the 90s of the second set) says less than a full one.`,
  },
  limits: [
    'It cannot see the employer’s system: which fields they search, their knock-out questions, or how a recruiter reads the result.',
    'It cannot tell whether what your resume says is true, or how good your work was: it reads what is written.',
    'A score of 70 means that, on the labelled pairs, about 7 in 10 of those scoring there fit (with fitting and not-fitting pairs counted as equally common); it is not the chance of an interview, and it knows nothing of the other applicants.',
    'It reads English postings and resumes; short or vague postings give it little to measure.',
    'It was measured on mostly technical roles (software, data, DevOps, security). Expect it to be less sure in other fields.',
  ],
} as const;
