/** The bodies (Markdown) of the privacy help articles, by slug (titles in ../help.ts). */
export const privacyBodies: Record<string, string> = {
  'what-data-is-stored': `Careerforge stores only what it needs to provide the tools.

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
  'ai-providers-and-your-text': `Some Careerforge features use a large language model to write text: tailored resumes, cover letters, LinkedIn About drafts, negotiation scripts, career plans, interview questions and answer feedback.

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
  'self-hosting-careerforge': `Careerforge is open source, so you can run your own instance: for yourself, a career-services office, a bootcamp or a team.

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
};
