/** Resume Lab: upload or paste a resume, tailor it to a job, score it and save the result. */
export { resumesQueryKey } from './api/keys';
export { ResumeLabView } from './components/resume-lab-view';
