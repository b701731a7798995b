/**
 * The bodies (Markdown) of the career guides, by slug; their titles, descriptions and
 * categories are in ./guides.ts. Only a guide's own page (/career-guides/{slug}) shows them, so
 * the career guides list does not carry them.
 */
export const guideBodies: Readonly<Record<string, string>> = {
  'fifteen-minute-resume-audit': `Most resumes are not rejected for a lack of experience. They are set aside because the reader could not find the relevant experience quickly. This audit follows the order a recruiter's eye moves down the page. Set a timer for fifteen minutes and work through it.

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
  'behavioral-interview-story-bank': `Behavioral interviews ask for real examples from your past. Trying to recall the perfect story under pressure is hard; preparing a small bank of stories in advance makes it easy.

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
  'transferable-skills-map': `When you change careers, your experience does not disappear. It needs translating. This exercise produces two things: a list of skills you can claim in the new field's words, and a short, honest list of gaps.

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
  'consistent-professional-brand': `A professional brand is simply what people understand about you after a quick look. When your resume says "data analyst", your LinkedIn headline says "marketing enthusiast" and your introduction starts with your degree, readers have to work out the connection themselves, and most will not.

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
  'understanding-total-compensation': `Two offers with the same salary can be worth very different amounts. Before you negotiate or accept, put every offer into the same simple model.

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
  'informational-interviews': `Networking events can feel forced. An informational interview is different: a short, focused conversation with one person who does a job you are curious about. You ask questions, they share experience, and nobody is expected to hand out a job.

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
};
