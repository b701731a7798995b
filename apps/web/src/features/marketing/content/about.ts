/** The about page's content. */
import { developmentStatements, type AboutContent } from './legal';

export const about: AboutContent = {
  title: 'About Careerforge',
  tagline:
    'An open-source career toolkit that helps job seekers present their real experience at its best.',
  mission: {
    heading: 'Our mission',
    body: `Job searching is hard enough without guessing what an applicant tracking system wants, rewriting the same resume late at night, or walking into a salary conversation unprepared. Careerforge exists to give every job seeker the kind of tools and feedback that used to require an expensive coach, and to do it honestly.

Honest means three things to us. Your resume only ever contains what you actually did: we reword and reorder, we never invent. Every score we show can explain itself, so you know exactly what to change and why. And your data belongs to you: it stays in the database of the instance you use, and you can run that instance yourself.`,
  },
  capabilities: [
    {
      title: 'Resume Lab',
      ready: true,
      description:
        'Tailor your resume to a job description in basic, personalized or aggressive mode, with an ATS score that lists the keywords found and missing and the checks behind every point. Save and tag the results, and follow your progress on the dashboard.',
    },
    {
      title: 'Interview Arena',
      description:
        'Practise technical, behavioral, system-design, case-study and leadership questions generated from a real job description, answer by voice or by typing, and get a score and feedback on each answer.',
    },
    {
      title: 'Cover letters',
      description:
        'Draft a letter from the job description and your resume in the tone you choose, then check it with an ATS analysis and specific suggested edits.',
    },
    {
      title: 'LinkedIn optimizer',
      description:
        'Rewrite your About section for a target role and industry, with an engagement score, a recruiter-appeal rating and the keywords used.',
    },
    {
      title: 'Salary negotiator and career planner',
      description:
        'Prepare a negotiation script with market percentiles, or map a phased route from your current role to the one you want.',
    },
    {
      title: 'Resume builder, tracker and analytics',
      description:
        'Build a resume with six templates and export it as PDF, DOCX or HTML, track every application through the pipeline, and follow your progress on your analytics dashboard.',
    },
  ],
  developmentStatements,
  openSource: {
    heading: 'Open source and self-hostable',
    body: `Careerforge is open-source software released under the MIT License. Anyone can read the code, check how scores are calculated, suggest improvements or run their own instance.

A single command starts Careerforge on one laptop with an embedded database and a built-in engine, so it works offline with no external services at all. In production it runs on PostgreSQL, behind as many app instances as you need, with the language model of your choice: a hosted API or a model on your own hardware.

Career services offices, bootcamps, community organisations and individuals can host Careerforge for the people they support and keep every resume on infrastructure they control.`,
  },
  principles: [
    {
      heading: 'The model writes; the engine measures',
      body: 'Text may be drafted by a language model, but scores are calculated by our own transparent algorithm. The same resume and job description always get the same score, whichever model wrote the text.',
    },
    {
      heading: 'Never invent a candidate',
      body: 'No employer, job title, date, degree, number or skill that you did not provide will appear in tailored output. When a job asks for something you have not shown, we tell you, and you decide.',
    },
    {
      heading: 'Clear errors, nothing lost',
      body: 'When something goes wrong, you get a clear message and your work is kept. A failed step never leaves half-saved data behind.',
    },
  ],
  credits: [
    {
      name: 'O*NET',
      usedFor:
        'Occupation titles, alternate job titles and technology skills that help match job descriptions with resumes.',
      licence: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
      attribution:
        'This product incorporates information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Careerforge has modified all or some of this information. USDOL/ETA has not approved, endorsed or tested these modifications.',
      url: 'https://www.onetcenter.org/',
    },
    {
      name: 'ESCO',
      usedFor:
        'Skill names and their alternative labels, used to recognise the same skill written in different ways.',
      licence: 'European Commission ESCO terms of use',
      attribution: 'This product uses the ESCO classification of the European Commission.',
      url: 'https://esco.ec.europa.eu/',
    },
    {
      name: 'BLS Occupational Employment and Wage Statistics (OEWS)',
      usedFor:
        'National wage percentiles by occupation, shown in the salary negotiator’s market insights.',
      licence: 'U.S. government work (public domain in the United States)',
      attribution:
        'Wage data: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2023 national estimates. BLS has not reviewed or endorsed Careerforge.',
      url: 'https://www.bls.gov/oes/',
    },
  ],
};
