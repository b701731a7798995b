// Long file: the letter phrase bank, tone by tone and slot by slot; one table of wording.
/**
 * The cover letter's phrase bank: for each tone, several wordings of each slot of a letter
 * (greeting, opening, introduction, evidence, tie to the posting, motivation, close, sign-off).
 * A letter picks one wording per slot from a hash of its inputs, preferring one that does not
 * open the way the sentence before it did, so the same input always gives the same letter, each
 * tone reads differently in shape, and paragraphs do not all start alike.
 *
 * A wording may not fit its context (null): "In my current role" needs a current role, "As a
 * Nurse at X, my work included ..." would dangle, so those wordings answer null there.
 *
 * No wording states a fact about the candidate by itself: every fact comes from the resume
 * through the slot's arguments (title, employer, the resume bullet as a first-person clause).
 *
 * Over 400 lines on purpose: the file is data, five tones' wordings for every slot (BANKS, about
 * 490 lines, no logic beyond one-line conditions); the code is the slot types above it and two
 * small helpers below it. Each tone's bank is kept whole in one place so a tone can be read and
 * compared with the others as a piece.
 */
import type { Clause } from './voice';
import { inProse } from './names';

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

/** The candidate's present or latest position. */
export interface RoleContext {
  /** the job title as a sentence names it ("Charge Nurse") */
  title: string;
  /** with its article ("a Charge Nurse") */
  aTitle: string;
  employer: string;
  current: boolean;
}

/** One piece of evidence: a resume bullet as a first-person clause, with its role. */
export interface EvidenceContext extends RoleContext {
  clause: Clause;
  /** the sentence just before named this employer (the introduction) */
  named: boolean;
  /** this employer comes after (earlier than) the one the paragraph before spoke of */
  earlier: boolean;
}

/** The requirements a paragraph's evidence answers, as the resume writes them. */
export interface SkillsContext {
  skills: string;
  plural: boolean;
  /** no evidence comes before (a resume without bullets): no "also", no "these examples" */
  alone?: boolean;
}

type Fill<C> = (c: C) => string | null;

export interface ToneBank {
  greeting: Fill<SlotContext>[];
  opening: Fill<SlotContext>[];
  /** the candidate's present or latest position (resume only) */
  intro: Fill<RoleContext>[];
  /** the resume's own summary, as a sentence starting "I ..." */
  summary: Fill<{ s: string }>[];
  /** the first evidence of a paragraph, naming the employer */
  evidence: Fill<EvidenceContext>[];
  /** a further piece of evidence from the same role */
  evidenceNext: Fill<EvidenceContext>[];
  /** evidence from another role at the employer just named ("Before that, as a Staff Nurse there, ...") */
  samePlace: Fill<EvidenceContext>[];
  /** evidence from one of the candidate's own projects */
  project: Fill<{ name: string; clause: Clause }>[];
  /** ties a paragraph's evidence to the posting's requirements it answers */
  tie: Fill<SkillsContext>[];
  /** other requirements the resume lists as tools or languages ("Kubernetes", "Python") */
  alsoSkills: Fill<SkillsContext>[];
  /** other requirements the resume lists as practices ("cloud computing", "business analysis") */
  alsoPractices: Fill<SkillsContext>[];
  /** credentials (licenses, certifications) the posting asks for and the resume lists */
  credentials: Fill<{ list: string }>[];
  /** the candidate's degree, as the resume writes it */
  education: Fill<{ degree: string; school: string }>[];
  /** languages the posting asks for and the resume lists */
  languages: Fill<{ list: string }>[];
  /** why the role appeals, with a responsibility quoted from the posting */
  motivation: Fill<SlotContext & { resp: string }>[];
  /** why the role appeals, when the posting gives no usable responsibility */
  motivationPlain: Fill<SlotContext>[];
  /**
   * ties the letter's last evidence back to the company (states no fact), said right after a
   * bullet; `result`: that bullet states a measured result ("results like that" may refer to it)
   */
  tieBack: Fill<SlotContext & { result: boolean }>[];
  /** a resume from another field: says so plainly, with the current role */
  changeIntro: Fill<RoleContext>[];
  /** a resume from another field: why the role appeals, claiming no readiness the resume does not show */
  changeMotivation: Fill<SlotContext & { resp: string }>[];
  /** a resume from another field: introduces the evidence without tying it to the posting */
  changeLead: Fill<SlotContext>[];
  /** introduces the placeholders of a letter written without a resume */
  placeholderLead: Fill<SlotContext>[];
  close: Fill<SlotContext>[];
  signOff: string[];
}

const is = (s: SkillsContext) => (s.plural ? 'are' : 'is');
const personal = (e: EvidenceContext) => e.clause.personal;

/** A company as it heads its team in a greeting: "Dear Moana Kai Hotel team", never "Dear The …". */
export const teamOf = (company: string) => company.replace(/^the\s+/i, '');

export const BANKS: Record<LetterTone, ToneBank> = {
  professional: {
    greeting: [
      (c) => (c.named ? `Dear ${teamOf(c.company)} hiring team,` : 'Dear Hiring Manager,'),
      (c) => (c.named ? `Dear ${teamOf(c.company)} team,` : 'Dear Hiring Manager,'),
    ],
    opening: [
      (c) => `I would like to be considered for ${c.theRole} ${c.atCompany}.`,
      (c) => `Please accept my application for ${c.theRole} ${c.atCompany}.`,
      (c) => `I am applying for ${c.theRole} ${c.atCompany}.`,
    ],
    intro: [
      (e) =>
        e.current
          ? `Currently, I work as ${e.aTitle} at ${e.employer}.`
          : `Most recently, I worked as ${e.aTitle} at ${e.employer}.`,
      (e) =>
        e.current
          ? `My current role is ${e.title} at ${e.employer}.`
          : `My most recent role was ${e.title} at ${e.employer}.`,
      (e) =>
        e.current
          ? `Today I am ${e.aTitle} at ${e.employer}.`
          : `Until recently, I was ${e.aTitle} at ${e.employer}.`,
    ],
    summary: [(x) => `${x.s}.`, (x) => `In short, ${x.s}.`, (x) => `${x.s}.`],
    evidence: [
      (e) =>
        e.named
          ? `In my ${e.current ? 'current' : 'last'} role at ${e.employer}, ${e.clause.text}.`
          : null,
      (e) => `At ${e.employer}, ${e.clause.text}.`,
      (e) => (personal(e) ? `As ${e.aTitle} at ${e.employer}, ${e.clause.text}.` : null),
      (e) => (e.earlier ? `Before that, at ${e.employer}, ${e.clause.text}.` : null),
    ],
    evidenceNext: [
      (e) => `${cap(e.clause.also)}.`,
      (e) => (personal(e) ? `In the same role, ${e.clause.text}.` : null),
    ],
    samePlace: [
      (e) =>
        personal(e)
          ? `${e.earlier ? 'Before that' : 'Later'}, as ${e.aTitle} there, ${e.clause.text}.`
          : `${e.earlier ? 'Before that' : 'Later'}, in my role as ${e.title} there, ${e.clause.text}.`,
    ],
    project: [
      (x) => `In my project ${x.name}, ${x.clause.text}.`,
      (x) => `For ${x.name}, one of my own projects, ${x.clause.text}.`,
    ],
    tie: [
      (s) => `That is the ${s.skills} experience your posting asks for.`,
      (s) => `This is the ${s.skills} work your posting describes.`,
      (s) => `It is the kind of ${s.skills} experience you list among the requirements.`,
    ],
    alsoSkills: [
      (s) =>
        s.alone
          ? `I work with ${s.skills}, which your posting asks for.`
          : `I also work with ${s.skills}.`,
      (s) => (s.alone ? null : `Beyond these examples, I work with ${s.skills}.`),
    ],
    alsoPractices: [(s) => `My experience ${s.alone ? '' : 'also '}includes ${s.skills}.`],
    credentials: [(x) => `My credentials include ${x.list}.`],
    education: [(x) => `I earned my ${x.degree} at ${inProse(x.school)}.`],
    languages: [(x) => `I also speak ${x.list}.`, (x) => `I speak ${x.list}.`],
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
    tieBack: [
      (c) => `I would bring the same approach to ${c.company}.`,
      (c) => (c.result ? `I would aim for results like that ${c.atCompany}.` : null),
      (c) => `I would expect to build on this experience ${c.atCompany}.`,
    ],
    changeIntro: [
      (e) =>
        `My experience so far is in a different field: I ${e.current ? 'work' : 'worked'} as ${e.aTitle} at ${e.employer}.`,
      (e) =>
        `I should be clear that I come from a different field: ${e.current ? 'today I am' : 'most recently I was'} ${e.aTitle} at ${e.employer}.`,
    ],
    changeMotivation: [
      (c) =>
        c.resp
          ? `What draws me to this move is the chance to ${c.resp}.`
          : `I would value the chance to grow into this role ${c.atCompany}.`,
    ],
    changeLead: [
      () => 'What I can offer is the way I work.',
      () => 'My record shows how I work, even in another field.',
    ],
    placeholderLead: [
      () => 'Here is how my own experience meets your requirements:',
      () => 'The examples below show how my experience relates to the role:',
      () => 'My experience relates to your requirements as follows:',
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
      (c) => (c.named ? `Hello ${teamOf(c.company)} team,` : 'Hello,'),
      (c) => (c.named ? `Dear ${teamOf(c.company)} team,` : 'Dear Hiring Manager,'),
      (c) => (c.named ? `Hi ${teamOf(c.company)} team,` : 'Hello,'),
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
          ? `Right now I am ${e.aTitle} at ${e.employer}.`
          : `Most recently I was ${e.aTitle} at ${e.employer}.`,
      (e) =>
        e.current
          ? `These days I work as ${e.aTitle} at ${e.employer}, and this posting felt like a natural next step.`
          : `My most recent role was ${e.title} at ${e.employer}, and this posting felt like a natural next step.`,
    ],
    summary: [
      (x) => `A little about me: ${x.s}.`,
      (x) => `${x.s}, and I am excited about what comes next.`,
    ],
    evidence: [
      (e) => `One thing I am proud of from ${e.employer}: ${e.clause.text}.`,
      (e) =>
        e.named && !/, and I /.test(e.clause.text)
          ? `In my ${e.current ? 'current' : 'last'} role at ${e.employer}, ${e.clause.text}, and I enjoyed every part of it.`
          : null,
      (e) => `Some of my favourite work happened at ${e.employer}, where ${e.clause.text}.`,
      (e) => (e.earlier ? `Before that, at ${e.employer}, ${e.clause.text}.` : null),
    ],
    evidenceNext: [
      (e) => (personal(e) ? `Another highlight: ${e.clause.text}.` : null),
      (e) =>
        /, and I /.test(e.clause.text)
          ? null
          : `${cap(e.clause.also)}, and I would happily do it again.`,
      (e) => `I am just as proud that ${e.clause.text}.`,
    ],
    samePlace: [
      (e) =>
        `${e.earlier ? 'Before that I was' : 'Later I became'} ${e.aTitle} there, and ${e.clause.text}.`,
    ],
    project: [(x) => `One project I loved working on is ${x.name}: ${x.clause.text}.`],
    tie: [
      (s) => `Seeing ${s.skills} in your posting is a big part of why I applied.`,
      (s) => `That is exactly the kind of ${s.skills} work I would love to keep doing with you.`,
      (s) => `I was happy to see ${s.skills} in your requirements for exactly that reason.`,
    ],
    alsoSkills: [
      (s) => `I would ${s.alone ? '' : 'also '}bring ${s.skills} to the team.`,
      (s) => (s.alone ? null : `On top of that, I work with ${s.skills}.`),
    ],
    alsoPractices: [(s) => `I ${s.alone ? '' : 'also '}bring experience in ${s.skills}.`],
    credentials: [(x) => `I am glad to say my credentials include ${x.list}.`],
    education: [(x) => `My ${x.degree} is from ${inProse(x.school)}.`],
    languages: [(x) => `I also speak ${x.list}, which I was glad to see you value.`],
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
    tieBack: [
      (c) => `I would love to do the same for ${c.company}.`,
      () => 'I cannot wait to bring that same drive to your team.',
      (c) => `Doing more of this ${c.atCompany} would be a real joy.`,
    ],
    changeIntro: [
      (e) =>
        `I am coming to this from a different field: ${e.current ? 'right now I am' : 'most recently I was'} ${e.aTitle} at ${e.employer}.`,
    ],
    changeMotivation: [
      (c) =>
        c.resp
          ? `I would love to learn to ${c.resp}.`
          : `I would love the chance to grow into this role ${c.atCompany}.`,
    ],
    changeLead: [() => 'Here is some of the work I would bring with me.'],
    placeholderLead: [
      () => 'Here is why I think I would be a great fit:',
      () => 'I would love to show you what I have done:',
      () => 'A few examples of work I am proud of:',
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
      (c) => (c.named ? `Dear ${teamOf(c.company)} team,` : 'Dear Hiring Manager,'),
      (c) => (c.named ? `Dear ${teamOf(c.company)} hiring team,` : 'Dear Hiring Manager,'),
    ],
    opening: [
      (c) => `I am applying for ${c.theRole} ${c.atCompany}, and I can show you why I fit it.`,
      (c) => `You are hiring for ${c.theRole} ${c.atCompany}; here is what I would bring to it.`,
    ],
    intro: [
      (e) => `At ${e.employer} I ${e.current ? 'am' : 'was most recently'} ${e.aTitle}.`,
      (e) =>
        `${e.current ? 'Today' : 'Most recently'} I ${e.current ? 'work' : 'worked'} as ${e.aTitle} at ${e.employer}, and my record there speaks to your requirements.`,
    ],
    summary: [(x) => `${x.s}.`, (x) => `The short version: ${x.s}.`],
    evidence: [
      (e) => `At ${e.employer}, ${e.clause.text}.`,
      (e) =>
        e.named
          ? `In my ${e.current ? 'current' : 'last'} role at ${e.employer}, ${e.clause.text}.`
          : null,
      (e) => `Take my work at ${e.employer}: ${e.clause.text}.`,
      (e) => (e.earlier ? `Earlier, at ${e.employer}, ${e.clause.text}.` : null),
    ],
    evidenceNext: [(e) => `On top of that, ${e.clause.text}.`, (e) => `${cap(e.clause.also)}.`],
    samePlace: [
      (e) =>
        personal(e)
          ? `${e.earlier ? 'Earlier' : 'Later'}, as ${e.aTitle} there, ${e.clause.text}.`
          : `${e.earlier ? 'Earlier' : 'Later'}, as ${e.title} there, ${e.clause.text}.`,
    ],
    project: [(x) => `My own project ${x.name} shows it too: ${x.clause.text}.`],
    tie: [
      (s) => `That is the ${s.skills} experience you are hiring for.`,
      (s) => `That is ${s.skills} experience you can use from day one.`,
      (s) => `That record covers the ${s.skills} experience your posting asks for.`,
    ],
    alsoSkills: [
      (s) => `I have hands-on experience with ${s.skills}${s.alone ? '' : ' as well'}.`,
      (s) => (s.alone ? null : `Add to that my work with ${s.skills}.`),
    ],
    alsoPractices: [(s) => `My experience ${s.alone ? '' : 'also '}covers ${s.skills}.`],
    credentials: [(x) => `My credentials: ${x.list}.`],
    education: [(x) => `Education: ${x.degree}, ${x.school}.`],
    languages: [(x) => `I speak ${x.list}.`],
    motivation: [
      (c) => `From my first week, I am ready to ${c.resp}.`,
      (c) => `I am ready to take on the core of this job: to ${c.resp}.`,
    ],
    motivationPlain: [
      (c) => `I am ready to make an impact ${c.atCompany} from the start.`,
      () => 'I am ready to take on this role and make it my own.',
    ],
    tieBack: [
      (c) => `I can do the same for ${c.company}.`,
      () => 'Expect the same from me in this role.',
      (c) => (c.result ? `That is the kind of result I would deliver ${c.atCompany}.` : null),
    ],
    changeIntro: [
      (e) =>
        `I come from a different field: I ${e.current ? 'am' : 'was most recently'} ${e.aTitle} at ${e.employer}.`,
    ],
    changeMotivation: [
      (c) =>
        c.resp
          ? `What I want next is the chance to ${c.resp}.`
          : `What I want next is to grow into this role ${c.atCompany}.`,
    ],
    changeLead: [() => 'What carries over is how I get results.'],
    placeholderLead: [
      () => 'Here is the evidence that I can do this job:',
      () => 'My record on your key requirements:',
      () => 'What I have delivered:',
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
      (c) => (c.named ? `Hello ${teamOf(c.company)} team,` : 'Hello,'),
      (c) => (c.named ? `Dear ${teamOf(c.company)} team,` : 'Dear Hiring Manager,'),
      (c) => (c.named ? `Hi ${teamOf(c.company)} team,` : 'Hi there,'),
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
        `${e.current ? 'My days are spent' : 'My most recent chapter was spent'} as ${e.aTitle} at ${e.employer}.`,
      (e) =>
        `${e.current ? 'Right now my desk is' : 'Most recently my desk was'} at ${e.employer}, where I ${e.current ? 'work' : 'worked'} as ${e.aTitle}.`,
    ],
    summary: [
      (x) => `The short version of my story: ${x.s}.`,
      (x) => `If you asked me for one line about myself: ${x.s}.`,
    ],
    evidence: [
      (e) => `A story from ${e.employer}: ${e.clause.text}.`,
      (e) => `The clearest example comes from ${e.employer}, where ${e.clause.text}.`,
      (e) => (e.earlier ? `Rewind a little, to ${e.employer}: ${e.clause.text}.` : null),
    ],
    evidenceNext: [
      (e) => `Along the way, ${e.clause.text}.`,
      (e) => (personal(e) ? `A second chapter: ${e.clause.text}.` : null),
    ],
    samePlace: [
      (e) =>
        `${e.earlier ? 'An earlier chapter' : 'A later chapter'} there, as ${e.aTitle}: ${e.clause.text}.`,
    ],
    project: [(x) => `A story from one of my own projects, ${x.name}: ${x.clause.text}.`],
    tie: [
      (s) => `When I read ${s.skills} in your posting, this is the work I thought of.`,
      (s) =>
        `Your posting asks for ${s.skills}; that is the chapter of my work I would bring first.`,
    ],
    alsoSkills: [
      (s) => `In my toolbox you would ${s.alone ? '' : 'also '}find ${s.skills}.`,
      (s) => `${cap(s.skills)} ${is(s)} part of my everyday work${s.alone ? '' : ' too'}.`,
    ],
    alsoPractices: [(s) => `My work has ${s.alone ? '' : 'also '}taken in ${s.skills}.`],
    credentials: [(x) => `For the record, my credentials include ${x.list}.`],
    education: [
      (x) => `My studies took me to ${inProse(x.school)}, where I earned my ${x.degree}.`,
    ],
    languages: [(x) => `And I speak ${x.list}, which your posting counts in my favour.`],
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
    tieBack: [
      (c) => `I would like to write the next version of that story ${c.atCompany}.`,
      () => 'It is a chapter I would gladly continue with you.',
      (c) => `I can already picture how that would translate to ${c.company}.`,
    ],
    changeIntro: [
      (e) =>
        `My path so far has run through a different field: I ${e.current ? 'am' : 'was most recently'} ${e.aTitle} at ${e.employer}.`,
    ],
    changeMotivation: [
      (c) =>
        c.resp
          ? `I would like my next chapter to include the chance to ${c.resp}.`
          : `I would like the next chapter of my work to begin ${c.atCompany}.`,
    ],
    changeLead: [() => 'Some things travel well between fields.'],
    placeholderLead: [
      () => 'Here is my side of the story:',
      () => 'A few chapters from my own work:',
      () => 'Let me show you rather than tell you:',
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
      (c) => (c.named ? `Dear ${teamOf(c.company)} Hiring Committee,` : 'Dear Hiring Committee,'),
      (c) => (c.named ? `Dear ${teamOf(c.company)} Recruitment Team,` : 'Dear Hiring Committee,'),
    ],
    opening: [
      (c) =>
        `I write to submit my application for the position of ${c.title || 'the advertised role'} ${c.atCompany}.`,
      (c) => `I hereby submit my formal application for ${c.theRole} ${c.atCompany}.`,
      (c) => `I respectfully submit my application for ${c.theRole} ${c.atCompany}, as advertised.`,
    ],
    intro: [
      (e) =>
        `I ${e.current ? 'currently hold' : 'most recently held'} the position of ${e.title} at ${e.employer}.`,
      (e) =>
        `${e.current ? 'At present, I am' : 'Most recently, I was'} employed as ${e.aTitle} by ${e.employer}.`,
    ],
    summary: [(x) => `By way of background, ${x.s}.`, (x) => `For context, ${x.s}.`],
    evidence: [
      (e) =>
        personal(e) ? `In my position as ${e.title} at ${e.employer}, ${e.clause.text}.` : null,
      (e) =>
        e.current
          ? `In my present position with ${e.employer}, ${e.clause.text}.`
          : `During my tenure with ${e.employer}, ${e.clause.text}.`,
      (e) =>
        e.named
          ? `In my ${e.current ? 'present' : 'last'} position at ${e.employer}, ${e.clause.text}.`
          : null,
      (e) => (e.earlier ? `Previously, at ${e.employer}, ${e.clause.text}.` : null),
    ],
    evidenceNext: [
      (e) => `Furthermore, ${e.clause.text}.`,
      (e) => `In addition, ${e.clause.text}.`,
    ],
    samePlace: [
      (e) =>
        `${e.earlier ? 'Previously' : 'Subsequently'}, in the position of ${e.title} with the same employer, ${e.clause.text}.`,
    ],
    project: [(x) => `In my project entitled ${x.name}, ${x.clause.text}.`],
    tie: [
      (s) => `This experience corresponds directly to your requirement for ${s.skills}.`,
      (s) => `I trust this demonstrates the ${s.skills} experience the position requires.`,
    ],
    alsoSkills: [
      (s) => `My experience ${s.alone ? '' : 'also '}extends to ${s.skills}.`,
      (s) => (s.alone ? null : `My experience further includes ${s.skills}.`),
    ],
    alsoPractices: [(s) => `I ${s.alone ? 'have' : 'also have'} experience in ${s.skills}.`],
    credentials: [(x) => `I hold the following credentials: ${x.list}.`],
    education: [(x) => `I completed my ${x.degree} at ${inProse(x.school)}.`],
    languages: [(x) => `I am also able to work in ${x.list}.`],
    motivation: [
      (c) => `I am particularly drawn to the responsibility to ${c.resp}.`,
      (c) => `Of particular interest to me is the opportunity to ${c.resp}.`,
    ],
    motivationPlain: [
      (c) => `I hold ${c.company} in high regard and would consider it a privilege to join.`,
      () => 'The responsibilities of the position are of particular interest to me.',
      (c) => `I would welcome the opportunity to serve ${c.company} in this capacity.`,
    ],
    tieBack: [
      (c) => `I would apply the same diligence to my work with ${c.company}.`,
      () => 'I would bring the same standard of work to the position.',
      (c) => `I trust that this experience would be of value to ${c.company}.`,
    ],
    changeIntro: [
      (e) =>
        `I should state at the outset that my experience lies in a different field: I ${e.current ? 'currently serve' : 'most recently served'} as ${e.aTitle} at ${e.employer}.`,
    ],
    changeMotivation: [
      (c) =>
        c.resp
          ? `I am drawn to the opportunity to ${c.resp}.`
          : `I would welcome the opportunity to develop in this position ${c.atCompany}.`,
    ],
    changeLead: [() => 'I would nonetheless ask you to consider the following from my record.'],
    placeholderLead: [
      () => 'I would draw your attention to the following:',
      () => 'My qualifications for the position are as follows:',
      () => 'In support of my application:',
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

/** "a" or "an" for a word (an acronym by its letter's sound: "an RN", "a CPA"). */
export function article(word: string): string {
  const w = word.trim();
  if (/^[A-Z]{2,}\b/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  return /^(?:[aeiou]|hou|hon)/i.test(w) && !/^(?:uni|use|usu|eu|one|ure)/i.test(w) ? 'an' : 'a';
}

/** The first letter in upper case. */
export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
