/**
 * The free resources offered on the career guides page, as Markdown. The server turns each
 * into a PDF at GET /api/resources/{id}.pdf.
 */

export interface FreeResource {
  id: string;
  title: string;
  description: string;
  /** File name of the PDF download. */
  fileName: string;
  /** Markdown: headings, paragraphs, lists, checkboxes, tables and **bold**. */
  body: string;
}

export const freeResources: FreeResource[] = [
  {
    id: 'ats-resume-checklist',
    title: 'ATS Resume Checklist',
    description:
      'A one-page checklist to make sure your resume parses cleanly and shows the right keywords before you apply.',
    fileName: 'careerforge-ats-resume-checklist.pdf',
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
    fileName: 'careerforge-interview-preparation-worksheet.pdf',
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
    fileName: 'careerforge-salary-negotiation-planner.pdf',
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
