import { defineModule } from '../descriptor';
import { jobImportRoutes } from './routes';
import { jobImportService } from './service';

/** A job posting read from a link. */
export const jobImportModule = defineModule({
  name: 'jobImport',
  service: ({ config }) => jobImportService({ allowPrivate: config.jobImport.allowPrivate }),
  routes: jobImportRoutes,
});
