import type { ApplicationDetail } from '@careerforge/contract';

/**
 * Opens another tool with this application's job filled in. The Resume Lab keeps its job step
 * in sessionStorage ('lab.job'), so the job is written there; the Interview Arena reads the
 * general hand-off ('handoff.job').
 */
export function handOffJob(
  app: Pick<ApplicationDetail, 'jobDescription' | 'company' | 'jobTitle'>,
) {
  const job = {
    jobDescription: app.jobDescription ?? '',
    companyName: app.company,
    jobTitle: app.jobTitle,
  };
  try {
    sessionStorage.setItem('lab.job', JSON.stringify(job));
    sessionStorage.setItem('handoff.job', JSON.stringify({ ...job, from: 'application-tracker' }));
  } catch {
    /* storage blocked: the tool opens empty */
  }
}
