import { defineModule } from '../descriptor';
import { resumeRoutes } from './routes';
import { resumesService } from './service';

/** Saved resumes: uploads, edits and the resume each tool reads. */
export const resumesModule = defineModule({
  name: 'resumes',
  service: resumesService,
  routes: resumeRoutes,
  activities: ['resume_saved', 'resume_uploaded'],
});

declare module '../activity/service' {
  interface ActivityTypes {
    resume_saved: true;
    resume_uploaded: true;
  }
}
