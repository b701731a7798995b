import { accountBodies } from './account';
import { billingBodies } from './billing';
import { gettingStartedBodies } from './getting-started';
import { interviewCoachBodies } from './interview-coach';
import { privacyBodies } from './privacy';
import { resumeLabBodies } from './resume-lab';

/**
 * The bodies (Markdown) of the help articles, by slug; their titles and summaries are in
 * ../help.ts. The help topic pages import them; the help center loads them only when a visitor
 * searches, so its first load carries the titles alone (the bodies are not on that page).
 */
export const helpArticleBodies: Readonly<Record<string, string>> = {
  ...gettingStartedBodies,
  ...resumeLabBodies,
  ...interviewCoachBodies,
  ...accountBodies,
  ...billingBodies,
  ...privacyBodies,
};
