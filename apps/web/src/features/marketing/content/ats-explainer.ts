/**
 * Copy of /how-the-ats-score-works: what the score is made of, how its weights are fitted and
 * what it cannot know. The measured figures live in ats-measurements.ts.
 */
import type { AtsMeasurements } from './ats-measurements';

export type PartId = keyof AtsMeasurements['weights'];

export interface ScorePart {
  id: PartId;
  name: string;
  description: string;
}

export const atsExplainer = {
  title: 'How the ATS score works',
  intro:
    'An applicant tracking system (ATS) is the software an employer uses to collect applications and search them. Careerforge’s ATS score estimates how well your resume answers one job posting, the way such a search would see it. It is computed by a transparent algorithm, not guessed by an AI model: the same resume and posting always give the same score, and every part of it is shown with its weight and the evidence behind it.',
  formula:
    'The score is a weighted mean of the parts below, each from 0 to 100, then scaled by the format checks. A part the posting does not ask about (no degree, no years) is left out and the other weights are spread over what remains.',
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
        'The years the posting asks for against yours, counted in full only for related work: years in another field earn little.',
    },
  ] satisfies ScorePart[],
  hygiene: {
    name: 'Format checks',
    description:
      'Checks that an applicant tracking system depends on: standard section headings, contact details, dates, a sensible length, bullets with measurable results, no tables or columns that break parsing. They scale the match rather than add to it, so a clean resume never lifts a match that is not there.',
  },
  fitting: [
    'The weights are fitted, not chosen by hand: a logistic regression with non-negative weights on the parts, on public labelled pairs of resumes and job postings.',
    'To know how the score does on postings it has never seen, the pairs are split into folds (by posting, and by resume where one resume appears in many pairs). The weights are fitted on all folds but one and measured on the one left out, once for each fold. The figures below are those held-out measurements, with their spread over the folds.',
    'The shipped weights are fitted on all pairs once cross-validation has chosen the method. A part whose weight comes out at 0 is still measured and shown in every result; on the data it did not help the ranking.',
  ],
  limits: [
    'It cannot see the employer’s system: which fields they search, their knock-out questions, or how a recruiter reads the result.',
    'It cannot tell whether what your resume says is true, or how good your work was: it reads what is written.',
    'It is a ranking signal, not a probability: a score of 60 does not mean a 60% chance of an interview.',
    'It reads English postings and resumes; short or vague postings give it little to measure.',
    'It was measured on mostly technical roles (software, data, DevOps, security). Expect it to be less sure in other fields.',
  ],
} as const;
