/**
 * The cover letter's phrase bank: for each tone, several wordings of each slot of a letter
 * (greeting, opening, introduction, requirement lead-in, evidence, motivation, close,
 * sign-off). A letter picks one wording per slot from a hash of its inputs, so the same input
 * always gives the same letter and each tone reads differently in shape, not only in adjectives.
 *
 * No wording states a fact about the candidate by itself: every fact comes from the resume
 * through the slot's arguments (title, employer, the resume bullet as an action).
 */

export type LetterTone = 'professional' | 'enthusiastic' | 'confident' | 'creative' | 'formal';

export const LETTER_TONES: readonly LetterTone[] = [
  'professional',
  'enthusiastic',
  'confident',
  'creative',
  'formal',
];

/** What a slot's wording is filled with. */
export interface SlotContext {
  /** "the Senior Backend Engineer role" or "this role" */
  theRole: string;
  /** the posting's title, '' when unknown */
  title: string;
  /** the company's name, or "your team" when unknown */
  company: string;
  /** whether the company is named */
  named: boolean;
  /** "at Tidewater Payments" or "on your team" */
  atCompany: string;
}

/** One piece of evidence: a resume bullet turned into an action ("led query tuning on ..."). */
export interface EvidenceContext {
  /** the candidate's job title for the entry the bullet belongs to */
  jobTitle: string;
  employer: string;
  /** the bullet as a clause after "I" */
  action: string;
  current: boolean;
  /** the same employer as the evidence just before it */
  sameEmployer: boolean;
}

type Fill<C> = (c: C) => string;

export interface ToneBank {
  greeting: Fill<SlotContext>[];
  opening: Fill<SlotContext>[];
  /** the candidate's present or latest position (resume only) */
  intro: Fill<EvidenceContext>[];
  /** the resume's own summary, as a sentence starting "I ..." */
  summary: Fill<{ s: string }>[];
  /** names the requirement(s) the next evidence answers ("skills" as written in the resume) */
  leadIn: Fill<{ skills: string }>[];
  evidence: Fill<EvidenceContext>[];
  /** a second piece of evidence in the same paragraph */
  evidenceNext: Fill<EvidenceContext>[];
  /** other requirements the resume lists as skills */
  alsoSkills: Fill<{ skills: string }>[];
  /** why the role appeals, with a responsibility quoted from the posting */
  motivation: Fill<SlotContext & { resp: string }>[];
  /** why the role appeals, when the posting gives no usable responsibility */
  motivationPlain: Fill<SlotContext>[];
  /** ties a body paragraph's evidence back to the company (states no fact) */
  tieBack: Fill<SlotContext>[];
  /** introduces the placeholders of a letter written without a resume */
  placeholderLead: Fill<SlotContext>[];
  close: Fill<SlotContext>[];
  signOff: string[];
}

const there = (e: EvidenceContext, full: string) => (e.sameEmployer ? 'There' : full);

export const BANKS: Record<LetterTone, ToneBank> = {
  professional: {
    greeting: [
      (c) => (c.named ? `Dear ${c.company} hiring team,` : 'Dear Hiring Manager,'),
      () => 'Dear Hiring Manager,',
      (c) => (c.named ? `Dear ${c.company} team,` : 'Dear Hiring Manager,'),
    ],
    opening: [
      (c) => `I would like to be considered for ${c.theRole} ${c.atCompany}.`,
      (c) => `Please accept my application for ${c.theRole} ${c.atCompany}.`,
      (c) => `I am applying for ${c.theRole} ${c.atCompany}, having read the posting with care.`,
    ],
    intro: [
      (e) =>
        e.current
          ? `I currently work as ${e.jobTitle} at ${e.employer}.`
          : `Most recently, I worked as ${e.jobTitle} at ${e.employer}.`,
      (e) =>
        e.current
          ? `My current position is ${e.jobTitle} at ${e.employer}.`
          : `My most recent position was ${e.jobTitle} at ${e.employer}.`,
      (e) =>
        `${e.current ? 'I am currently' : 'Most recently I was'} ${article(e.jobTitle)} ${e.jobTitle} at ${e.employer}.`,
    ],
    summary: [(x) => `${x.s}.`, (x) => `In brief, ${x.s}.`, (x) => `By background, ${x.s}.`],
    leadIn: [
      (s) => `Your posting asks for ${s.skills}.`,
      (s) => `The role calls for ${s.skills}.`,
      (s) => `You list ${s.skills} among the requirements.`,
    ],
    evidence: [
      (e) => `As ${e.jobTitle} at ${e.employer}, I ${e.action}.`,
      (e) => `In my role as ${e.jobTitle} at ${e.employer}, I ${e.action}.`,
      (e) =>
        `At ${e.employer}, where I ${e.current ? 'work' : 'worked'} as ${e.jobTitle}, I ${e.action}.`,
    ],
    evidenceNext: [
      (e) => `${there(e, `At ${e.employer}`)}, I also ${e.action}.`,
      (e) =>
        `In addition, ${e.sameEmployer ? 'in the same role' : `as ${e.jobTitle} at ${e.employer}`}, I ${e.action}.`,
      (e) => `${e.sameEmployer ? 'I also' : `As ${e.jobTitle} at ${e.employer}, I`} ${e.action}.`,
    ],
    alsoSkills: [
      (s) => `My resume also lists ${s.skills}, which the role asks for.`,
      (s) => `I have also worked with ${s.skills}.`,
      (s) => `Beyond these examples, I work with ${s.skills}.`,
    ],
    motivation: [
      (c) => `A large part of this role's appeal for me is the chance to ${c.resp}.`,
      (c) => `I am drawn to the focus of this role: to ${c.resp}.`,
      (c) => `What interests me most is the opportunity to ${c.resp}.`,
    ],
    motivationPlain: [
      (c) =>
        `The responsibilities you describe match the work I want to do next, and I would be glad to do it ${c.atCompany}.`,
      () => 'The responsibilities you describe are the work I want to do next.',
      (c) => `I would value the chance to contribute to ${c.company} in this role.`,
    ],
    placeholderLead: [
      () => 'Here is how my own experience meets your requirements:',
      () => 'The examples below show how my experience relates to the role:',
      () => 'My experience relates to your requirements as follows:',
    ],
    tieBack: [
      (c) => `I would bring the same approach to ${c.company}.`,
      () => 'That is the standard of work I would aim for in this role.',
      (c) => `I would expect to build on this experience ${c.atCompany}.`,
    ],
    close: [
      (c) =>
        `I would welcome the chance to discuss how I could contribute to ${c.company}. Thank you for your time and consideration.`,
      () =>
        'Thank you for considering my application. I would be glad to talk about the role and answer any questions.',
      (c) =>
        `I would appreciate the opportunity to discuss ${c.theRole} with you. Thank you for reading my application.`,
    ],
    signOff: ['Kind regards,', 'Best regards,', 'Sincerely,'],
  },

  enthusiastic: {
    greeting: [
      (c) => (c.named ? `Hello ${c.company} team,` : 'Hello,'),
      (c) => (c.named ? `Dear ${c.company} team,` : 'Dear Hiring Manager,'),
      (c) => (c.named ? `Hi ${c.company} team,` : 'Hello,'),
    ],
    opening: [
      (c) =>
        `When I saw that ${c.named ? c.company : 'you'} ${c.named ? 'is' : 'are'} hiring for ${c.theRole}, I knew I wanted to apply.`,
      (c) =>
        `I was excited to find ${c.theRole} ${c.atCompany}, and I am glad to send you my application.`,
      (c) =>
        `${cap(c.theRole)} ${c.atCompany} is exactly the kind of opening I have been hoping to find!`,
    ],
    intro: [
      (e) =>
        e.current
          ? `Right now I am ${article(e.jobTitle)} ${e.jobTitle} at ${e.employer}, and I love the work.`
          : `Most recently I was ${article(e.jobTitle)} ${e.jobTitle} at ${e.employer}, and I loved the work.`,
      (e) =>
        `I ${e.current ? 'spend my days' : 'spent my days most recently'} as ${article(e.jobTitle)} ${e.jobTitle} at ${e.employer}, and the problems in your posting are the ones I enjoy most.`,
      (e) =>
        `${e.current ? 'These days' : 'Most recently'} I ${e.current ? 'work' : 'worked'} as ${e.jobTitle} at ${e.employer}, and this posting felt like a natural next step.`,
    ],
    summary: [
      (x) => `${x.s}, and I am excited about what comes next.`,
      (x) => `A little about me: ${x.s}.`,
      (x) => `${x.s}, and I bring real energy to the work.`,
    ],
    leadIn: [
      (s) => `I was especially happy to see ${s.skills} in your requirements.`,
      (s) => `${cap(s.skills)}? That is work I genuinely enjoy.`,
      (s) => `You are looking for ${s.skills}, and that is where I do my best work.`,
    ],
    evidence: [
      (e) => `One project I am proud of: as ${e.jobTitle} at ${e.employer}, I ${e.action}.`,
      (e) => `At ${e.employer}, I got to put this into practice: as ${e.jobTitle}, I ${e.action}.`,
      (e) =>
        `Some of my favourite work happened at ${e.employer}, where, as ${e.jobTitle}, I ${e.action}.`,
    ],
    evidenceNext: [
      (e) =>
        `${e.sameEmployer ? 'On the same team' : `Over at ${e.employer}`}, I ${e.action}, and I enjoyed every part of it.`,
      (e) =>
        `${e.sameEmployer ? 'There' : `At ${e.employer}`}, I also ${e.action}, and I would happily do it again.`,
      (e) => `Another highlight${e.sameEmployer ? '' : ` from ${e.employer}`}: I ${e.action}.`,
    ],
    alsoSkills: [
      (s) => `I would also bring ${s.skills} to the team.`,
      (s) => `And I would be glad to put my work with ${s.skills} to use as well.`,
      (s) => `On top of that, I am comfortable with ${s.skills}.`,
    ],
    motivation: [
      (c) => `I would love the chance to ${c.resp}.`,
      (c) => `What got me most excited was the chance to ${c.resp}.`,
      (c) => `The part I am most looking forward to is the chance to ${c.resp}.`,
    ],
    motivationPlain: [
      (c) => `I would love to bring my energy to ${c.company}.`,
      () => 'The work you describe is exactly what I want to be doing.',
      (c) => `Everything I read about ${c.theRole} made me want to be part of it.`,
    ],
    placeholderLead: [
      () => 'Here is why I think I would be a great fit:',
      () => 'I would love to show you what I have done:',
      () => 'A few examples of work I am proud of:',
    ],
    tieBack: [
      (c) => `I would love to do the same for ${c.company}.`,
      () => 'I cannot wait to bring that same drive to your team.',
      (c) => `Doing more of this ${c.atCompany} would be a real joy.`,
    ],
    close: [
      (c) =>
        `I would be thrilled to talk about how I could help ${c.company}. Thank you so much for reading, and I hope to hear from you soon!`,
      () =>
        'Thank you for your time. I would really enjoy the chance to talk about the role and what I could bring to it.',
      (c) =>
        `I am excited about what we could build together ${c.atCompany}, and I would welcome a conversation. Thanks for considering me!`,
    ],
    signOff: ['Warm regards,', 'With thanks,', 'All the best,'],
  },

  confident: {
    greeting: [
      () => 'Dear Hiring Manager,',
      (c) => (c.named ? `Dear ${c.company} team,` : 'Dear Hiring Manager,'),
      (c) => (c.named ? `Dear ${c.company} hiring team,` : 'Dear Hiring Manager,'),
    ],
    opening: [
      (c) =>
        `I am applying for ${c.theRole} ${c.atCompany}, and I can show you why I am a strong fit.`,
      (c) => `You are hiring for ${c.theRole} ${c.atCompany}; here is what I would bring to it.`,
      (c) => `${cap(c.theRole)} ${c.atCompany} asks for someone who delivers. That is what I do.`,
    ],
    intro: [
      (e) =>
        `As ${e.jobTitle} at ${e.employer}, I ${e.current ? 'deliver' : 'delivered'} results that match what you are asking for.`,
      (e) =>
        `I ${e.current ? 'am' : 'was most recently'} ${article(e.jobTitle)} ${e.jobTitle} at ${e.employer}.`,
      (e) =>
        `${e.current ? 'Today' : 'Most recently'} I ${e.current ? 'work' : 'worked'} as ${e.jobTitle} at ${e.employer}, and my record there speaks to your requirements.`,
    ],
    summary: [(x) => `${x.s}.`, (x) => `In short, ${x.s}.`, (x) => `The short version: ${x.s}.`],
    leadIn: [
      (s) => `You need ${s.skills}. I have a track record here.`,
      (s) => `On ${s.skills}, my results speak for themselves.`,
      (s) => `${cap(s.skills)}: I have done this work, and done it well.`,
    ],
    evidence: [
      (e) => `As ${e.jobTitle} at ${e.employer}, I ${e.action}.`,
      (e) => `At ${e.employer}, I ${e.action}.`,
      (e) => `The proof is at ${e.employer}: as ${e.jobTitle}, I ${e.action}.`,
    ],
    evidenceNext: [
      (e) => `${e.sameEmployer ? 'I also' : `At ${e.employer}, I`} ${e.action}.`,
      (e) =>
        `${e.sameEmployer ? 'In the same role' : `As ${e.jobTitle} at ${e.employer}`}, I ${e.action}.`,
      (e) => `I ${e.action}${e.sameEmployer ? '' : ` at ${e.employer}`}, too.`,
    ],
    alsoSkills: [
      (s) => `I have hands-on experience with ${s.skills} as well.`,
      (s) => `Add to that my work with ${s.skills}.`,
      (s) => `My toolkit covers ${s.skills} as well.`,
    ],
    motivation: [
      (c) => `From my first week, I am ready to ${c.resp}.`,
      (c) => `I am ready to take on the core of this job: to ${c.resp}.`,
      (c) => `You need someone ready to ${c.resp}. I am that person.`,
    ],
    motivationPlain: [
      (c) => `I am ready to make an impact ${c.atCompany} from the start.`,
      () => 'I am ready to take on this role and make it my own.',
      (c) => `I know I can raise the bar for ${c.company}.`,
    ],
    placeholderLead: [
      () => 'Here is the evidence that I can do this job:',
      () => 'My record on your key requirements:',
      () => 'What I have delivered:',
    ],
    tieBack: [
      (c) => `I can do the same for ${c.company}.`,
      () => 'Expect the same from me in this role.',
      (c) => `That is the kind of result I would deliver ${c.atCompany}.`,
    ],
    close: [
      (c) =>
        `I am confident I can make a real difference ${c.atCompany}. I look forward to discussing the role with you.`,
      () => "I would like to discuss how I can deliver the same results for you. Let's talk.",
      (c) =>
        `I can contribute to ${c.company} from day one, and I would welcome a conversation about how. Thank you for your time.`,
    ],
    signOff: ['Best regards,', 'Regards,', 'Sincerely,'],
  },

  creative: {
    greeting: [
      (c) => (c.named ? `Hello ${c.company} team,` : 'Hello,'),
      (c) => (c.named ? `Dear ${c.company} team,` : 'Dear Hiring Manager,'),
      (c) => (c.named ? `Hi ${c.company} team,` : 'Hi there,'),
    ],
    opening: [
      (c) =>
        `Some postings read like a checklist; yours for ${c.theRole} ${c.atCompany} reads like a set of problems worth solving.`,
      (c) =>
        `The best part of reading your posting for ${c.theRole} ${c.atCompany} was picturing the work itself.`,
      (c) =>
        `I read your posting for ${c.theRole} ${c.atCompany} twice, the second time with a pen in hand.`,
    ],
    intro: [
      (e) =>
        `${e.current ? 'My days are spent' : 'My most recent chapter was spent'} as ${article(e.jobTitle)} ${e.jobTitle} at ${e.employer}.`,
      (e) =>
        `A little about me: I ${e.current ? 'am' : 'was most recently'} ${article(e.jobTitle)} ${e.jobTitle} at ${e.employer}.`,
      (e) =>
        `${e.current ? 'Right now my desk is' : 'Most recently my desk was'} at ${e.employer}, where I ${e.current ? 'work' : 'worked'} as ${e.jobTitle}.`,
    ],
    summary: [
      (x) => `The short version of my story: ${x.s}.`,
      (x) => `If you asked me for one line about myself: ${x.s}.`,
      (x) => `In one line, ${x.s}.`,
    ],
    leadIn: [
      (s) => `Take ${s.skills}, near the top of your list.`,
      (s) => `Your posting mentions ${s.skills}, which brings a story to mind.`,
      (s) => `${cap(s.skills)} is a chapter of my work I am glad to tell.`,
    ],
    evidence: [
      (e) => `At ${e.employer}, the work looked like this: as ${e.jobTitle}, I ${e.action}.`,
      (e) =>
        `The clearest example comes from my time as ${e.jobTitle} at ${e.employer}, where I ${e.action}.`,
      (e) => `A story from ${e.employer}: as ${e.jobTitle}, I ${e.action}.`,
    ],
    evidenceNext: [
      (e) =>
        `${e.sameEmployer ? 'The same team' : e.employer} also taught me something: I ${e.action}.`,
      (e) => `A second chapter${e.sameEmployer ? '' : `, at ${e.employer}`}: I ${e.action}.`,
      (e) => `${e.sameEmployer ? 'Then' : `Then, at ${e.employer},`} I ${e.action}.`,
    ],
    alsoSkills: [
      (s) => `In my toolbox you would also find ${s.skills}.`,
      (s) => `Beyond the stories above, I also work with ${s.skills}.`,
      (s) => `${s.skills} ${/ and /.test(s.skills) ? 'are' : 'is'} part of my everyday work too.`,
    ],
    motivation: [
      (c) => `The line that stayed with me was the chance to ${c.resp}.`,
      (c) => `I keep coming back to a line in the posting: to ${c.resp}.`,
      (c) => `If I could pick one part of the job to start on, it would be to ${c.resp}.`,
    ],
    motivationPlain: [
      (c) => `I would like the next chapter of my work to be written ${c.atCompany}.`,
      () => 'The problems in your posting are the kind I like to turn over in my head.',
      (c) => `I can picture the work ${c.atCompany} clearly, and I like what I see.`,
    ],
    placeholderLead: [
      () => 'Here is my side of the story:',
      () => 'A few chapters from my own work:',
      () => 'Let me show you rather than tell you:',
    ],
    tieBack: [
      (c) => `I would like to write the next version of that story ${c.atCompany}.`,
      () => 'It is a chapter I would gladly continue with you.',
      (c) => `I can already picture how that would translate to ${c.company}.`,
    ],
    close: [
      (c) =>
        `I would love to hear what the next chapter looks like ${c.atCompany}, and to talk about my part in it. Thank you for reading.`,
      () =>
        'If this letter made you curious, I would enjoy the conversation. Thank you for your time.',
      (c) =>
        `I would be glad to swap more stories and talk about what I could build with ${c.company}. Thanks for reading to the end.`,
    ],
    signOff: ['Thanks for reading,', 'With warm regards,', 'Until we talk,'],
  },

  formal: {
    greeting: [
      () => 'Dear Sir or Madam,',
      () => 'Dear Hiring Committee,',
      (c) => (c.named ? `Dear ${c.company} Recruitment Team,` : 'Dear Hiring Committee,'),
    ],
    opening: [
      (c) =>
        `I write to submit my application for the position of ${c.title || 'the advertised role'} ${c.atCompany}.`,
      (c) => `Please accept this letter as my formal application for ${c.theRole} ${c.atCompany}.`,
      (c) => `I respectfully submit my application for ${c.theRole} ${c.atCompany}, as advertised.`,
    ],
    intro: [
      (e) =>
        `I ${e.current ? 'currently hold' : 'most recently held'} the position of ${e.jobTitle} at ${e.employer}.`,
      (e) =>
        `${e.current ? 'At present, I am' : 'Most recently, I was'} employed as ${e.jobTitle} by ${e.employer}.`,
      (e) =>
        `My ${e.current ? 'present' : 'most recent'} appointment ${e.current ? 'is' : 'was'} that of ${e.jobTitle} at ${e.employer}.`,
    ],
    summary: [
      (x) => `${x.s}.`,
      (x) => `By way of background, ${x.s}.`,
      (x) => `For context, ${x.s}.`,
    ],
    leadIn: [
      (s) => `The position requires ${s.skills}.`,
      (s) => `With regard to ${s.skills}, I would draw your attention to the following.`,
      (s) => `Your requirements include ${s.skills}.`,
    ],
    evidence: [
      (e) => `In my position as ${e.jobTitle} at ${e.employer}, I ${e.action}.`,
      (e) => `During my tenure as ${e.jobTitle} with ${e.employer}, I ${e.action}.`,
      (e) => `While serving as ${e.jobTitle} at ${e.employer}, I ${e.action}.`,
    ],
    evidenceNext: [
      (e) =>
        `Furthermore, ${e.sameEmployer ? 'in the same position' : `at ${e.employer}`}, I ${e.action}.`,
      (e) => `In addition, I ${e.action}${e.sameEmployer ? '' : ` while at ${e.employer}`}.`,
      (e) =>
        `${e.sameEmployer ? 'In that capacity' : `As ${e.jobTitle} at ${e.employer}`}, I also ${e.action}.`,
    ],
    alsoSkills: [
      (s) => `My experience also extends to ${s.skills}.`,
      (s) => `My experience further includes ${s.skills}.`,
      (s) => `I would also bring ${s.skills} to the position.`,
    ],
    motivation: [
      (c) => `I am particularly drawn to the responsibility to ${c.resp}.`,
      (c) => `Of particular interest to me is the opportunity to ${c.resp}.`,
      (c) => `I note with interest that the position involves the duty to ${c.resp}.`,
    ],
    motivationPlain: [
      (c) => `I hold ${c.company} in high regard and would consider it a privilege to join.`,
      () => 'The responsibilities of the position are of particular interest to me.',
      (c) => `I would welcome the opportunity to serve ${c.company} in this capacity.`,
    ],
    placeholderLead: [
      () => 'I would draw your attention to the following:',
      () => 'My qualifications for the position are as follows:',
      () => 'In support of my application:',
    ],
    tieBack: [
      (c) => `I would apply the same diligence to my work with ${c.company}.`,
      () => 'I would bring the same standard of work to the position.',
      (c) => `I trust that this experience would be of value to ${c.company}.`,
    ],
    close: [
      (c) =>
        `I would welcome the opportunity to discuss my application with ${c.named ? c.company : 'you'} at your convenience. Thank you for your consideration.`,
      () =>
        'I thank you for considering my application and remain at your disposal for an interview at a time of your choosing.',
      () =>
        'Thank you for your time and consideration. I look forward to the possibility of discussing the position with you.',
    ],
    signOff: ['Yours faithfully,', 'Yours sincerely,', 'Respectfully,'],
  },
};

/** "a" or "an" for a word. */
export function article(word: string): string {
  return /^(?:[aeiou]|hou|hon)/i.test(word) && !/^(?:uni|use|eu|one)/i.test(word) ? 'an' : 'a';
}

/** The first letter in upper case. */
export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
