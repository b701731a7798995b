import { defineModule } from '../descriptor';
import { resumeBuilderRoutes } from './routes';
import { resumeBuilderService } from './service';

/** The Resume Builder: a resume document edited and exported, metered as exports. */
export const resumeBuilderModule = defineModule({
  name: 'resumeBuilder',
  service: resumeBuilderService,
  routes: resumeBuilderRoutes,
  activities: ['resume_exported'],
  meters: { exports: { activities: ['resume_exported'] } },
});

declare module '../activity/service' {
  interface ActivityTypes {
    resume_exported: true;
  }
}
