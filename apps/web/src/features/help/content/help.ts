// Long file: the help articles and FAQ, one entry per article; splitting would scatter them.
/**
 * Help center content: six categories (each with three articles, bodies in
 * Markdown) and the help center FAQ. Category ids match the /help/{id} paths.
 */

export type HelpCategoryId =
  'getting-started' | 'resume-lab' | 'interview-coach' | 'account' | 'billing' | 'privacy';

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
}

export interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  description: string;
  /** Link target, always `/help/${id}`. */
  href: string;
  articles: HelpArticle[];
}

export interface HelpFaqEntry {
  question: string;
  answer: string;
}

export interface HelpSupportOption {
  id: 'email' | 'chat' | 'phone';
  title: string;
  description: string;
  actionLabel: string;
  /** Internal link. */
  href: string;
}

export const helpCategories: HelpCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description:
      'A tour of the toolkit, your first tailored resume and building a resume from scratch.',
    href: '/help/getting-started',
    articles: [
      {
        slug: 'tour-of-careerforge',
        title: 'A tour of Careerforge',
        summary: 'What each tool does and when to use it during a job search.',
        body: `Careerforge brings the main tasks of a job search into one workspace. You can use the tools in any order, but most people start with the Resume Lab.

Every tool below works today.

## The tools

- **Resume Lab**: paste or upload your resume, add a job description, and get a tailored version with an ATS score that explains which keywords were found and which are missing.
- **Resume Builder**: write a resume from scratch or import one (LinkedIn, JSON Resume, Europass), choose one of six templates and export it as PDF, DOCX, HTML or an open format.
- **Interview Arena**: generate interview questions from a job description, answer by voice or by typing, and get a score and feedback on each answer.
- **Cover Letters**: draft a letter from the job description and, optionally, one of your resumes, in the tone you choose; then run an ATS analysis on it.
- **LinkedIn Optimizer**: rewrite your About section for a target role, with an engagement score and the keywords used.
- **Salary Negotiator**: turn your current and target salary, role and achievements into a negotiation script with market percentiles.
- **Career Planner**: map a route from your current role to a target role, with phases, skill gaps and quick wins.
- **Application Tracker**: log every application, move it through the pipeline and see your response and interview rates.
- **Analytics**: follow your activity, ATS score trend and streak over time.

## Where things are saved

Tailored resumes go to **Saved Resumes** and letters to **Saved Cover Letters**, where you can search, tag, favorite, preview and download them. Your dashboard shows quick links to the main tools, your weekly and monthly goals and your recent activity.

## A suggested first week

1. Tailor your resume for one real posting in the Resume Lab.
2. Save it and tag it with the kind of role.
3. Practise five questions for the same posting in the Interview Arena.
4. Add the application to the tracker once you apply.`,
      },
      {
        slug: 'first-tailored-resume',
        title: 'Your first tailored resume in five steps',
        summary: 'Walk through the Resume Lab from resume text to a saved, tailored version.',
        body: `The Resume Lab is a short wizard. A first run takes about five minutes.

## 1. Add your resume

Upload a .pdf, .docx, .doc or .txt file of up to 10 MB, or choose **Paste Resume Text** and paste the text directly. Pasted text is saved as a resume titled "Pasted Resume" when you select **Continue**.

## 2. Paste the job description

Copy the whole posting, including the requirements and "nice to have" lists. Those lists carry the most weight when your resume is scored. Company name and job title are optional, but adding them gives your saved result a clearer title.

## 3. Choose a tailoring mode

Pick **basic**, **personalized** or **aggressive** (see "Tailoring modes explained" in the Resume Lab section). If you are unsure, start with personalized.

## 4. Tailor and review

Select **Tailor Resume**. The button reads "Tailoring Resume..." while it works. The results show:

- your original and the tailored text side by side, every change marked: accept or reject each one, or edit the text freely, and the scores update as you type;
- the ATS score and keyword match score;
- a list of improvements that were made and recommendations for you.

Read the recommendations carefully. Careerforge never adds skills, employers, dates or numbers you did not provide, so a missing keyword appears as a suggestion ("add Airflow if you have used it") rather than as a claim in your resume.

## 5. Save, copy or download

- **Save Resume** stores it in Saved Resumes with its scores.
- **Copy** puts the text on your clipboard.
- **Download** saves a .txt file named tailored-resume-{date}.txt.
- **Make Further Edits** opens the text for free editing; **Change Job or Mode** takes you back to the job description step to try again.
- Copy, Download and Save use the text as you leave it after your edits.

For a formatted document, export the result as PDF or DOCX in any of the six templates, from the results or later from Saved Resumes.`,
      },
      {
        slug: 'resume-builder-basics',
        title: 'Building a resume with the Resume Builder',
        summary: 'Fill in your details, pick one of six templates and export to PDF, DOCX or HTML.',
        body: `The Resume Builder is for writing a resume from scratch or turning tailored text into a formatted document.

## Content

Give your resume a title at the top (it starts as "My Resume"). In the **Content** tab, fill in:

- **Personal information**: full name, e-mail, phone, location and a professional summary.
- **Work experience**: select **Add Experience** for each role, then enter the job title, company, location, start and end dates and a description. Tick "current" for your present job; the end date is then left blank. Each entry has its own delete button.
- **Education**: select **Add Education** and enter the degree and school.

A live preview beside the form updates as you type. It shows the page as the chosen template prints it, the same layout as the export; **Full-page preview** shows it at full size. Empty rows are left out.

## Design

The **Design** tab offers six templates:

| Template | Style | Layout |
|---|---|---|
| Modern Professional (default) | Professional | single column |
| Creative Designer | Creative | two columns |
| Tech Minimalist | Technology | sidebar |
| Executive Classic | Executive | single column |
| Startup Dynamic | Startup | two columns |
| Academic Research | Academic | single column |

If you are applying through online application forms, a single-column template is the safest choice: some applicant tracking systems read two-column layouts in the wrong order.

## Export

In the **Export** tab, choose **Export PDF**, **Export DOCX** or **Export HTML**. The file is named after your resume title. Use PDF unless the employer asks for Word format.

Select **Save** at any time to store your work.`,
      },
    ],
  },
  {
    id: 'resume-lab',
    title: 'Resume Lab',
    description: 'Tailoring modes, how the ATS score is calculated, uploads and saved resumes.',
    href: '/help/resume-lab',
    articles: [
      {
        slug: 'tailoring-modes-explained',
        title: 'Tailoring modes explained',
        summary: 'When to choose basic, personalized or aggressive tailoring.',
        body: `The Resume Lab offers three tailoring modes. All three keep your facts intact: employers, job titles, dates, degrees and numbers come only from the resume you provided.

## Basic

Light-touch edits. Wording is aligned with the job description where your resume already shows the skill, the order of bullet points may change, and obvious gaps in key terms are reported as recommendations.

**Use it when** your resume is already a good fit and you want a quick check before applying, or when you are applying to several similar roles in one sitting.

## Personalized

Rewrites your summary and your most relevant bullets around the priorities of this specific posting: the requirements it repeats, its job title and its vocabulary. Less relevant content is shortened.

**Use it when** you want the best balance between tailoring and keeping your own voice. It is the right default for most applications.

## Aggressive

A deeper restructuring: the summary is rebuilt for the target role, sections and bullets are reordered so the strongest evidence comes first, and content that does not support the application is cut back hard.

**Use it when** you are changing direction (for example, moving from teaching into instructional design) and your current resume emphasises the wrong things.

## Tips

- Compare modes. Run the same job description with two modes and save both; tag them so you remember which you sent.
- Read the result before you send it. Tailored wording should still sound like you and be something you can discuss in an interview.
- If the result leans too far, reject the changes you do not want, or choose **Change Job or Mode** and try a lighter mode.`,
      },
      {
        slug: 'understanding-your-ats-score',
        title: 'Understanding your ATS score',
        summary: 'What the ATS and keyword match scores measure, and how to act on them.',
        body: `Every tailoring result comes with two numbers.

## Keyword match score

The share of the job description's important terms that your resume shows. Terms are weighted: skills in the requirements list, repeated in the posting or named in the job title count more than "nice to have" items. Word forms and common aliases are grouped, so "managed" can match "management" and "JS" can match "JavaScript".

## ATS score

A broader score. First the match: a weighted mean of parts such as the hard skills the posting asks for, how much of your resume is about them, the kind of work (frontend, data, clinical...), how alike the occupations that use your skills and the posting's are, the job title, seniority and years (years the posting only prefers count half). Then checks that affect how well an applicant tracking system can read your resume (contact details, standard section headings, measurable results, a sensible length, no tables or text in headers) scale it: failing every check takes a tenth off. Last, that result is read against labelled resume and job pairs, so the number means something: about the share, in percent, of pairs scoring there that were a fit. A 75 reads as "about three in four resumes scoring here fit a posting like this".

## Every point explains itself

The score is calculated by Careerforge's own transparent algorithm, not guessed by an AI model. That means:

- the same resume and job description always produce the same score;
- the result lists the keywords found, the keywords missing and how much each one weighs;
- the breakdown shows every part with its weight, and the recommendations tell you which check cost you points.

## Reading the colours

- **90 or more**: green, a strong match. Most pairs scoring here fit; check that the text still reads naturally.
- **70 to 89**: amber, a good match. Review the missing skills and the parts that scored low.
- **Below 70**: red, worth a closer look. The role may be a stretch or a different kind of work, or your resume may describe relevant work in different words.

A score is a reading of the text, not a verdict: it cannot know your network, the hiring team or how many people applied.

## How it is measured

The page [How the ATS score works](/how-the-ats-score-works) lists every part of the score with its weight, how the weights are fitted on public data, what the score cannot know, and how well it ranks job postings it never saw.

## What to do with missing keywords

For each missing term, ask whether you genuinely have the skill. If you do, add it in your own words where it is true. If you do not, leave it out; you can address it in a cover letter instead. No score is worth a claim you cannot support in an interview.`,
      },
      {
        slug: 'uploads-and-saved-resumes',
        title: 'Uploading files and managing saved resumes',
        summary:
          'Supported file types, size limits, and how to organise saved resumes with tags and favorites.',
        body: `## Supported files

The Resume Lab accepts **.pdf, .docx, .doc and .txt** files up to **10 MB**. Text is extracted from the file and shown so you can check it before tailoring.

For the best results:

- use a text-based PDF (exported from a word processor), not a scan or photo;
- avoid text boxes and tables, which can extract in the wrong order;
- if extraction looks wrong, choose **Paste Resume Text** and paste the content instead.

## Saved Resumes

Select **Save Resume** on a tailoring result to keep it. Each saved resume stores the tailored text, the company and job title, the tailoring mode, the ATS and keyword match scores, and the improvements and recommendations.

In **Saved Resumes** you can:

- **search** by title, company or job title;
- **filter by tag**, and add or remove tags on each card (a card shows three tags, then "+N more");
- mark a resume as a **favorite** to keep your best versions easy to find;
- **preview** the full text;
- **edit** the title, company, job title and notes;
- **delete** a resume you no longer need.

Deleting happens immediately, without a confirmation step, so copy anything you want to keep first.

## A naming habit that helps

Saved resumes are titled "{Company} Resume {Job title}" by default. Add tags for the role family ("data analyst") and the industry ("logistics"), and a note on where you applied. When a similar posting appears, start from the closest saved version rather than your original resume.`,
      },
    ],
  },
  {
    id: 'interview-coach',
    title: 'Interview Coach',
    description:
      'Practice sessions in the Interview Arena, game modes, achievements and voice answers.',
    href: '/help/interview-coach',
    articles: [
      {
        slug: 'interview-arena-basics',
        title: 'Practising in the Interview Arena',
        summary:
          'Create a session from a job description, answer questions and read your feedback.',
        body: `The Interview Arena turns a job description into a practice interview.

## Create a session

In the **Practice** tab, enter:

- a **session title** (for example "Acme data analyst, round 1");
- the **interview type**: technical, behavioral, system-design, case-study or leadership;
- the **job description**, which makes the questions specific to the role.

If you leave the title blank, one is made from the interview type. Questions are generated and the practice view opens at the first one.

## Answer each question

Questions get harder as you go: the first three are easy, questions four to seven are medium, and the rest are hard. For each question:

1. Select the record button to answer aloud, or type in the answer box.
2. Submit the answer for analysis. An answer cannot be empty.
3. Read the score (out of 5), the feedback and the concrete suggestions.
4. Move on with **Next**, or go back with **Previous**. Moving between questions clears the answer box.

## Getting the most from feedback

- Answer as you would in the real interview, at full length, rather than in note form.
- For behavioral questions, use the STAR structure: situation, task, action, result.
- Try the same question again after reading the suggestions and compare scores.

## Reviewing progress

The **Stats** tab shows your totals, your five most recent sessions, your average performance per interview type and your gamification progress. The dashboard tab shows total sessions, your average score and achievements.`,
      },
      {
        slug: 'game-modes-and-achievements',
        title: 'Game modes, XP and achievements',
        summary:
          'How practice, challenge, speed and roleplay modes differ and how rewards are earned.',
        body: `Practice works best when it is regular. The Interview Arena adds a light layer of game mechanics to help with that.

## Game modes

Choose a mode on the dashboard or in the Arena tab:

| Mode | XP | What it is like |
|---|---|---|
| Practice | 1x | Relaxed, untimed questions. Best for preparing new stories. |
| Challenge | 2x | Timed answers, closer to interview pressure. |
| Speed | 3x | Quick-fire questions that train short, direct answers. |
| Roleplay | 2.5x | Questions framed as a realistic conversation with an interviewer. |

## Levels

Each level takes 300 XP. Your progress bar shows how far you are into the current level.

## Achievements

- **First Steps** (common): complete your first interview session.
- **On Fire!** (rare): practise three days in a row.
- **Perfectionist** (epic): score 95 or more on an answer.
- **Speed Demon** (legendary): finish under the time limit five times.

The **Rewards** tab also tracks two longer goals: **Fire Streak** (practise 7 days in a row) and **Interview Master** (complete 25 sessions).

## Using streaks sensibly

A streak is useful because it keeps interview skills warm, not because the number matters. Fifteen focused minutes a day, answering two or three questions aloud, beats a two-hour session the night before an interview. If you miss a day, start again; the skills you built are still there.`,
      },
      {
        slug: 'voice-answers-and-microphone',
        title: 'Answering by voice and fixing microphone problems',
        summary:
          'How voice answers work, which browsers support them and what to do when recording fails.',
        body: `Speaking your answers is the closest thing to a real interview, so the Interview Arena lets you answer by voice.

## How it works

Select the record button and start talking. Your words appear as live text while you speak, and final phrases are added to the answer box. Select the button again to stop. Starting a new recording clears the previous answer. You can edit the transcript before submitting it.

Speech is recognised by your **browser's** built-in speech recognition, set to US English. Only the text of your answer is sent to Careerforge for feedback. Depending on the browser, the browser vendor may process the audio on its own servers; check your browser's privacy documentation if that matters to you.

## Supported browsers

Voice answers need a browser with the Web Speech API, such as recent versions of Chrome or Edge. If your browser does not support it, you will see "Speech Recognition Unavailable" and can type your answers instead; feedback works exactly the same.

## If recording stops with an error

The message "Speech Recognition Error - Please check your microphone permissions and try again." means the browser could not use your microphone. Try these steps:

1. Select the padlock or site-information icon in the address bar and allow microphone access for this site.
2. Check that the right input device is selected in your operating system's sound settings.
3. Close other apps that might be using the microphone (video calls, recorders).
4. Reload the page and try again.

## Tips for better transcripts

- Use a headset or sit close to the microphone.
- Speak at your normal interview pace; very fast speech is transcribed less accurately.
- Pause briefly between sentences so phrases are finalised.`,
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & Settings',
    description: 'Signing in and out, your dashboard and analytics, and tracking applications.',
    href: '/help/account',
    articles: [
      {
        slug: 'signing-in-and-out',
        title: 'Signing in and signing out',
        summary: 'How to sign in, what your account shows and what happens when you sign out.',
        body: `## Signing in

Open the sign-in page from **Sign In** in the header and choose **Continue with Google**. Self-hosted instances may offer a different sign-in method, chosen by whoever runs the instance. The first time you sign in, your account is created with the name and e-mail address your sign-in provider shares.

Once you are signed in, the header shows your first and last name (or your e-mail if no name is available), links to your dashboard and analytics, and a **Sign Out** button. If you open the sign-in page while already signed in, you are taken straight to your dashboard.

## Pages that need an account

The dashboard, Resume Lab, saved resumes and cover letters, all AI tools, the Resume Builder, the Application Tracker, Subscription and Analytics need you to be signed in. If you open one of them while signed out, you are sent to the sign-in page first.

## Signing out

Select **Sign Out** in the header. Your session ends, any cached account data in the browser is cleared and you see a short goodbye page with links back to the home page or to sign in again. After five seconds it returns you to the home page automatically.

Signing out does not delete anything: your saved resumes, cover letters and applications are there when you sign back in.

## Shared or public computers

Always sign out when you finish, and close the browser window. If you used voice answers, also check that the browser has not kept microphone permission for the site.`,
      },
      {
        slug: 'dashboard-and-analytics',
        title: 'Your dashboard, analytics and the leaderboard',
        summary: 'What the dashboard and analytics pages show and how your numbers are counted.',
        body: `## Dashboard

Your dashboard is the home page of your account. It shows:

- **quick actions** for the Resume Lab, Interview Coach, Cover Letters, LinkedIn Optimizer and Saved Resumes;
- **progress stats**: resumes created, interviews practised, cover letters generated, LinkedIn optimizations and your average ATS score;
- **goals**: weekly and monthly targets with a progress bar;
- **recent activity**: the latest things you did, with scores where relevant.

## Analytics

The **My Analytics** view goes deeper:

- resumes tailored and interviews practised, each with this week's count;
- your average and best ATS score;
- your **day streak** of consecutive active days;
- this month's activity;
- an **ATS score trend** of your last five scores with the lowest and highest;
- insights per company you have targeted and a list of recommendations;
- a scrollable list of recent activity.

Analytics refresh automatically every 30 seconds while the page is open.

## Leaderboard

The **Leaderboard** view lists top performers among active users: rank, name, profile picture or initials, join date, resumes and interviews completed, average ATS score and last active date. Your own row is tagged "You". It refreshes every 60 seconds.

The leaderboard is meant as friendly motivation. If you would prefer not to appear on it, contact support and we will help.`,
      },
      {
        slug: 'tracking-applications',
        title: 'Tracking your job applications',
        summary:
          'Add applications, move them through the pipeline and read your response and interview rates.',
        body: `The Application Tracker keeps your whole search in one list.

## Adding an application

Select **Add Application**. Job title and company are required; you can also record the location, salary range, job posting link, priority (low, medium or high), status and notes. New applications start as **Applied** with **medium** priority and today's date.

## Statuses

Each application has one of eight statuses: Applied, Under Review, Phone Screen, Interview, Final Round, Offer Received, Rejected and Withdrawn. Change it from the dropdown on the row; the change is saved immediately. You can move an application to any status at any time.

Deleting an application asks for confirmation first.

## Overview

The Overview tab shows four figures (total applications, response rate, interviews and offers received) and your five most recent applications.

## Analytics

- **Response rate**: the share of applications whose status has moved beyond Applied, including rejections, because a rejection is still a reply.
- **Interview rate**: the share currently at Phone Screen, Interview, Final Round or Offer Received.
- **Interviews**: the number at Phone Screen, Interview or Final Round.
- A **pipeline** chart shows how many applications sit at each status.

## Using the numbers

After 20 or more applications, the rates start to mean something:

- low response rate: focus on targeting and tailoring your resume;
- responses but few interviews: prepare your introduction and first-call answers;
- interviews but no offers: practise in the Interview Arena and ask for feedback.

Use the notes field for contacts.

## From a link, and on your calendar

**Import from link** at the top of the Add dialog reads a posting's page (its job data, or the Greenhouse, Lever and Ashby boards) and fills in the title, company, location, salary, link and description for you to check. Give an application its **Interview Date** (with a time, or all day) and **Offer Deadline**, then open **Calendar** to download them as an .ics file or subscribe from Google, Apple or Outlook Calendar with a private address you can stop at any time. Follow-up reminders appear on the calendar when an application has had no answer for the number of days you choose.`,
      },
      {
        slug: 'formats-and-connections',
        title: 'Bringing your resume in and out, and connecting other apps',
        summary:
          'Import from LinkedIn, JSON Resume, Reactive Resume or Europass; export open formats; use a token with an AI assistant or the browser extension.',
        body: `Careerforge reads and writes the formats other tools use, so your work is never locked in.

## Importing a resume

In the Resume Builder (**Start from my resume**) or the first step of the Resume Lab, choose **Import from another tool** and pick:

- your **LinkedIn data export** (.zip): on LinkedIn, open Settings, Data privacy, Get a copy of your data; the file arrives by e-mail, usually within a day;
- a **JSON Resume** or **Reactive Resume** .json file;
- a **Europass** CV (.xml, or a PDF made with the Europass editor).

The import is saved as a new resume and opens in the builder. Check every field: anything that did not fit is listed in the message.

## Exporting

The builder's **Export** tab writes PDF, DOCX and HTML, and three open formats: **JSON Resume** (for Reactive Resume and JSON Resume themes), **Markdown** and **Europass XML**. JSON Resume and Europass files import back exactly as they were.

## A posting from a link

Beside every job description box there is **Import from link**: paste the posting's address and Careerforge fills in the description (and the title and company where the tool has them). If a site cannot be read, paste the description yourself.

## Tokens, AI assistants and the browser extension

In **Account settings**, **Personal access tokens** lets another app act for you: an AI assistant through Careerforge's MCP server (the settings card shows the configuration to copy), your own scripts through the API, or the **browser extension**, which saves the posting you are reading into your tracker. A read-only token can list and score but not change anything. A token is shown once; revoke it in the same card whenever you like.`,
      },
    ],
  },
  {
    id: 'billing',
    title: 'Billing & Plans',
    description: 'What is free, what the plans include, and cancellation and payment.',
    href: '/help/billing',
    articles: [
      {
        slug: 'is-careerforge-free',
        title: 'Is Careerforge free?',
        summary: 'On a new install every feature is free and no limit is enforced.',
        body: `Yes, unless the operator of the instance you use has turned paid plans on. A new install runs in **free mode**: all services are free for academic, personal and commercial use, no payment details are requested and no limit is enforced. The Subscription page says so at the top when this is the case.

## Self-hosted instances

Careerforge is open source. If you run your own instance, you decide whether billing is used at all; see the project README for the payment settings (\`BILLING_MODE\`).

## Usage counters

The **Usage** tab on the Subscription page shows your real use this period (resume tailorings, cover letters, interview sessions and exports this month, tracked applications in total) against your plan's limits. A bar turns yellow at 75% and red with the note "Approaching limit" above 90%. In free mode the counters are informational.`,
      },
      {
        slug: 'plans-compared',
        title: 'Plans compared',
        summary: 'Starter, Professional and Enterprise: the same tools, different monthly limits.',
        body: `The Pricing page and the Subscription page show the same three plans.

| Plan | Price | Limits |
|---|---|---|
| Starter | $0 | 3 resume tailorings, 2 cover letters, 5 interview practice sessions and 5 exports a month; 10 tracked applications |
| Professional | $19 a month, or $190 a year | none |
| Enterprise | $49 a month, or $490 a year | none |

## What every plan includes

Every tool: the Resume Lab, Resume Builder, Cover Letters, Interview Arena, LinkedIn Optimizer, Salary Negotiator and Career Planner, the Application Tracker, Analytics and export to PDF, DOCX and HTML. No tool is locked behind a plan.

## What Enterprise adds

Today, nothing beyond Professional: both are unlimited. Team collaboration, white-label options, custom AI model training and a dedicated account manager are not part of Careerforge. Single sign-on through an OpenID Connect provider and the documented HTTP API come with every install, whatever the plan.

## When you reach a limit

The tool tells you which limit you reached, when your allowance renews and which plan lifts it. Nothing you already made is removed.`,
      },
      {
        slug: 'refunds-cancellation-payment',
        title: 'Cancellation, plan changes and payment',
        summary: 'Cancel anytime, prorated plan changes and payment through Stripe.',
        body: `These apply on an instance whose operator has turned paid plans on.

## Cancel anytime

You can cancel at any time from the Subscription page (**Cancel Subscription**, then confirm). Your plan stays active until the end of the current billing period; the Billing tab then shows "Cancels on" with the date. You will not be charged again, and your saved work remains available on Starter.

## Changing plans

Choosing a paid plan opens a payment page. Changing from one paid plan to another changes the price of your subscription, and the difference is **prorated** over the rest of the billing period.

## Payment

Payment goes through **Stripe Checkout**: card details are handled by Stripe and never reach Careerforge. **Manage Billing** opens Stripe's billing portal in a new tab for receipts and payment methods.

## Trials and refunds

Careerforge has no trial period: Starter is free for as long as you like. Refunds are up to the operator of the instance you use; ask them through the contact page.`,
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy & Security',
    description: 'What data is stored, when text is sent to an AI provider, and self-hosting.',
    href: '/help/privacy',
    articles: [
      {
        slug: 'what-data-is-stored',
        title: 'What data Careerforge stores',
        summary: 'The information kept in your account, where it lives and how to remove it.',
        body: `Careerforge stores only what it needs to provide the tools.

## What is stored

- **Account details** from sign-in: your name, e-mail address and, if provided, a profile picture.
- **Your content**: resumes you paste, upload or build; job descriptions; tailored versions with their scores; cover letters; LinkedIn drafts; salary and career-plan inputs and results; interview sessions and answers; tracked applications.
- **Usage events**: page views, feature use, sessions and downloads. These power your dashboard, analytics, streaks and the leaderboard.
- **A session cookie** that keeps you signed in.

Uploaded files are used to extract their text; the extracted text is what is kept with your resume.

## Where it lives

All of this is stored in the database of the Careerforge instance you use. On a self-hosted instance, that is the operator's own database, on their own server. Careerforge does not send your data to any analytics or advertising service, and nothing is sold.

## Your choices

Analytics and marketing preferences are **off by default**. Optional checks that involve your LinkedIn profile are also off unless you turn them on.

## Removing data

- Delete individual saved resumes, cover letters and applications from their pages at any time.
- Signing out clears cached account data from your browser.
- To remove your whole account and everything in it, write to privacy@careerforge.example (or to the operator of your instance). We confirm when it is done.

## Security basics

Sessions use random tokens, stored hashed on the server and sent in an httpOnly cookie. Every request for your data checks that it belongs to you. Connections should always use HTTPS; the hosted site does.`,
      },
      {
        slug: 'ai-providers-and-your-text',
        title: 'How AI providers handle your text',
        summary:
          'When your text is sent to an AI model provider, and when it never leaves the server.',
        body: `Some Careerforge features use a large language model to write text: tailored resumes, cover letters, LinkedIn About drafts, negotiation scripts, career plans, interview questions and answer feedback.

## Scores are calculated locally

ATS scores, keyword match scores and other measurements are calculated by Careerforge's own scoring engine on the server. They never depend on an AI provider, which is why the same input always gives the same score.

## When text is sent to a provider

Text is sent to an AI model provider **only when the instance has one configured**, and only the text needed for the task you requested: for example your resume text and the job description when you tailor a resume.

- The hosted Careerforge service relies on **two third-party AI model providers**. Their handling of data is governed by their own terms and privacy policies.
- A **self-hosted** instance uses whichever provider its operator configures. That can be a hosted API, or a model running on the operator's own hardware, in which case the text never leaves their infrastructure.
- An instance with **no provider configured** uses Careerforge's built-in engine, and no text is sent anywhere.

## What we recommend

- Remove details you do not want to share, such as your home address or phone number, before pasting a resume. They are not needed for tailoring.
- Never paste passwords, identity numbers or other sensitive personal data into any tool.
- If you use a self-hosted instance at work, ask its operator which provider is configured.

## Generated text is a draft

AI-written text can contain mistakes. Careerforge is designed never to add employers, titles, dates, degrees, numbers or skills you did not provide, but always read the result before you send it.`,
      },
      {
        slug: 'self-hosting-careerforge',
        title: 'Self-hosting Careerforge',
        summary:
          'Run your own instance on a laptop or a server, and keep every piece of data under your control.',
        body: `Careerforge is open source, so you can run your own instance: for yourself, a career-services office, a bootcamp or a team.

## Run it on one machine

With Node.js 20.19 or newer, clone the repository, install the dependencies and run:

    npm start

This starts the app with an embedded database stored in a local data folder and the built-in engine, so it works offline with no external services. Open the address shown in the terminal.

## Run it in production

- Set DATABASE_URL to use a PostgreSQL database instead of the embedded one. The same schema and migrations are used for both.
- Configure an AI provider if you want model-written text. OpenAI-compatible endpoints (including local servers such as Ollama, vLLM or LM Studio) and Anthropic are supported. Without a provider, the built-in engine is used.
- Put the app behind HTTPS. Secure session cookies depend on it.
- You can run several app instances behind a load balancer; they keep no state of their own.

The README lists every environment variable, with its default and an example.

## Your data, your server

On a self-hosted instance, all accounts, resumes and usage data live in your database. Nothing is reported back to the Careerforge project. If you configure a hosted AI provider, the text for each AI task is sent to that provider under its terms; with a local model or the built-in engine, nothing leaves your infrastructure.

## Updating

Back up your database, pull the latest release, install dependencies and restart. Database migrations are committed to the repository; the README describes the upgrade steps for each release.

## Getting help

Open an issue in the project repository for bugs and questions about self-hosting.`,
      },
    ],
  },
];

export const helpFaq: HelpFaqEntry[] = [
  {
    question: 'Is Careerforge free to use?',
    answer:
      'Yes, on a new install: every feature is free for academic, personal and commercial use and no limit is enforced. An operator can turn on paid plans; the Pricing and Subscription pages show the same three plans, and every plan has every tool.',
  },
  {
    question: 'Which resume files can I upload?',
    answer:
      'The Resume Lab accepts .pdf, .docx, .doc and .txt files up to 10 MB. Text-based PDFs work best; if a file extracts badly, paste the text instead with Paste Resume Text.',
  },
  {
    question: 'Will Careerforge add skills or experience I do not have?',
    answer:
      'No. Tailoring rewords and reorders what you provided. Employers, titles, dates, degrees, numbers and skills come only from your resume. When the job asks for something your resume does not show, it appears as a recommendation for you to consider, never as a claim.',
  },
  {
    question: 'Why does my ATS score change when I edit my resume?',
    answer:
      'The score measures the weighted keywords found in your resume and a set of readability checks. Adding a genuine skill the posting asks for, or fixing a formatting problem, changes the score. The same resume and job description always produce the same score, and the result lists what was found and what is missing.',
  },
  {
    question: 'Can I use Careerforge without sending my text to an AI provider?',
    answer:
      'Yes. Scores are always calculated by Careerforge itself. Text is sent to an AI model provider only when the instance has one configured. A self-hosted instance can use a model on its own hardware, or no provider at all with the built-in engine.',
  },
  {
    question: 'How do I reach a person for help?',
    answer:
      'Use the contact page: your message goes to whoever runs the Careerforge instance you use, and replies depend on them. You can also write to support@careerforge.example; for billing questions write to billing@careerforge.example, and for privacy requests to privacy@careerforge.example.',
  },
];

export const helpSupportOptions: HelpSupportOption[] = [
  {
    id: 'email',
    title: 'Email Support',
    description:
      'Send a message through the contact form; it goes to whoever runs this instance, and replies depend on them.',
    actionLabel: 'Email Support',
    href: '/contact',
  },
  {
    id: 'chat',
    title: 'Live Chat',
    description:
      'Live chat is not staffed yet. Start a conversation by message instead; any reply comes by e-mail from whoever runs this instance.',
    actionLabel: 'Live Chat',
    href: '/contact?via=chat&subject=Live%20chat%3A%20',
  },
  {
    id: 'phone',
    title: 'Phone Support',
    description:
      'Phone support is not available yet. Ask for a call back by message; whether a call is possible depends on whoever runs this instance.',
    actionLabel: 'Phone Support',
    href: '/contact?via=phone&subject=Call%20back%20request',
  },
];

/** Help topics about a tool that does not work yet: the topic page says so above its articles. */
export const plannedHelpTopics: Partial<Record<string, string>> = {};
