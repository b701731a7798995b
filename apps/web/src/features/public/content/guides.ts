/**
 * Career guides page content: six featured guides (Markdown bodies), six
 * categories with their guide counts, three free downloadable resources
 * (Markdown text of the file) and the newsletter box copy.
 */

export type GuideCategoryId =
  | 'resume-tips'
  | 'interview-prep'
  | 'career-transition'
  | 'professional-branding'
  | 'compensation'
  | 'networking';

export type GuideCategoryName =
  | 'Resume Tips'
  | 'Interview Prep'
  | 'Career Transition'
  | 'Professional Branding'
  | 'Compensation'
  | 'Networking';

export interface GuideCategory {
  id: GuideCategoryId;
  name: GuideCategoryName;
  /** Number of guides in the category, as shown on the page. */
  count: number;
  description: string;
}

export interface FeaturedGuide {
  slug: string;
  title: string;
  description: string;
  category: GuideCategoryName;
  /** Estimated reading time in minutes. */
  readTime: number;
  /** Markdown. */
  body: string;
}

export interface FreeResource {
  id: string;
  title: string;
  description: string;
  /** Suggested file name for the download. */
  fileName: string;
  mimeType: 'text/markdown';
  /** Full Markdown text of the downloadable file. */
  body: string;
}

export interface GuidesNewsletterCopy {
  title: string;
  description: string;
  placeholder: string;
  buttonLabel: string;
}

export const guideCategories: GuideCategory[] = [
  {
    id: 'resume-tips',
    name: 'Resume Tips',
    count: 12,
    description: 'Structure, wording, ATS-friendly formatting and tailoring for each application.',
  },
  {
    id: 'interview-prep',
    name: 'Interview Prep',
    count: 8,
    description:
      'Behavioral, technical and system-design interviews, from first screen to final round.',
  },
  {
    id: 'career-transition',
    name: 'Career Transition',
    count: 6,
    description:
      'Changing fields or functions: testing a target role, transferable skills and bridge roles.',
  },
  {
    id: 'professional-branding',
    name: 'Professional Branding',
    count: 9,
    description:
      'A consistent story across your resume, LinkedIn profile, portfolio and introductions.',
  },
  {
    id: 'compensation',
    name: 'Compensation',
    count: 5,
    description: 'Reading offers, researching pay ranges and negotiating with confidence.',
  },
  {
    id: 'networking',
    name: 'Networking',
    count: 7,
    description:
      'Informational interviews, referrals and keeping in touch without feeling awkward.',
  },
];

export const featuredGuides: FeaturedGuide[] = [
  {
    slug: 'fifteen-minute-resume-audit',
    title: 'The 15-Minute Resume Audit',
    description:
      'A top-to-bottom review that catches the problems recruiters notice first, in the order they notice them.',
    category: 'Resume Tips',
    readTime: 3,
    body: `Most resumes are not rejected for a lack of experience. They are set aside because the reader could not find the relevant experience quickly. This audit follows the order a recruiter's eye moves down the page. Set a timer for fifteen minutes and work through it.

## Minutes 1 to 3: the top third

- **Name and contact line**: name, phone, professional e-mail, city and country, and a LinkedIn or portfolio link. No full street address, no photo (unless it is normal in your country), no date of birth.
- **Headline or summary**: does it name the kind of role you want? "Operations analyst with 4 years in e-commerce logistics" beats "Hard-working professional seeking opportunities".
- **First role**: could someone reading only your current job's first two bullets tell what you are good at?

## Minutes 4 to 8: the bullets

Go through every bullet and mark it:

- **A** for achievement: it contains a result, number or clear consequence.
- **D** for duty: it describes what the job required, not what you accomplished.

Aim for at least half A's in your two most recent roles. Rewrite D's using the pattern *action + what + scale + result*. Delete bullets that say the same thing twice.

Also check the first word of each bullet: a strong, varied verb (led, built, reduced, negotiated, trained) rather than "responsible for" or "helped with".

## Minutes 9 to 11: format and parsing

- Standard headings: Experience, Education, Skills.
- One column, or a layout you have tested by pasting the PDF text into a plain text editor.
- Consistent dates ("Mar 2022 – Present") aligned in one place.
- No information in headers, footers, text boxes or images.
- Font size at least 10 points for body text; margins no narrower than about 1.5 cm.

## Minutes 12 to 13: length and relevance

- Early career (under about 5 years): one page.
- Experienced: up to two pages, with the second page for older or less relevant roles.
- Roles older than 10 to 15 years can be shortened to a single line each.

## Minutes 14 to 15: proofread

Read the resume **backwards**, bullet by bullet, to catch typos your brain skips when reading for meaning. Check that tenses are consistent: present tense for your current role, past tense for previous ones.

## After the audit

Pick the three fixes with the most impact, usually the summary, the first role's bullets and any parsing problem, and make them today. Then run the resume against a real job description in the Resume Lab to see which of the posting's key terms your audited resume still does not show.`,
  },
  {
    slug: 'behavioral-interview-story-bank',
    title: 'Build a Behavioral Interview Story Bank',
    description:
      'Eight prepared stories can answer most behavioral questions. Here is how to choose them, write them and adapt them on the spot.',
    category: 'Interview Prep',
    readTime: 3,
    body: `Behavioral interviews ask for real examples from your past. Trying to recall the perfect story under pressure is hard; preparing a small bank of stories in advance makes it easy.

## Why eight stories are enough

Most behavioral questions are variations on a handful of themes. A single well-chosen story can answer several questions: a story about rescuing a late project can show deadline management, prioritisation, leadership and handling stress, depending on which part you emphasise.

## The eight themes to cover

1. A conflict or disagreement with a colleague or manager
2. A mistake or failure, and what you changed afterwards
3. Leading or influencing without formal authority
4. Delivering under a tight deadline
5. Handling a difficult customer, client or stakeholder
6. Learning something new quickly
7. Improving a process or fixing something broken
8. The result you are proudest of

## Choosing the right stories

Good stories are:

- **recent**: ideally from the last three years;
- **yours**: you made decisions, not just observed;
- **specific**: one event, not "I always...";
- **finished**: there is a result you can describe.

For each theme, write down two candidate stories and keep the stronger one.

## Writing each story

Use the STAR structure, in bullet points rather than a script:

- **Situation** (one line): where, when, what was at stake.
- **Task** (one line): what you were responsible for.
- **Action** (three to five bullets): the steps you took and why. Use "I".
- **Result** (one or two lines): what happened, with a number if possible, plus what you learned.

Bullets keep you from reciting. You remember the structure and tell it naturally.

## A story bank template

| Theme | Story title | S/T in one line | Key actions | Result and number | Also answers |
|---|---|---|---|---|---|
| Conflict | Daily report debate | Manager wanted daily stock reports | Pulled data, interviewed users, built alert | Stock-outs down a third | Influence, data-driven decisions |

The last column is the most useful: it lists the other questions this story can answer.

## Adapting on the spot

When you hear a question, identify its theme in a second or two, pick the story, and emphasise the part that matches. If the question is "Tell me about a time you had to persuade someone", lead with the part of your conflict story where you changed your manager's mind.

## Practise aloud

Tell each story out loud at least three times, aiming for 90 seconds to 2 minutes. Practise a behavioral session in the Interview Arena with the job description of a role you want, and use the feedback to tighten the Action section, which is where most answers lose detail.`,
  },
  {
    slug: 'transferable-skills-map',
    title: 'Map Your Transferable Skills for a Career Change',
    description:
      'Translate what you already do into the language of the role you want, and find the real gaps you need to close.',
    category: 'Career Transition',
    readTime: 3,
    body: `When you change careers, your experience does not disappear. It needs translating. This exercise produces two things: a list of skills you can claim in the new field's words, and a short, honest list of gaps.

## Step 1: collect target-role requirements

Gather 10 job postings for the role you want. Copy every skill, tool and responsibility into one list, then count how often each appears:

- **Core** (in 7 or more postings)
- **Common** (in 4 to 6)
- **Occasional** (in 3 or fewer)

Focus on core and common items.

## Step 2: list what you actually do

Forget job titles for a moment. List the activities of your current and past roles as verbs and objects:

- "schedule 40 staff across three shifts"
- "explain treatment plans to patients and families"
- "reconcile supplier invoices each month"
- "design lessons for mixed-ability groups"

Aim for at least 20 items. Include volunteer work and side projects.

## Step 3: translate

Put the two lists side by side and draw lines between them. Examples:

| What you do now | The target role's language |
|---|---|
| Schedule 40 staff across shifts | Resource planning, workforce management |
| Explain treatment plans to families | Stakeholder communication, translating complex information |
| Reconcile supplier invoices | Data accuracy, financial reconciliation, attention to detail |
| Design lessons for mixed-ability groups | Needs analysis, learning design, user-centred design |
| Handle complaints at the front desk | De-escalation, customer success, issue resolution |

Only draw a line if you could describe a real example in an interview.

## Step 4: find the gaps

Any core or common requirement without a line is a gap. Sort gaps into three kinds:

- **Vocabulary gaps**: you have the skill but did not recognise it. Fix by rewording.
- **Tool gaps**: you know the concept but not the specific software. Usually closed in weeks with practice.
- **Experience gaps**: you have never done the thing. Close these with a project, volunteer work or a bridge role.

## Step 5: put it to work

- Rewrite your resume bullets using the right-hand column's language.
- Write a summary that names both sides: "Former hospital nurse moving into health-tech customer success, with 6 years of explaining complex care plans to patients and families."
- Plan how to close each experience gap, starting with the most common one.

The Career Planner in Careerforge does a version of this for you: enter your current role, target role and skills, and it returns skill gaps, quick wins and a phased roadmap you can check against your own map.`,
  },
  {
    slug: 'consistent-professional-brand',
    title: 'One Story Everywhere: A Consistent Professional Brand',
    description:
      'Make your resume, LinkedIn profile, portfolio and spoken introduction tell the same clear story.',
    category: 'Professional Branding',
    readTime: 3,
    body: `A professional brand is simply what people understand about you after a quick look. When your resume says "data analyst", your LinkedIn headline says "marketing enthusiast" and your introduction starts with your degree, readers have to work out the connection themselves, and most will not.

## Step 1: write a positioning line

Write one sentence that answers: **what do you do, for whom, and what makes you good at it?**

- "I'm a data analyst who helps e-commerce teams understand why customers leave, using SQL, Python and a lot of curiosity."
- "I'm a UX designer specialising in complex forms for healthcare and insurance, where small changes save hours of staff time."

If you are changing careers, include the bridge: "I'm a former teacher now designing online training for software companies."

## Step 2: choose three proof points

Pick three achievements that support your positioning line. Each should be specific and, ideally, measurable. These are the examples you will repeat everywhere, so choose ones you can talk about in depth.

## Step 3: apply it to each channel

**Resume**
- The summary is your positioning line, expanded to two or three lines.
- Your proof points appear as bullets in the relevant roles.

**LinkedIn**
- Headline: role and specialism, not just your current employer. "Data Analyst | Customer Retention | SQL, Python".
- About section: positioning line as the opening, proof points in the middle, what you are looking for at the end. Aim for 150 to 300 words.
- Featured section: a project, article or presentation that shows one of your proof points.

**Portfolio or personal site** (if relevant to your field)
- Lead with two or three case studies that match your proof points, not everything you have ever made.

**Spoken introduction**
- A 30-second version for networking, a 60-second version for "tell me about yourself". Both start with your positioning line.

## Step 4: align the details

Check for mismatches:

- Job titles and dates identical on your resume and LinkedIn.
- The same name everywhere (including how you use a middle name or initial).
- A consistent profile photo across professional platforms.
- Old posts or profiles that contradict your current direction: archive or update them.

## Step 5: review every quarter

Your brand should change when your goals change. Set a reminder every three months to reread your positioning line and ask whether it still describes the work you want next.

Careerforge's LinkedIn Optimizer can rewrite your About section around a target role and keywords, which makes a good starting point for aligning your profile with your resume.`,
  },
  {
    slug: 'understanding-total-compensation',
    title: 'Read an Offer Like a Pro: Total Compensation Explained',
    description:
      'Base salary is only part of an offer. Learn to compare bonuses, equity, benefits and hidden costs on equal terms.',
    category: 'Compensation',
    readTime: 3,
    body: `Two offers with the same salary can be worth very different amounts. Before you negotiate or accept, put every offer into the same simple model.

## The parts of a compensation package

1. **Base salary**: the guaranteed amount. It is also the basis for future raises and often for bonuses.
2. **Bonus**: annual or quarterly, usually a target percentage of base. Ask how much of the target was actually paid out in the last two years.
3. **Equity**: stock options or shares. Ask for the number of units, the vesting schedule (commonly four years with a one-year cliff), and for options, the exercise price.
4. **Signing bonus**: a one-time payment, sometimes repayable if you leave within a year.
5. **Retirement contributions**: employer match or contribution, and the vesting period.
6. **Health and insurance benefits**: premiums, deductibles and family coverage can differ by thousands a year.
7. **Time off**: paid leave, public holidays, parental leave.
8. **Other**: remote-work stipend, learning budget, commuting support, equipment.

## Put each offer on one line

Calculate a **first-year value** and an **ongoing annual value**:

- First year = base + expected bonus + signing bonus + first-year equity value + retirement contribution + value of benefits differences.
- Ongoing = the same, without the signing bonus.

For equity in a private company, be conservative. Treat it as uncertain and compare offers with and without it.

## A worked comparison

| | Offer A | Offer B |
|---|---|---|
| Base | $95,000 | $88,000 |
| Target bonus | 0% | 10% ($8,800), paid in full the last 2 years |
| Signing bonus | $0 | $5,000 |
| Retirement match | 3% ($2,850) | 6% ($5,280) |
| Health premium (family) | $3,600/yr employee cost | $1,200/yr employee cost |
| **Ongoing value** | **$94,250** | **$100,880** |

Ongoing value here is base + expected bonus + retirement match − employee health premium. Offer B is worth more each year despite the lower base, before even counting its signing bonus.

## Costs that reduce an offer's value

- A longer or more expensive commute
- Relocation costs not covered by the employer
- Mandatory unpaid overtime or on-call without compensation

## What to ask before deciding

- "How is the bonus determined, and what has the actual payout been recently?"
- "What is the vesting schedule, and what happens to unvested equity if the company is acquired?"
- "When is the first salary review, and how are raises decided?"

## Use the model to negotiate

Knowing which part of an offer is flexible helps you ask for the right thing. If the base is fixed, a higher signing bonus or an earlier review might close the gap. Careerforge's Salary Negotiator can turn your numbers into a negotiation script and show market percentiles for your role to anchor your ask.`,
  },
  {
    slug: 'informational-interviews',
    title: 'Informational Interviews for People Who Dislike Networking',
    description:
      'A structured 20-minute conversation is the easiest way to learn about a role and meet the people who can refer you.',
    category: 'Networking',
    readTime: 3,
    body: `Networking events can feel forced. An informational interview is different: a short, focused conversation with one person who does a job you are curious about. You ask questions, they share experience, and nobody is expected to hand out a job.

## Who to ask

- People with the job title you want, ideally two to five years ahead of you.
- Alumni from your school or former colleagues' contacts, who are more likely to say yes.
- People at companies you are interested in, but not the hiring manager for a role you have already applied to.

## The request

Keep it short, specific and easy to accept:

> Hi Jordan, I'm a customer support lead exploring a move into product operations, and I saw you made a similar move at Lanternfield two years ago. Would you be open to a 20-minute call in the next few weeks? I'd love to hear how you made the switch and what the role is really like. Happy to work around your schedule.

Send it by e-mail or LinkedIn message. If there is no reply after a week, one polite follow-up is fine.

## Prepare

- Read their profile and anything they have written or presented.
- Write five or six questions, and rank them so you ask the most important first.
- Have your 30-second introduction ready: who you are and why you are curious.

## Good questions

- "What does a typical week look like for you?"
- "What surprised you most when you started in this role?"
- "Which skills matter most day to day, and which are overrated in job postings?"
- "How did you get your first role in this field?"
- "If you were in my position, what would you do in the next three months?"
- "Is there anyone else you think I should talk to?"

The last question is the most valuable. It turns one conversation into several.

## During the call

- Keep to the time you asked for. Offer to end at 20 minutes.
- Listen more than you talk. Take brief notes.
- Do not ask for a job. If they offer to refer you, thank them and follow up promptly.

## Afterwards

- Send a thank-you message within 24 hours, mentioning one specific thing you learned.
- Act on their advice, then tell them a month later: "You suggested I build a small dashboard project, and I did. Here it is." People remember those who follow through.
- Record the conversation in your notes so you can keep in touch every few months.

## How many to do

Aim for two conversations a week during an active search. After ten, you will understand the role far better than any job posting can show, and you will know people who can vouch for you when the right opening appears.`,
  },
];

export const freeResources: FreeResource[] = [
  {
    id: 'ats-resume-checklist',
    title: 'ATS Resume Checklist',
    description:
      'A one-page checklist to make sure your resume parses cleanly and shows the right keywords before you apply.',
    fileName: 'careerforge-ats-resume-checklist.md',
    mimeType: 'text/markdown',
    body: `# ATS Resume Checklist

Use this checklist before every application. Tick each item. Anything you cannot tick is worth ten minutes of work.

## 1. File and format

- [ ] File type is what the employer asked for (PDF unless told otherwise; DOCX if requested).
- [ ] The PDF is text-based: you can select and copy the text.
- [ ] Pasting all the text into a plain text editor keeps the order correct and nothing is missing.
- [ ] No text inside tables, text boxes, headers or footers.
- [ ] No skills shown only as icons, logos, charts or rating bars.
- [ ] Single-column layout, or a two-column layout you have tested with the paste test.
- [ ] Common font (for example Arial, Calibri, Georgia), body text 10 to 12 points.
- [ ] File name is clear: Firstname-Lastname-Resume.pdf.

## 2. Structure

- [ ] Standard section headings: Summary, Experience, Education, Skills (plus Certifications or Projects if relevant).
- [ ] Contact line at the top in the main body: name, phone, e-mail, city, LinkedIn or portfolio link.
- [ ] Each role shows job title, employer, location and dates on consistent lines.
- [ ] Dates use one format throughout (for example "Mar 2022 – Present").
- [ ] Most recent role first.

## 3. Keywords

- [ ] I have read the job description and listed its top 5 requirements.
- [ ] Each requirement I genuinely meet appears in my resume, using the posting's wording at least once.
- [ ] The exact job title from the posting appears in my summary or headline, if it honestly describes me.
- [ ] Abbreviations are spelled out once: "Search Engine Optimisation (SEO)".
- [ ] Tools and software are named specifically (the product name, not just "analytics tools").
- [ ] Skills section lists relevant skills first and leaves out irrelevant ones.
- [ ] I have not added any skill, tool or qualification I do not have.
- [ ] No hidden or white text, and no pasted blocks from the job description.

## 4. Content quality

- [ ] Summary names the kind of role I want and my strongest evidence for it.
- [ ] At least half the bullets in my two most recent roles show a result, number or clear consequence.
- [ ] Bullets start with strong, varied action verbs.
- [ ] Present tense for my current role, past tense for earlier ones.
- [ ] No personal details that are not needed (full address, date of birth, marital status, photo unless customary).
- [ ] Length: one page for under about 5 years of experience, up to two pages otherwise.

## 5. Final checks

- [ ] Spelling and grammar checked, including names of employers and tools.
- [ ] Reading it backwards, bullet by bullet, found no typos.
- [ ] Links work and point to up-to-date profiles.
- [ ] I could talk for two minutes about every bullet if asked.
- [ ] I saved this version with the company and role in its name, so I know what I sent.

## Reading a match score

- Below about 50%: check the missing keywords. Is it a stretch role, or did you describe your experience in different words?
- About 60 to 80%: a typical honest fit. Improve wording for skills you have.
- Above 90%: check that the resume still reads naturally to a human.

A score measures overlap with the posting's vocabulary. It is a guide for edits, not a prediction of an interview.

Careerforge: tailor your resume and see an explained ATS score in the Resume Lab.`,
  },
  {
    id: 'interview-preparation-worksheet',
    title: 'Interview Preparation Worksheet',
    description:
      'A fill-in worksheet covering company research, your stories, likely questions, your questions and logistics.',
    fileName: 'careerforge-interview-preparation-worksheet.md',
    mimeType: 'text/markdown',
    body: `# Interview Preparation Worksheet

Complete one worksheet per interview. Most people need 60 to 90 minutes for the first one and about 30 minutes for later rounds with the same company.

## 1. The basics

- Company: ______________________
- Role: ______________________
- Interview date and time (with time zone): ______________________
- Format: phone / video / on-site / take-home   Platform or address: ______________________
- Interviewer names and roles: ______________________
- Interview type: screening / behavioral / technical / system design / case study / panel

## 2. Company research (20 minutes)

- What the company does, in one sentence: ______________________
- Its customers or users: ______________________
- Recent news (launch, funding, expansion, leadership change): ______________________
- What the team I would join is responsible for: ______________________
- One challenge they are likely facing: ______________________
- Why I want to work here (specific, not generic): ______________________

## 3. The role, decoded

From the job description, the top five requirements and my evidence for each:

| Requirement | My best evidence (with a number if possible) |
|---|---|
| 1. | |
| 2. | |
| 3. | |
| 4. | |
| 5. | |

Gap I should expect to be asked about, and my honest answer: ______________________

## 4. My introduction

"Tell me about yourself" in about 60 seconds:

- Present: what I do now and my main strength: ______________________
- Past: one or two experiences that led here: ______________________
- Future: why this role is the logical next step: ______________________

## 5. My stories (STAR)

Prepare at least four. Keep each to bullet points.

| Theme | Situation / Task | Actions (I...) | Result (number) |
|---|---|---|---|
| Conflict or disagreement | | | |
| Mistake or failure | | | |
| Leading or influencing | | | |
| Deadline or pressure | | | |
| Proudest achievement | | | |

## 6. Questions I expect

List five questions specific to this role and a one-line answer plan for each:

1. ______________________
2. ______________________
3. ______________________
4. ______________________
5. ______________________

## 7. My questions for them

Choose three. Ask about the work, not only the perks.

- "What would success look like in the first 90 days?"
- "What is the biggest challenge the team is facing this year?"
- "How does the team decide what to work on?"
- "How is feedback given, and how often?"
- "What do the people who do well in this role have in common?"
- "What are the next steps in the process, and when can I expect to hear back?"

## 8. Salary

- My researched range for this role and location: ______________________
- My walk-away number (private): ______________________
- My answer if asked for expectations: ______________________

## 9. Logistics checklist

- [ ] Tested camera, microphone and internet connection (video), or planned the route with 15 minutes spare (on-site)
- [ ] Resume version I sent, printed or open
- [ ] Notepad and pen
- [ ] Water
- [ ] Phone on silent

## 10. After the interview

- Thank-you note sent within 24 hours (mention one specific topic discussed): [ ]
- What went well: ______________________
- What I would answer differently: ______________________
- Follow-up date if I have not heard back: ______________________

Careerforge: practise questions generated from this job description in the Interview Arena.`,
  },
  {
    id: 'salary-negotiation-planner',
    title: 'Salary Negotiation Planner',
    description:
      'Plan your numbers, your justifications and your words before the offer call, with space to compare offers.',
    fileName: 'careerforge-salary-negotiation-planner.md',
    mimeType: 'text/markdown',
    body: `# Salary Negotiation Planner

Fill this in before you discuss numbers with an employer. Preparation is most of the negotiation.

## 1. Market research

Collect at least three sources for the same role, level and location.

| Source | 25th percentile | Median | 75th percentile | Notes |
|---|---|---|---|---|
| Government wage statistics (for example BLS OEWS in the US) | | | | |
| Pay ranges in job postings | | | | |
| Conversations with people in the role | | | | |
| Other | | | | |

Where I honestly sit in that range, and why (experience, specialist skills, results): ______________________

## 2. My three numbers

- **Walk-away** (lowest total I would accept; keep private): ______________________
- **Target** (what I would be happy with): ______________________
- **Anchor** (what I will ask for, usually 5 to 10% above target): ______________________

## 3. My justifications

Write two or three reasons tied to the value I bring, not to my personal expenses.

1. ______________________ (result, with a number)
2. ______________________ (skill or experience that is scarce for this role)
3. ______________________ (market data point)

## 4. The offer, in writing

| Component | Offered | My ask | Flexible? |
|---|---|---|---|
| Base salary | | | |
| Bonus (target % and last payout) | | | |
| Equity (units, vesting, cliff) | | | |
| Signing bonus | | | |
| Retirement contribution | | | |
| Health benefits (my annual cost) | | | |
| Paid time off | | | |
| Remote or hybrid arrangement | | | |
| Learning budget | | | |
| Start date | | | |
| Title | | | |
| First salary review date | | | |

## 5. My words

**When asked for expectations early:**
"Based on my research for similar roles in this area, I'm looking in the range of ______ to ______. I'm open to discussing the full package."

**When I receive the offer:**
"Thank you, I'm really pleased to receive this. Could you send the details in writing? I'll come back to you by ______."

**My counter:**
"I'm enthusiastic about joining. Based on ______ and ______, I was expecting a base closer to ______. Is there flexibility to get there?"

**If the base is fixed:**
"I understand. Could we look at ______ (signing bonus / earlier review / extra leave / other) to close the gap?"

**Accepting:**
"I'm happy to accept ______ with ______. Could you send the updated offer letter?"

## 6. Rules for the call

- [ ] Thank them and show enthusiasm before any number.
- [ ] Say my number once, clearly, then pause.
- [ ] Do not invent competing offers.
- [ ] Do not accept on the spot; ask for the offer in writing.
- [ ] Do not resign until the signed offer letter arrives.

## 7. Comparing offers

| | Offer 1 | Offer 2 |
|---|---|---|
| Base | | |
| Expected bonus | | |
| Annual equity value (conservative) | | |
| Retirement contribution | | |
| Benefits cost difference | | |
| Commute or relocation cost | | |
| **Ongoing annual value** | | |
| Growth, team, work I would do | | |

## 8. After the conversation

- What they agreed to: ______________________
- What is still open: ______________________
- Date I promised a decision: ______________________

Careerforge: generate a negotiation script and market percentiles for your role in the Salary Negotiator.`,
  },
];

export const guidesNewsletter: GuidesNewsletterCopy = {
  title: 'Get new guides in your inbox',
  description:
    'One e-mail a month with our newest career guides and checklists. No spam, and you can unsubscribe at any time.',
  placeholder: 'Enter your email',
  buttonLabel: 'Subscribe',
};
