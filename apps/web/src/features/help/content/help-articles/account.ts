/** The bodies (Markdown) of the account help articles, by slug (titles in ../help.ts). */
export const accountBodies: Record<string, string> = {
  'signing-in-and-out': `## Signing in

Open the sign-in page from **Sign In** in the header and choose **Continue with Google**. Self-hosted instances may offer a different sign-in method, chosen by whoever runs the instance. The first time you sign in, your account is created with the name and e-mail address your sign-in provider shares.

Once you are signed in, the header shows your first and last name (or your e-mail if no name is available), links to your dashboard and analytics, and a **Sign Out** button. If you open the sign-in page while already signed in, you are taken straight to your dashboard.

## Pages that need an account

The dashboard, Resume Lab, saved resumes and cover letters, all AI tools, the Resume Builder, the Application Tracker, Subscription and Analytics need you to be signed in. If you open one of them while signed out, you are sent to the sign-in page first.

## Signing out

Select **Sign Out** in the header. Your session ends, any cached account data in the browser is cleared and you see a short goodbye page with links back to the home page or to sign in again. After five seconds it returns you to the home page automatically.

Signing out does not delete anything: your saved resumes, cover letters and applications are there when you sign back in.

## Shared or public computers

Always sign out when you finish, and close the browser window. If you used voice answers, also check that the browser has not kept microphone permission for the site.`,
  'dashboard-and-analytics': `## Dashboard

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
  'tracking-applications': `The Application Tracker keeps your whole search in one list.

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
  'formats-and-connections': `Careerforge reads and writes the formats other tools use, so your work is never locked in.

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
};
