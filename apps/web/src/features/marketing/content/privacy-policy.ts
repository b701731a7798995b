/** The privacy policy. Section bodies are Markdown. */
import { legalLastUpdated, type LegalDocumentMeta, type LegalSection } from './legal';

export const privacyPolicyMeta: LegalDocumentMeta = {
  title: 'Privacy Policy',
  lastUpdated: legalLastUpdated,
  intro:
    'This policy explains what information Careerforge collects, how it is used, where it is stored and the choices you have. We have tried to write it plainly and to describe what the software actually does.',
};

export const privacyPolicy: LegalSection[] = [
  {
    heading: '1. Who this policy covers',
    body: `This policy applies to the Careerforge service operated by the Careerforge project team (the "hosted service") and describes how the Careerforge software handles data on any instance.

Careerforge is open-source software that anyone can host. If you use an instance run by someone else, such as your university, employer or a community organisation, that operator decides how the instance is configured and is responsible for the data stored on it. Ask them for their privacy notice; this policy describes how the software itself behaves.`,
  },
  {
    heading: '2. Development stage',
    body: `Careerforge is in development. During this period all services are free for academic, personal and commercial use, and the pricing plans shown on the site are for future planning only and are not active. No payment information is collected.

This policy has been written by the project team in plain language. No legal review has been done.`,
  },
  {
    heading: '3. What is stored, and for how long',
    body: `Everything below is stored in the database of the Careerforge instance you use. Nothing else about you is kept by the software.

**Your account** (kept until you delete your account)

- Your name, first and last name, e-mail address, whether the address is verified, a profile picture address if your sign-in provider gives one, your three privacy choices (section 8), and when the account was created and last changed.
- How you sign in. For a password: only a one-way scrypt hash of it, never the password itself. For Google or single sign-on: the provider's id for you and the access, refresh and ID tokens it issued at sign-in, with their expiry and scope.
- If you turn on two-factor sign-in: the authenticator app's secret key and your ten backup codes, both encrypted with the instance's secret (the backup codes are shown to you only once), whether it is on, and a count of wrong codes so repeated guessing locks it for 15 minutes. Turning it off deletes them.
- For each passkey you add: its public key, credential id, signature counter, the name you gave it, the kind of authenticator and whether it is synced, and when you added it. The private key never leaves your device or password manager. Removing a passkey deletes its row.

**Your sessions** (30 days each)

- For each signed-in browser: the SHA-256 hash of the session token (the token itself is only in your browser's cookie), when the session started and expires, and the IP address and browser name it signed in from.
- A session lasts 30 days and is extended at most once a day while you use it. Signing out deletes it at once; changing your password or turning on two-factor sign-in ends your other sessions; resetting it or deleting your account ends all of them. An expired session no longer signs anyone in; its row is removed when it is next presented or with your account.
- A password reset link (when the instance can send e-mail) is a one-time token that works for one hour.

**What you create** (kept until you delete the item or your account)

- Resumes you paste or upload: the title, the text, the original text, and the file name and type of an upload. Uploaded files are read to extract their text and are not kept.
- Saved resumes: the title, text, company, job title, tailoring mode, scores, improvements, recommendations, score report, tags, favourite flag and notes.
- Tailorings: a record of each tailoring (company, job title, mode, which engine or model wrote it, and the scores), without the text.
- Cover letters: every letter you generate (title, text, company, job title, the job description, tone, which resume it was written from and, for each sentence about you, the resume line it rests on), the letters you save (with tags and favourite flag) and your saved LinkedIn About drafts (text, target role, industry, keywords and score).
- Interview practice: each session's title, type, job description and questions, your answers (typed, or the transcribed text of a spoken answer: the audio itself is never stored) with their scores and feedback, and the XP they earned. A spoken answer is turned into text in one of two ways, and the page tells you which before your first recording. Usually it is your browser's own speech recognition, which sends your voice to the browser's maker (Google for Chrome, Apple for Safari, Microsoft for Edge) under that company's privacy terms; Careerforge receives only the text. When the instance's operator has set up server transcription, your recording goes instead to this server, which passes it to the transcription service the operator configured and does not keep it: the audio is not stored.
- Salary analyses and career plans: what you entered (salaries, title, location, achievements, skills) and the result.
- Job applications: every field you fill in, each status change with its date, the saved resume and cover letter you link (with the resume's scores at the time), and, if you join the leaderboard, the alias you choose.
- Your plan: which plan you are on, its status and period, and, when the instance takes payments through Stripe, your Stripe customer and subscription ids (card details are handled by Stripe and never reach Careerforge).
- Your activity log: what you did with each tool, its title, its score and when; for a tailoring, also a fingerprint of the resume and of the job description (a one-way hash, not their text) and the resume's score as sent, so that the same resume tailored to the same job counts once. It powers your dashboard, and it is your own work, not usage analytics: it is kept whatever your analytics choice.

**Usage analytics** (only with your consent; kept until you delete your account)

- Page views (the page name and time), feature events (an event name, its target and up to 2 KB of details such as a score or a file format), tool sessions (the tool, start and end time) and downloads (the resume and file type).
- These are stored **only if you turned on usage analytics** in Account settings. Without that consent your browser does not send them at all, and the server would not store them if it did. Turning the choice off stops recording at once; rows recorded while it was on stay in your data export and are deleted with your account.

**Messages**

- Contact form: your name, e-mail, subject and message. If you were signed in, the message is linked to your account and deleted with it.
- Waitlist and newsletter sign-ups: only the e-mail address and where you signed up. They are kept until you ask us to remove them, or until you delete an account with the same e-mail address, which removes them with it.

**Abuse protection and logs**

- To limit abuse, the server counts recent requests per IP address or account, for example for sign-in, tailoring, messages, data exports and usage analytics. Each counter holds the address or account id with the route, a count and the time of the last request, and restarts when its window (one minute by default) has passed.
- The server's log lines carry the request method, the path without its query string, your IP address and the response status. They never carry request bodies, cookies or the values in your data. Careerforge does not store them in its database; they go to the server's output, and its operator decides how long to keep them.`,
  },
  {
    heading: '4. How we use information',
    body: `We use your information to:

- provide the tools you ask for, such as tailoring a resume or generating interview questions;
- calculate scores and show your progress on your dashboard;
- keep you signed in and protect your account;
- respond to support requests and notify waitlist members;
- find and fix bugs and keep the service reliable, using usage analytics only from people who turned them on.

We do **not** sell your information, show you advertising or share your content with advertisers. We do not use your content to train any model.`,
  },
  {
    heading: '5. AI processing and third-party model providers',
    body: `Some features use a large language model to write text. Careerforge AI features rely on two third-party AI model providers on the hosted service.

- Text is sent to an AI model provider **only when the instance has one configured**, and only the text needed for the task you requested (for example, your resume text and a job description when you tailor a resume).
- Scores, such as the ATS score and keyword match, are calculated by Careerforge's own engine on the server and are not sent to a provider to be calculated.
- Each provider processes the text under its own terms and privacy policy. Where a provider offers a setting that excludes submitted data from model training, we use it.
- A self-hosted instance may use a model on the operator's own hardware, in which case text does not leave their infrastructure, or no provider at all, in which case the built-in engine is used and no text is sent anywhere.

Please do not paste sensitive personal data, such as identity numbers or health information, into any tool.`,
  },
  {
    heading: '6. Where your data is stored',
    body: `Your account and content are stored in the database of the Careerforge instance you use. For the hosted service, that is the database operated by the project team. For a self-hosted instance, it is the operator's own database on their own server, and nothing is sent back to the Careerforge project.

Data leaves that database only in the cases described in section 9.`,
  },
  {
    heading: '7. Cookies and storage in your browser',
    body: `Careerforge sets one essential cookie, to keep you signed in. It holds a random session token; the server stores only the SHA-256 hash of that token, so a copy of the database cannot be used to sign in as you. The cookie cannot be read by page scripts (httpOnly), is sent only to our own site (SameSite=Lax), is marked Secure when the site is served over HTTPS, and lasts as long as the session (section 3).

Your browser also keeps two things that never leave it: your light or dark theme choice (local storage), and the Resume Lab text you are working on, so a reload loses nothing (session storage, cleared when you close the tab).

We use no advertising cookies and no third-party tracking or analytics scripts.`,
  },
  {
    heading: '8. Your privacy choices',
    body: `Account settings has three choices. **All three are off by default** and stay off until you turn them on:

- **Usage analytics**: page views, tool sessions, feature events and downloads are sent and stored only while this is on (section 3). Signed-out visitors send none.
- **Product news by e-mail**: marketing e-mail only with this on. Careerforge sends no marketing e-mail today.
- **LinkedIn profile checks**: optional checks that read your public LinkedIn profile, only with this on. No such check runs today.

You can change each choice at any time in Account settings; a change applies at once.`,
  },
  {
    heading: '9. When information is shared',
    body: `We share information only:

- **with the configured AI model provider**, as described in section 5, when you use an AI feature;
- **with your sign-in provider**, which confirms your identity when you sign in;
- **with Stripe, the payment processor**, only on an instance that takes payments and only if you choose a paid plan: your e-mail address and name to create your customer record, and the plan you chose (card details are entered at Stripe and never reach Careerforge);
- **on the leaderboard**, only if you join it: your alias (or your first name and last initial) and your practice points, never your e-mail address;
- **with the site of a job posting**, only when you use "Import from link": the server asks that address for the page, as a browser would, without your name, cookies or resume;
- **with an app or assistant you give a personal access token to**: it can read (and, with write access, change) your resumes, letters and applications until you revoke the token in Account settings;
- **when required by law**, or to protect the rights and safety of users and the service.`,
  },
  {
    heading: '10. Download or delete your data',
    body: `Both are self-service, in **Account settings** (open it from your name at the top of the page).

**Download my data** gives you one JSON file with everything stored about you. Its sections are \`profile\` (with your privacy choices), \`signInMethods\` (without passwords or tokens), \`sessions\` (without tokens), \`resumes\`, \`saved_resumes\`, \`tailorings\`, \`cover_letters\`, \`saved_cover_letters\`, \`saved_linkedin\`, \`activities\`, \`page_views\`, \`usage_events\`, \`usage_sessions\`, \`downloads\`, \`contact_messages\`, \`applications\`, \`application_events\`, \`application_tracker_settings\` (your follow-up reminder days, and a fingerprint of your calendar feed's address, never the address itself), \`leaderboard_members\`, \`salary_analyses\`, \`career_plans\`, \`interview_sessions\`, \`interview_questions\`, \`interview_answers\` and \`subscriptions\`.

**Delete my account** asks for your password, or, if you sign in only with Google or single sign-on, for the word DELETE typed out. Your account and every row linked to it (everything in the export above, your sessions, your personal access tokens and any pending password reset) are then deleted at once, in one step, and you are signed out. Nothing is kept in the application's database afterwards. Waitlist and newsletter sign-ups made with your account's e-mail address are deleted in the same step. Not covered, because they are not linked to your account: contact messages sent while signed out, server logs, and backups an operator keeps outside the application. Write to us to have those removed.

You can also delete single resumes and saved resumes yourself at any time.`,
  },
  {
    heading: '11. Your rights',
    body: `Depending on where you live, you may have the right to access, correct, export or delete your personal information, to object to or restrict some processing, and to withdraw consent. We extend these rights to every user, wherever they live: you can correct your name, export your data, change your privacy choices and delete your account yourself (sections 8 and 10).

For anything else, write to privacy@careerforge.example. If you use a self-hosted instance, contact its operator. You may also complain to your local data protection authority.`,
  },
  {
    heading: '12. Security',
    body: `We protect your information with measures appropriate to a small, open project: passwords stored only as scrypt hashes, session tokens stored only as SHA-256 hashes, checks on every request that the data belongs to the signed-in user, protection against requests and framing from other sites, rate limiting, and encrypted connections (HTTPS) on the hosted service. The code is public, so anyone can review how it works and report problems.

No system is perfectly secure. If you believe you have found a vulnerability, please write to security@careerforge.example.`,
  },
  {
    heading: '13. Children',
    body: 'Careerforge is intended for people aged 16 and over. We do not knowingly collect information from younger children. If you believe a child has created an account, contact us and we will delete it.',
  },
  {
    heading: '14. International processing',
    body: 'The hosted service and its AI model providers may process information in countries other than your own. Where the law requires it, we rely on appropriate safeguards for those transfers.',
  },
  {
    heading: '15. Changes to this policy',
    body: 'We will update this policy when the software or the service changes, for example when paid plans become active. The date at the top shows the last update. For significant changes, we will also give notice on the site before they take effect.',
  },
  {
    heading: '16. Contact',
    body: 'Questions about privacy: privacy@careerforge.example. General support: support@careerforge.example.',
  },
];
