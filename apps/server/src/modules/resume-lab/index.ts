import { defineModule } from '../descriptor';
import { tailorResume as tailorLocally } from './ai/local/tailor-resume';
import { tailorResume as tailorWithModel } from './ai/llm/tailor-resume';
import { resumeLabRoutes } from './routes';
import { resumeLabService } from './service';

/** The Resume Lab: tailoring a resume to a job, metered as resume tailorings. */
export const resumeLabModule = defineModule({
  name: 'resumeLab',
  service: resumeLabService,
  routes: resumeLabRoutes,
  ai: { tailorResume: { local: tailorLocally, llm: tailorWithModel } },
  activities: ['resume_tailored'],
  meters: { resumes: { activities: ['resume_tailored'] } },
});

declare module '../activity/service' {
  interface ActivityTypes {
    resume_tailored: true;
  }
}
