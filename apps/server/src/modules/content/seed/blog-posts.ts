// Long file: the blog's seed posts, one entry per post; splitting them would scatter the articles.
/**
 * Seed data for the public blog.
 *
 * Every post is original, practical writing for job seekers. `content` is
 * Markdown. Categories used by the blog tabs: resume-tips, interview-prep,
 * career-growth; career-development is shown under "all" and on the home page.
 */

export type SeedBlogCategory =
  'resume-tips' | 'interview-prep' | 'career-growth' | 'career-development';

export interface SeedBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown body. */
  content: string;
  author: string;
  category: SeedBlogCategory;
  /** Estimated reading time in minutes. */
  readTime: number;
  featured: boolean;
  /** ISO 8601 date-time string. */
  publishedAt: string;
}

const atsKeywordMatching: SeedBlogPost = {
  title: 'How ATS Keyword Matching Really Works (and How to Read Your Match Score Honestly)',
  slug: 'how-ats-keyword-matching-works',
  excerpt:
    'Applicant tracking systems are less mysterious than the myths suggest. Learn what they parse, how keyword matching is calculated, and how to turn a match score into a short, honest to-do list.',
  author: 'Nadia Ferreira',
  category: 'resume-tips',
  readTime: 6,
  featured: true,
  publishedAt: '2025-02-18T09:00:00.000Z',
  content: `You have probably heard that "robots reject most resumes before a human sees them." The reality is both less dramatic and more useful to understand. An applicant tracking system (ATS) is mostly a database with a search box. It stores applications, lets recruiters move candidates through stages, and helps them find people who match what the hiring manager asked for. Knowing how that search and matching works lets you write a resume that is found, read, and understood.

## What an ATS actually does with your resume

When you apply, most systems do three things:

1. **Parse** the file. The text is extracted and split into fields: contact details, job titles, employers, dates, education and skills.
2. **Store** those fields next to your answers to any application questions (work authorisation, notice period, salary expectations).
3. **Surface** you to a recruiter. Some recruiters search ("python AND airflow"), some sort by a match ranking the system computes, and some simply read applications in the order they arrived.

Outright automatic rejection usually comes from **knockout questions** you answered in the form (for example "Do you have a valid driving licence?"), not from the resume text. Where the resume matters is in being parsed correctly and ranking well when someone searches or sorts.

## How keyword matching works under the hood

A match score compares the words in a job description with the words in your resume. Simple tools count the share of job-description words that also appear in your resume. Better ones add several refinements:

- **Normalisation.** Lower-casing, removing punctuation and ignoring filler words such as "the", "with" and "team player".
- **Word forms.** "Managed", "manages" and "management" can be grouped under one stem. Not every ATS does this, which is why it is worth using the exact form the posting uses at least once.
- **Aliases.** "JS" and "JavaScript", or "PM" and "project management", may or may not be treated as the same skill. Spell out the full term once and put the abbreviation in brackets: "Search Engine Optimisation (SEO)".
- **Weighting.** A skill listed under "Requirements", repeated three times, or named in the job title matters more than one mentioned once under "Nice to have".

So the score is not magic. It is a weighted overlap between two lists of terms.

## Why formatting still matters

Keywords only count if the parser can read them. The most common causes of a bad parse are:

- text inside tables, text boxes, headers or footers;
- skills shown as icons, logos or progress bars instead of words;
- creative section headings ("Where I've Been" instead of "Experience");
- two-column layouts that some parsers read straight across, mixing lines from both columns;
- dates written inconsistently ("2021 – now", "Mar '22", "03/2023").

A simple check: copy all the text from your PDF and paste it into a plain text editor. If the order is scrambled or words are missing there, a parser will struggle too.

## Reading a match score honestly

A match score is **not** the probability that you will get an interview. It measures one thing: how much of the posting's vocabulary your resume shows. Read it like this:

- **Below about 50%**: either the role is a stretch, or your resume describes relevant work in different words. Look at the missing list before deciding which.
- **Around 60 to 80%**: a typical range for a good, honest fit. Most gains here come from wording, not from new experience.
- **Above 90%**: check that you have not simply pasted the posting into your resume. A human reads it next, and copied sentences are easy to spot.

The useful part of any score is the breakdown: which terms were found, which were missing, and how much each one weighs. A single number without that breakdown cannot tell you what to do.

## A worked example

Suppose a posting for a data analyst asks for **SQL, Python, Airflow and stakeholder communication** as requirements, and lists **dbt** as nice to have. Your resume mentions SQL and Python, says you "built nightly data pipelines", and says you "presented findings to the leadership team every month".

A fair breakdown would be:

- Found: SQL, Python (both required, high weight).
- Missing: Airflow (required), stakeholder communication (required), dbt (preferred, low weight).

Now decide, term by term:

1. **Airflow.** If your nightly pipelines ran on Airflow, say so: "Built and maintained nightly data pipelines in Airflow." If they ran on something else, do not add it. Name the tool you used and be ready to explain how the concepts transfer.
2. **Stakeholder communication.** You already do this. Rewrite the bullet so the skill is visible: "Presented monthly findings to the leadership team, translating analysis into decisions (stakeholder communication)." Or simply use the phrase naturally in your summary.
3. **dbt.** Low weight. Leave it out unless you have genuinely used it.

Two honest edits may lift the score by 15 to 20 points, and every word remains something you can defend in an interview.

## What not to do

- **Keyword stuffing.** A list of forty skills at the bottom of the page may move a number, but it tells a recruiter nothing and makes you look unfocused.
- **Hidden text.** White-on-white keywords are visible in the parsed text that recruiters see. They are treated as dishonest.
- **Claiming tools you have not used.** It might get you a screen; it will not survive a technical interview, and it wastes everyone's time.

## A five-minute routine before every application

1. Paste the job description and your resume into a matcher and read the missing list, not just the number.
2. Sort the missing terms into "I have this but didn't say it" and "I don't have this".
3. Rewrite for the first group using the posting's exact wording at least once.
4. For the second group, decide whether to address it in a cover letter ("I have used Luigi extensively and am picking up Airflow") or let it go.
5. Run the text-paste test on your exported file.

In Careerforge's Resume Lab, the ATS score is built this way: a transparent algorithm weighs required and preferred skills, and every point explains itself with the keywords found, the keywords missing and the formatting checks behind it. A missing keyword becomes a recommendation ("add Airflow if you have used it"), never an invented claim on your resume.
`,
};

const quantifyAchievements: SeedBlogPost = {
  title: 'Quantifying Achievements When Your Work Is Hard to Measure',
  slug: 'quantify-achievements-hard-to-measure',
  excerpt:
    "Not every job comes with a revenue number. Here are five kinds of figures almost anyone can find, how to estimate honestly, and before-and-after bullets for roles that don't live in spreadsheets.",
  author: 'Marcus Oyelaran',
  category: 'resume-tips',
  readTime: 5,
  featured: false,
  publishedAt: '2025-03-11T09:00:00.000Z',
  content: `"Increased revenue by 32%" is the example every resume guide uses. But if you are a teacher, a nurse, an office manager or a support agent, nobody hands you a revenue figure. The good news: numbers on a resume are not only about money. They are about **scale, speed, quality and change**, and almost every job has those.

## Why numbers help at all

A number does two jobs. It gives the reader a sense of size ("a team" versus "a team of 14"), and it turns a claim into evidence ("improved onboarding" versus "cut onboarding from three weeks to eight days"). Recruiters skim; a figure is one of the few things the eye catches on a quick pass.

## Five kinds of numbers that are not revenue

1. **Scale**: how many people, items, accounts, students, patients, tickets or locations you handled. "Supported 120 staff across 3 offices."
2. **Frequency**: how often you did something. "Ran weekly safety briefings for 2 years without a missed session."
3. **Time**: how fast something got done, or how much time you saved others. "Reduced month-end close from 6 days to 4."
4. **Quality**: errors, complaints, returns, rework, satisfaction ratings. "Kept the order error rate under 0.5% over 18 months."
5. **Comparison**: before versus after, you versus the average, a rank. "Highest customer satisfaction score of 11 agents on the team for 4 consecutive quarters."

If you can attach even one of these to each of your top three bullets per role, your resume will read noticeably stronger.

## Where to find numbers you already have

You rarely need to invent a measurement from scratch. Look in:

- **Your calendar**: recurring meetings you ran, trainings you delivered, events you organised.
- **Ticket or case systems**: volumes closed, response times, backlog before and after.
- **Sent e-mail**: announcements of launches, reports you shared, thank-you notes that mention results.
- **Performance reviews**: managers often quote figures you have forgotten.
- **Shared drives**: the spreadsheet you built is evidence of scale (rows, users, departments).

## Estimating honestly

When you do not have an exact figure, an honest estimate is fine as long as you could explain how you got it in an interview.

- Use words that signal an estimate: "about", "roughly", "more than".
- Round conservatively: if it was somewhere between 40 and 60, write "more than 40".
- Prefer ranges of time you can verify: "over 18 months" is easier to stand behind than a precise percentage.

A useful test: if your former manager read the bullet, would they nod? If yes, it belongs on your resume.

## When there really is no number

Some achievements resist measurement. In that case, show **scope** and **consequence** instead:

- Who used what you made? "Wrote the onboarding guide now used by all new hires in the finance department."
- Who relied on you? "Sole point of contact for the regional director's travel and board preparation."
- What changed because of it? "Proposed the shared intake form that replaced three separate e-mail inboxes."

Adoption, ownership and replacement are strong signals even without a figure.

## Before and after, by role

**Teacher**
- Before: "Responsible for teaching maths to Year 9."
- After: "Taught maths to 5 classes (about 140 students) a year; raised the share of students meeting the expected standard from 61% to 74% in two years."

**Customer support agent**
- Before: "Answered customer questions by phone and chat."
- After: "Resolved about 45 chat and phone cases a day with a 94% satisfaction rating; wrote 12 help articles that reduced repeat questions on billing."

**Office manager**
- Before: "Managed office supplies and vendors."
- After: "Managed 9 vendor contracts and a supplies budget of $40,000 a year; renegotiated the cleaning contract, saving about $6,000 annually."

**Registered nurse**
- Before: "Provided patient care on a busy ward."
- After: "Cared for 5 to 6 patients per shift on a 28-bed surgical ward; led the rollout of a new handover checklist adopted by all 3 shifts."

**Software engineer on internal tools**
- Before: "Worked on the internal admin dashboard."
- After: "Rebuilt the internal admin dashboard used by 60 operations staff; cut page load from 8 s to under 2 s and removed a daily manual export."

## A formula you can reuse

Most strong bullets follow this shape:

> **Action verb** + **what you did** + **scale or context** + **result**

"Redesigned (action) the returns process (what) for a 3-store retail group (scale), cutting refund time from 10 days to 3 (result)."

You do not need all four parts every time, but if a bullet has none of the last two, it is describing a duty, not an achievement.

## A quick checklist

- Each role has at least two bullets with a figure or a clear consequence.
- Every number can be explained in one sentence in an interview.
- Estimates are marked and conservative.
- The most impressive result comes first in each role.

When you tailor a resume in Careerforge, the content assessment flags bullets without measurable results so you know where to look. It never fills in a number for you; only you know what really happened, and that is exactly what makes the figure worth reading.
`,
};

const tailorIn20Minutes: SeedBlogPost = {
  title: 'Tailor Your Resume in 20 Minutes: A Timed Routine That Works',
  slug: 'tailor-resume-in-20-minutes',
  excerpt:
    'Sending the same resume everywhere is slow in its own way: it produces silence. This timeboxed routine adapts a master resume to a specific job in twenty minutes, without rewriting it from scratch.',
  author: 'Nadia Ferreira',
  category: 'resume-tips',
  readTime: 4,
  featured: false,
  publishedAt: '2025-04-08T09:00:00.000Z',
  content: `Tailoring a resume sounds like it should take an evening. It does not have to. With a solid master resume and a fixed routine, twenty minutes is enough to make a real difference, and it is far more effective than sending the same file to fifty postings.

## Before you start: keep a master resume

A master resume is a longer private document that holds everything: every role, every project, every bullet you have ever written that you are proud of, with the numbers. You never send it. You copy from it.

Tailoring then becomes a job of **selecting and rephrasing**, not inventing. If you do not have a master resume yet, building one is the best hour you can spend on your job search.

## Minutes 0 to 4: read the posting like a recruiter

Read the job description once without a pen. Then read it again and mark:

- the **job title** and its level (junior, senior, lead);
- the **three to five requirements** that appear in the "must have" list or are repeated;
- the **tools and skills** named explicitly;
- any **context** words: industry, customer type, team size, "fast-paced", "regulated".

Write the top five requirements in a short list. Everything else is secondary.

## Minutes 4 to 8: map requirements to evidence

Next to each requirement, write where your master resume proves it. For example, for a customer success manager role:

- "Manage a portfolio of mid-market accounts" → current role, 38 accounts, $2.1M ARR.
- "Reduce churn" → churn project, gross retention from 86% to 91%.
- "Salesforce" → used daily, built dashboards.
- "Run quarterly business reviews" → ran QBRs for the top 10 accounts.
- "Experience in logistics software" → none directly; previous employer sold to warehouses.

Any requirement without evidence is either a gap to acknowledge in a cover letter or a sign that you wrote about it in different words. Search your master resume for synonyms before concluding it is a gap.

## Minutes 8 to 14: rewrite the top third

Recruiters decide within the top third of the page whether to keep reading. Spend most of your time there.

**Summary.** Rewrite two or three lines to echo the title and top requirements.

> Before: "Customer-focused professional with experience in SaaS and a passion for helping clients succeed."
>
> After: "Customer success manager with 5 years in B2B SaaS, managing 38 mid-market accounts ($2.1M ARR). Raised gross retention from 86% to 91% through structured QBRs and early churn signals in Salesforce."

**Most recent role.** Reorder bullets so the ones matching the top requirements come first. Adjust wording to use the posting's terms where they are accurate: if they say "quarterly business reviews" and you wrote "client check-ins", use their phrase.

## Minutes 14 to 17: align the skills section

- Make sure every tool named in the posting that you genuinely use appears in your skills list, spelled the way they spell it.
- Remove skills that are irrelevant to this role to reduce noise.
- Put the most relevant skills first.

## Minutes 17 to 20: check and export

1. Run a keyword match against the posting and read the missing list.
2. Confirm you have not claimed anything you cannot discuss in detail.
3. Check the length: one page for early career, up to two for experienced roles.
4. Export to PDF or DOCX (follow the employer's instructions) and name the file clearly: "Firstname-Lastname-Resume-CompanyName.pdf".

## What not to change

Tailoring has limits. Never change:

- **Job titles** you actually held (you can add context in brackets, such as "Operations Associate (analytics focus)");
- **Dates**, employers or degrees;
- **Results** to make them bigger.

Everything you tailor should still be true if your former manager reads it.

## Keep track of your versions

After a few weeks you will have a dozen variations. Save each tailored version with the company and role in its title and a tag or two ("customer success", "logistics"). When a similar posting appears, start from the closest version instead of the master; your twenty minutes become ten.

## Doing it in Careerforge

The Resume Lab follows the same routine. Paste or upload your resume, paste the job description, and choose a tailoring mode: **basic** for light rewording, **personalized** for rewriting around the role's priorities, or **aggressive** for a deeper restructuring. You get the tailored text, an ATS score with the found and missing keywords, and a list of recommendations. Save the result with tags, and it appears in Saved Resumes ready for the next similar application.
`,
};

const starMethod: SeedBlogPost = {
  title: 'The STAR Method, With Worked Answers You Can Learn From',
  slug: 'star-method-worked-answers',
  excerpt:
    'Behavioral questions reward structure. See how Situation, Task, Action and Result fit together, the mistakes that weaken most answers, and three complete example answers taken apart line by line.',
  author: 'Grace Adebayo',
  category: 'interview-prep',
  readTime: 5,
  featured: true,
  publishedAt: '2025-05-06T09:00:00.000Z',
  content: `"Tell me about a time when..." Behavioral questions are built on a simple idea: the best predictor of how you will act is how you have acted before. The STAR method gives your answer a shape the interviewer can follow and score.

## The four parts, and how long each should take

- **Situation**: the context in one or two sentences. Where were you, what was going on?
- **Task**: your specific responsibility or the problem you had to solve.
- **Action**: what **you** did, step by step. This is the heart of the answer.
- **Result**: what happened, ideally with a number, plus what you learned.

A good balance for a two-minute answer is roughly 20% Situation and Task together, 60% Action, and 20% Result. Most weak answers invert this: a long story about the situation, a vague sentence about the action, and no result.

## The five most common mistakes

1. **"We" instead of "I".** Interviewers are assessing you. Credit the team, but describe your own decisions.
2. **Too much background.** If the setup takes longer than 30 seconds, cut it.
3. **No result.** Even if the outcome was mixed, say what happened and what you would do differently.
4. **A hypothetical answer.** "I would..." is not a STAR answer. Pick a real event.
5. **The wrong story.** A story about teamwork when they asked about conflict. Listen for the key word in the question.

## Worked answer 1: "Tell me about a time you disagreed with your manager"

> **Situation:** At my last company I was an operations analyst, and my manager wanted to move our weekly inventory report to a daily cadence before the holiday season.
>
> **Task:** I thought daily reports would overwhelm the store managers who received them, and my job was to make sure the reports were actually used.
>
> **Action:** Instead of arguing in the team meeting, I asked for a week to test it. I pulled the open rates of the existing weekly e-mails, which were about 55%, and interviewed four store managers. All four said they only acted on stock-outs. I proposed a compromise: keep the weekly report, and add an automatic daily alert only when an item dropped below two days of stock. I built the alert and showed my manager both versions side by side.
>
> **Result:** She agreed to the alert approach. Over the season, stock-outs on the top 50 items fell by about a third compared with the previous year, and the weekly report open rate rose to 70% because it was no longer competing with extra e-mails. I learned that disagreeing with data and a prototype works much better than disagreeing with opinions.

**Why it works:** the disagreement is respectful, the action is specific and owned ("I pulled", "I interviewed", "I built"), and the result has a number and a lesson.

## Worked answer 2: "Tell me about a time you failed"

> **Situation:** In my first year as a marketing coordinator, I ran the launch campaign for a new product line.
>
> **Task:** I owned the e-mail schedule and the landing page.
>
> **Action:** I set the launch e-mail to go out at 9 a.m. but didn't test the discount code on the live checkout. It had been created for the wrong product category. Within twenty minutes we had support tickets. I paused the remaining sends, fixed the code with the e-commerce team, and wrote a short apology e-mail with the corrected code and an extra day on the offer. Afterwards I wrote a one-page launch checklist, including a live test purchase, and asked my manager to review it.
>
> **Result:** The campaign still reached 92% of its sales target, and the checklist became the standard for every launch on the team. I have not sent an untested offer since.

**Why it works:** a real mistake, owned without excuses, fixed quickly, and followed by a change that outlasted the incident. Interviewers asking about failure are mostly listening for that last part.

## Worked answer 3 (short form): "Tell me about a time you handled competing priorities"

> "As the only designer on a six-person product team, I once had a rebrand deadline and an urgent checkout bug fix in the same week (S/T). I listed both tasks with their deadlines and impact, and asked the product lead to choose the order rather than guessing. We agreed the bug came first. I shipped the fix design in a day, then told the brand team on Monday, not Friday, that their deadline would slip by two days, with a new date (A). Checkout errors dropped back to normal the next day and the rebrand shipped on the revised date with no surprises (R)."

A short form like this is useful when the interviewer asks several questions quickly.

## Build a story bank

You do not need a separate story for every question. Eight well-prepared stories cover most behavioral interviews. Aim for one story each about:

- a conflict or disagreement;
- a mistake or failure;
- leading without authority;
- a tight deadline;
- a difficult customer or stakeholder;
- learning something quickly;
- improving a process;
- your proudest result.

For each, write the STAR points in bullet form, not full sentences, so you tell it naturally instead of reciting.

## Practise out loud

Reading your notes is not practice. Say each answer aloud, time it (aim for 90 seconds to 2 minutes), and record yourself at least once. Careerforge's Interview Arena, which is being built, is planned to generate behavioral questions from a real job description, take answers by voice or by typing, and score each one with feedback, so you can hear where your Action section goes vague before an interviewer does.
`,
};

const systemDesign: SeedBlogPost = {
  title: 'How to Prepare for a System-Design Interview',
  slug: 'prepare-system-design-interview',
  excerpt:
    'System-design rounds are open-ended on purpose. A clear 45-minute structure, the building blocks worth knowing, a worked example and a four-week plan will help you show how you think.',
  author: 'Daniel Kovač',
  category: 'interview-prep',
  readTime: 5,
  featured: false,
  publishedAt: '2025-06-03T09:00:00.000Z',
  content: `The system-design interview is the round that makes experienced engineers most nervous, mainly because there is no single right answer. That is the point. The interviewer wants to see how you turn a vague problem into a reasonable design, and how you reason about trade-offs along the way.

## What interviewers are actually assessing

- **Clarifying scope**: do you ask what matters before drawing boxes?
- **Structured thinking**: can you move from requirements to a design in a logical order?
- **Trade-offs**: do you explain why you chose one option over another?
- **Depth**: can you go deep on one component when asked?
- **Communication**: can they follow you, and do you invite their input?

Memorising a famous architecture does not cover any of these by itself.

## A 45-minute structure

1. **Requirements (5 to 8 minutes).** Split them into functional ("users can save a search and get alerts") and non-functional ("alerts within 10 minutes", "99.9% availability"). Ask who the users are and what scale to design for.
2. **Estimates (3 to 5 minutes).** Rough numbers for users, requests per second, storage per year. Round freely; the aim is to know whether you need one database or fifty.
3. **API and data model (5 to 8 minutes).** A handful of endpoints and the main tables or documents.
4. **High-level design (about 10 minutes).** Clients, services, storage, queues, caches. Walk one request through the diagram.
5. **Deep dive (10 to 15 minutes).** Pick, or let the interviewer pick, the hardest part and go deep.
6. **Wrap-up (3 to 5 minutes).** Bottlenecks, failure modes, what you would do with more time.

Say the structure out loud at the start. It shows the interviewer where you are going and makes it easy for them to redirect you.

## Worked example: a job-alert service

**Prompt:** "Design a service that e-mails job seekers when new postings match their saved searches."

**Requirements.** Users save searches (keywords, location, salary floor). New postings arrive from employers. Matching users get an e-mail, at most one digest per day or an instant alert, depending on preference. Non-functional: instant alerts within 15 minutes; no duplicate e-mails; the system can fall behind briefly without losing alerts.

**Estimates.** Say 5 million users with 2 saved searches each: 10 million searches. 200,000 new postings a day, which is about 2 to 3 per second on average, with peaks perhaps ten times higher. Storage for searches is small (a few GB). E-mail volume is the expensive part: even if only 20% of users get a daily digest, that is a million e-mails a day.

**API and data.**
- POST /searches, GET /searches, DELETE /searches/{id}
- Tables: users, saved_searches (user_id, query, location, salary_min, frequency), postings, alerts_sent (user_id, posting_id, sent_at) with a unique key on the pair to stop duplicates.

**High-level design.** Postings are written to the postings database and published to a queue. A matching worker consumes each posting and finds the saved searches it satisfies. Matches go onto a second queue; an alert service groups them per user according to frequency and hands them to an e-mail provider.

**Deep dive: matching.** Checking every posting against 10 million searches one by one is too slow. Two reasonable approaches:

- **Inverted index over searches**: index saved searches by keyword and location, so a new posting only retrieves candidate searches that share a term, then filters by salary.
- **Batch matching**: for daily digests, run each search once a day against that day's postings using the regular posting search index.

A sensible design uses the first for instant alerts and the second for digests, because most users choose digests and batch work is cheaper. That is exactly the kind of trade-off statement interviewers want to hear.

**Failure modes.** Workers crash mid-batch: make processing idempotent using the unique key in alerts_sent. The e-mail provider is down: keep matches in the queue and retry with back-off. A spike of postings: the queue absorbs it, and the 15-minute target gives you slack.

## Building blocks worth knowing well

- Load balancers and stateless services
- Caching (what to cache, invalidation, time-to-live)
- Relational versus document stores, and indexes
- Replication and read replicas; partitioning (sharding) by a key
- Message queues and idempotent consumers
- Rate limiting
- Consistency trade-offs: when eventual consistency is acceptable
- Object storage and CDNs for files and static assets

You do not need to know every product. You need to know what each building block is for and what it costs.

## Common mistakes

- Drawing boxes before asking a single question.
- Adding microservices, caches and queues "because big systems have them" without a reason.
- Going silent for minutes at a time. Think out loud.
- Ignoring the interviewer's hints. If they ask "what happens if this fails?", that is the deep dive they want.

## A four-week preparation plan

- **Week 1**: revise the building blocks; write one paragraph on what each is for and its main trade-off.
- **Week 2**: work through four classic problems (a URL shortener, a news feed, a chat service, a rate limiter) using the 45-minute structure, timed.
- **Week 3**: practise with a partner or out loud with a recording; focus on explaining trade-offs.
- **Week 4**: take the systems in the job description you are targeting and design a simplified version of one of them.

Careerforge's Interview Arena, which is being built, is planned to include a system-design interview type: paste the job description and practise explaining designs out loud, with feedback on structure and clarity for each answer.
`,
};

const salaryScripts: SeedBlogPost = {
  title: 'Salary Negotiation Scripts for Every Stage of the Offer',
  slug: 'salary-negotiation-scripts',
  excerpt:
    'Most people accept the first number because they do not know what to say. Here are word-for-word scripts for the expectations question, the counter-offer, the "budget is fixed" reply and the final acceptance.',
  author: 'Grace Adebayo',
  category: 'career-growth',
  readTime: 5,
  featured: true,
  publishedAt: '2025-07-15T09:00:00.000Z',
  content: `Negotiating salary feels risky, but a polite, well-prepared counter-offer is routine for recruiters and hiring managers. What usually goes wrong is not the asking; it is not knowing what to say next. The scripts below cover each stage. Adapt the wording to your own voice, but keep the structure.

## Before any conversation: know three numbers

1. **Your walk-away number**: the lowest total compensation you would accept, based on your budget and your current situation.
2. **Your target**: what you would be genuinely happy with, based on market data.
3. **Your anchor**: the number you will ask for, usually 5 to 10% above your target, so that a compromise still lands on or near it.

For market data, combine several sources: government wage statistics for your occupation (in the US, the Bureau of Labor Statistics publishes percentiles by occupation), salary ranges in job postings where pay transparency laws require them, and conversations with people in similar roles. Look at the 25th, 50th and 75th percentiles rather than a single average, and place yourself honestly based on experience and results.

## Script 1: "What are your salary expectations?" (early in the process)

If you can, let them share the range first:

> "I'd like to learn more about the scope of the role before settling on a number. Could you share the range budgeted for this position?"

If they insist, give a researched range with your target near the bottom:

> "Based on my research for similar roles in this area and my experience with [key skill], I'm looking in the range of $100,000 to $110,000 base. I'm open to discussing the full package."

Avoid naming your current salary; in many places employers are not allowed to ask. If they do, you can say: "I'd rather focus on the value I'd bring to this role and the market rate for it."

## Script 2: receiving the offer

Never accept or reject on the call. Show enthusiasm, then ask for time and details in writing.

> "Thank you, I'm really pleased to get this offer, and I'm excited about the team. Could you send the full details in writing? I'd like to review everything and come back to you by Thursday."

Two to three working days is a normal request.

## Script 3: the counter-offer

Suppose the offer is $92,000 base. Your target is $100,000 and your anchor is $105,000.

> "Thank you again for the offer. I've reviewed it carefully and I'm enthusiastic about joining. Based on the market data for this role and the experience I'd bring, particularly leading the migration that cut reporting time by 40% at my current company, I was expecting a base salary closer to $105,000. Is there flexibility to get there?"

Then stop talking. Silence after a number is uncomfortable but useful: it gives them room to respond.

Notice the structure: gratitude, enthusiasm, **one or two** concrete justifications, a specific number, and an open question. No apologies and no ultimatums.

## Script 4: "The budget for this role is fixed"

Base salary is often the least flexible part. Move to other levers:

> "I understand. If the base is fixed, could we look at other parts of the package? A signing bonus of $6,000, or an agreed salary review at six months based on clear goals, would close most of the gap for me."

Other levers worth knowing:

- signing bonus or relocation support;
- equity or a higher bonus target;
- an earlier performance review with a pre-agreed increase;
- extra paid leave;
- a learning or conference budget;
- remote or hybrid arrangements;
- a start date that lets you take a break between jobs;
- a more senior title, when it reflects the actual scope.

## Script 5: when you have another offer

Only mention another offer if it is real. Be factual, not threatening:

> "I want to be transparent: I've received another offer at $104,000 base. Your team is my first choice because of [specific reason], so I wanted to ask whether you can come closer to that figure before I decide."

## Script 6: accepting

Once you agree, confirm everything in writing.

> "Thank you for working with me on this. I'm happy to accept the offer of $100,000 base with a $5,000 signing bonus and a start date of 3 March. Could you send the updated offer letter so I can sign it?"

Do not resign from your current job until you have the signed offer letter.

## What to avoid

- **Inventing competing offers.** Recruiters talk, and being caught ends the conversation.
- **Negotiating against yourself.** If they say "that's high", ask what they can do rather than immediately lowering your number.
- **Making it personal.** "I need this for my rent" is less persuasive than the value you bring.
- **Reopening after accepting.** Once you say yes, the negotiation is over.

## Prepare with your own figures

Careerforge's salary negotiator, which is being built, is planned to take your current and target salary, role, location, experience, industry, company size and key achievements, and return a negotiation script, justifications, alternative asks and market percentiles (25th, 50th, 75th and 90th), which you can rehearse before the real call.
`,
};

const careerChange: SeedBlogPost = {
  title: 'Planning a Career Change Without Starting From Zero',
  slug: 'planning-a-career-change',
  excerpt:
    'A career change is a project, not a leap. Learn how to test a target role, map transferable skills, close the real gaps and rewrite your resume so your past experience counts.',
  author: 'Marcus Oyelaran',
  category: 'career-growth',
  readTime: 4,
  featured: false,
  publishedAt: '2025-08-19T09:00:00.000Z',
  content: `Career changes are often described as a leap of faith. The people who change careers successfully usually do the opposite: they treat it as a project with research, small tests and milestones. You are rarely starting from zero. You are carrying skills into a new context and filling a few specific gaps.

## Step 1: define the target precisely

"Something in tech" or "something more creative" is not a target. A target is a job title you could search for, such as "instructional designer", "UX researcher" or "operations analyst". To narrow it down:

- Read 10 to 15 real job postings for two or three candidate roles.
- Talk to at least three people who do the job today. Ask what a typical week looks like, what they wish they had known, and how they got in.
- Notice what excites you and what makes you hesitate. The daily work matters more than the title.

## Step 2: tally what the market asks for

Take ten postings for your chosen role and count how often each skill or requirement appears. A simple table works:

- Skill appears in 8 to 10 postings: **core**. You need it.
- 4 to 7 postings: **common**. Very helpful.
- 1 to 3 postings: **niche**. Ignore it for now.

This prevents the classic mistake of taking an expensive course in something only one employer asked for.

## Step 3: map your transferable skills

Most experience transfers once you describe it in the new field's language. A teacher moving into instructional design already does:

- needs analysis (assessing what students do not yet know);
- curriculum design and sequencing;
- creating learning materials;
- measuring learning outcomes;
- presenting to groups and adapting to feedback.

Write each of your core skills next to the target role's vocabulary. The gaps left over are your real to-do list, and it is usually shorter than you fear.

## Step 4: close the gaps with proof, not just certificates

Employers hiring career changers want evidence that you can do the work. In order of impact:

1. **A project that resembles the job.** Build a short e-learning module, analyse a public dataset, redesign a real app's sign-up flow. Document your process.
2. **Experience inside your current employer.** Volunteer for a cross-team project that touches the new field.
3. **Freelance or volunteer work** for a non-profit or small business.
4. **Courses and certifications**, chosen based on your tally from step 2, not on advertising.

## Step 5: consider a bridge role

Sometimes the fastest route is an adjacent role that uses your current expertise while moving you closer to the target. A nurse might move into clinical software support before product management. A salesperson might become a sales operations analyst before a data analyst. A bridge role pays you while you build the missing experience.

## Step 6: plan your finances and timeline

Be honest about money and time:

- How many months of expenses can you cover if the transition involves a pay dip?
- Could you study in the evenings and keep your current job for six months?
- What is your deadline for reassessing if things are not moving?

## A sample six-month plan: teacher to instructional designer

- **Month 1**: interview three instructional designers; tally 12 postings; choose an authoring tool that appears in most of them.
- **Month 2**: complete a short course on adult learning principles; start a portfolio page.
- **Month 3**: build a first e-learning module from a lesson you already teach; ask two designers for feedback.
- **Month 4**: build a second module for a volunteer organisation; rewrite your resume and LinkedIn profile.
- **Month 5**: apply to 5 to 10 roles a week, including internal learning and development teams; use informational interviews for referrals.
- **Month 6**: review results, adjust your portfolio or target roles based on feedback.

## Rewriting your resume for a pivot

- Lead with a summary that names the target role and your bridge: "Former secondary-school teacher moving into instructional design, with 7 years designing curricula for 150+ learners a year and two completed e-learning projects."
- Add a **Relevant Projects** section near the top.
- Keep your real job titles, but rewrite the bullets in the new field's vocabulary.
- Cut duties that do not transfer.

Careerforge's career planner, which is being built, is planned to turn your current role, target role, skills and timeframe into a phased roadmap with skill gaps, quick wins, certifications worth considering and alternative paths, so you can turn these steps into a plan with dates.
`,
};

const linkedinAbout: SeedBlogPost = {
  title: 'Writing a LinkedIn About Section That Sounds Like You',
  slug: 'writing-a-linkedin-about-section',
  excerpt:
    "Your About section is the one place on LinkedIn where you explain yourself in your own words. Here's a simple structure, the right length, and a complete example you can adapt.",
  author: 'Sofia Brennan',
  category: 'career-development',
  readTime: 4,
  featured: false,
  publishedAt: '2025-09-09T09:00:00.000Z',
  content: `Recruiters search LinkedIn by title and skills, but once they land on your profile, the About section is where they decide whether you are worth a message. It is also the only part of the profile written in full sentences, so it carries your voice in a way a list of jobs cannot.

## What the About section is for

It answers three questions quickly:

1. **What do you do**, and at what level?
2. **What proof do you have** that you do it well?
3. **What are you looking for**, or how should people contact you?

Only the first two or three lines are visible before the reader clicks "see more". Those lines have to earn the click.

## How long should it be?

Aim for **150 to 300 words**. Shorter than that and you waste the space; much longer and few people finish it. Short paragraphs of two or three sentences are easier to read on a phone than one dense block.

## A simple structure

1. **Opening line**: your role and what you are known for, in plain language. No "passionate, results-driven professional".
2. **What you do and for whom**: the kind of problems you solve and the people or businesses you solve them for.
3. **Proof**: two or three specific achievements with numbers or clear outcomes.
4. **How you work**: a sentence or two about your approach or values, with a concrete example.
5. **What's next**: the roles or conversations you are open to, and how to reach you.
6. **Keywords**: an optional final line listing your core skills, which helps search.

## Write in the first person

"I help mid-size logistics companies..." reads as a person. "Jane is a seasoned professional who..." reads as a press release about someone who is not in the room.

## A complete example

Here is an About section for a customer success manager, about 190 words:

> I help B2B software customers get real value from what they bought, which is the best way I know to keep them.
>
> For the past five years I've managed portfolios of mid-market accounts at two SaaS companies, most recently 38 accounts worth $2.1M in annual recurring revenue. My work sits between customers, product and sales: running onboarding, quarterly business reviews and renewal conversations, and bringing customer feedback back to the product team.
>
> A few results I'm proud of:
> - Raised gross retention from 86% to 91% by building an early-warning dashboard for accounts with falling usage.
> - Cut average onboarding time from 45 to 28 days with a templated plan that the whole team now uses.
> - Turned three at-risk accounts into public case studies.
>
> I believe the best customer conversations start with data and end with a clear next step, so I come to every review with both.
>
> I'm currently open to senior customer success roles in logistics or supply-chain software. Send me a message here, I read them all.
>
> Skills: customer success, account management, churn reduction, QBRs, Salesforce, Gainsight, onboarding.

Notice that it opens with a concrete promise, backs it up with numbers, and closes with an explicit invitation.

## Mistakes to avoid

- **Buzzword openers.** "Dynamic, detail-oriented self-starter" could describe anyone.
- **Copying your resume.** The About section should connect the dots, not repeat bullet points.
- **No call to action.** If you want recruiters to contact you, say so.
- **Writing for everyone.** If you are targeting a specific role or industry, name it. Being specific attracts the right messages.
- **Never updating it.** Revisit it whenever your goals change.

## Adjusting for your situation

- **Career changers**: name both sides of the bridge: "After eight years in hospital nursing, I'm moving into health-tech product roles."
- **Students and graduates**: lead with what you study and the projects you have built, then what kind of first role you want.
- **Freelancers**: focus on the clients you serve and the outcomes they get, and end with how to book you.

## Polishing your draft

Careerforge's LinkedIn optimizer, which is being built, is planned to take your current About text, target role, industry and a few keywords, and return a rewritten version with an engagement score, a recruiter-appeal rating, the keywords it used and the specific changes it made. Treat it as a strong second draft, then make sure every sentence still sounds like you.
`,
};

const coverLetters: SeedBlogPost = {
  title: 'Cover Letters That Actually Get Read',
  slug: 'cover-letters-that-get-read',
  excerpt:
    'Many cover letters are skipped because they repeat the resume. A short, specific letter can tip a close decision. Here is when it matters, a four-paragraph structure and a full example.',
  author: 'Sofia Brennan',
  category: 'career-development',
  readTime: 4,
  featured: false,
  publishedAt: '2025-10-14T09:00:00.000Z',
  content: `Hiring managers disagree about cover letters. Some never read them; others read them first. Since you rarely know which kind you are writing to, the practical answer is a letter that is short enough to be read in under a minute and specific enough to be worth reading.

## When a cover letter matters most

- **Career changes**, where your resume alone does not explain why you are applying.
- **Small companies and startups**, where the person hiring often reads every application.
- **Gaps, relocations or unusual paths**, which a sentence or two can explain before the reader guesses.
- **Roles that involve writing**, where the letter is itself a work sample.
- **Postings that ask for one.** Skipping it when asked is often an automatic no.

## The four-paragraph structure

Keep it to **250 to 350 words**.

1. **Opening (2 to 3 sentences).** The role you are applying for and a specific reason you want it. Specific means something only this company has: a product, a mission, a recent project, a problem they described in the posting.
2. **Proof (4 to 6 sentences).** Pick the two most important requirements in the posting and show, with one example each, that you have met them before. Use numbers where you can.
3. **Fit (2 to 3 sentences).** How your way of working or your background suits this team, or address the obvious question (a career change, a relocation).
4. **Close (1 to 2 sentences).** A confident, simple ending with a next step.

## A full example

Here is a letter for an operations coordinator role at a regional food distributor:

> Dear Ms Haddad,
>
> I'm applying for the Operations Coordinator role at Greenhollow Provisions. Your posting describes moving from paper delivery logs to a digital system this year, and I've led exactly that kind of change, so I'd love to help make yours go smoothly.
>
> At Harbour Street Catering I coordinate daily deliveries to about 60 client sites. When we replaced our paper run sheets with a route-planning app, I mapped the old process, trained our 12 drivers in small groups and kept both systems running for two weeks as a safety net. Missed deliveries fell from around six a month to one, and drivers now finish their routes about 25 minutes earlier on average. I also manage our supplier orders, which taught me to spot stock problems before they become delivery problems.
>
> I work best in the middle of things, between drivers, warehouse staff and customers, and I'm comfortable being the person who notices when the plan and reality disagree.
>
> I'd welcome the chance to talk about your rollout plans. Thank you for your time.
>
> Kind regards,
> Amira Castell

It is under 250 words, it answers "why us" with a real detail from the posting, and its proof paragraph has two numbers.

## Choosing a tone

Match the company's own voice. Read their careers page and the posting:

- **Formal or professional** for law, finance, government and large traditional employers.
- **Confident or enthusiastic** for startups and consumer brands.
- **Creative** only where the role is creative and the company's voice is playful, and even then, clarity first.

## Mistakes that get letters skipped

- **"To whom it may concern."** Find a name on the posting or the company site; if you cannot, "Dear Hiring Team" is fine.
- **Repeating the resume.** The letter should add a story, not restate bullets.
- **Generic praise.** "Your company is an industry leader" tells them you did no research.
- **Making it about what you want.** "This role would help my growth" matters less to them than what you would do for them.
- **Length.** A full page of dense text rarely gets read to the end.

## A faster first draft

Careerforge's cover letter generator, which is being built, is planned to draft a letter from the job description, company, role and your saved resume, in the tone you choose (professional, enthusiastic, confident, creative or formal), then score it for ATS relevance and personality and suggest specific edits. Always finish the letter yourself: add the one detail about the company that only you noticed.
`,
};

const trackJobSearch: SeedBlogPost = {
  title: 'Run Your Job Search Like a Project: Track, Measure, Adjust',
  slug: 'track-your-job-search-like-a-project',
  excerpt:
    'If you do not track your applications, you cannot tell whether your resume, your targeting or your interviews are the problem. Here are the numbers worth watching and what to change when they are low.',
  author: 'Daniel Kovač',
  category: 'career-development',
  readTime: 4,
  featured: false,
  publishedAt: '2026-01-13T09:00:00.000Z',
  content: `A job search can feel like shouting into a void: dozens of applications, a few replies, no idea why. Treating it as a project with a pipeline and a few simple metrics turns that fog into information you can act on.

## Track every application in one place

For each application, record at least:

- job title and company;
- date applied and where you found it (job board, referral, company site);
- the version of your resume you sent;
- current status;
- salary range, if published;
- notes and contacts (who you spoke to and when).

A spreadsheet works. A dedicated tracker works better because it keeps statuses consistent and calculates the numbers for you.

## Use clear stages

A simple pipeline for most searches:

1. **Applied**
2. **Under review** (someone has looked at it)
3. **Phone screen**
4. **Interview**
5. **Final round**
6. **Offer received**
7. **Rejected** or **Withdrawn**

Update the status the same day something happens. Stale data hides patterns.

## The three numbers worth watching

**Response rate**: the share of applications that moved beyond "applied" (including rejections, because a rejection is still a response).

**Interview rate**: the share of applications that reached a phone screen or later.

**Offer rate**: offers divided by the number of processes that reached a final round.

You need roughly 20 to 30 applications before these numbers mean much. After that, they point to where your search is leaking.

## Diagnosing a leaky pipeline

**Low response rate (well under 10 to 15%).** The problem is usually before a human reads your resume, or in the first ten seconds after.

- Are you applying to roles that match your level and experience? Check how many of the core requirements you meet.
- Is your resume tailored? Compare the response rate of tailored versus generic applications in your own data.
- Does your file parse cleanly? Paste the text from your PDF into a plain text editor and check.
- Are you relying only on job boards? Referrals and direct approaches usually respond at much higher rates.

**Responses, but few interviews.** Recruiters are interested but the first screen is not converting.

- Prepare a 60-second "tell me about yourself" answer tied to the role.
- Know your salary range before the screen.
- Check that what you say matches what your resume claims.

**Interviews, but no offers.** The problem is in the interview itself.

- Practise behavioral answers with the STAR method and get feedback.
- Prepare questions that show you understand the team's challenges.
- Ask for feedback after rejections. Not everyone will answer, but some will, and one honest sentence can change your approach.

## A worked example

Leila, a marketing analyst, tracked 32 applications over five weeks. Eleven got a response (34%), but only two reached a phone screen (6%), and both ended there. Her resume was clearly doing its job; the first conversation was not. Listening back to a practice answer, she noticed she spent two minutes on her degree before mentioning the campaign analysis work the roles asked for. She rewrote her introduction around two recent results and practised salary questions. Over the next three weeks, four of nine responses turned into interviews.

## A weekly review (20 minutes)

Every Friday:

1. Update every status.
2. Look at the numbers for the last two weeks.
3. Pick **one** change for next week: a different resume version, a new source of postings, more interview practice.
4. Set a target for next week: for example, 8 tailored applications and 2 networking conversations.

One change at a time lets you see what worked.

## Protect your energy

Job searching is tiring. Tracking helps here too: a pipeline view shows progress even in weeks without an offer, and a weekly target gives you permission to stop when you have reached it.

## Doing it in Careerforge

Careerforge's application tracker, which is being built, is planned to record each application with status, priority, location, salary range and notes, and to show your pipeline by stage alongside your response rate and interview rate, calculated exactly as described above. Pair it with saved, tagged resume versions and you can see which version is actually getting replies.
`,
};

export const blogPosts: SeedBlogPost[] = [
  atsKeywordMatching,
  quantifyAchievements,
  tailorIn20Minutes,
  starMethod,
  systemDesign,
  salaryScripts,
  careerChange,
  linkedinAbout,
  coverLetters,
  trackJobSearch,
];
