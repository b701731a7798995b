import { defineModule } from '../descriptor';
import { analyzeCoverLetter as analyzeLocally } from './ai/local/analyze-cover-letter';
import { writeCoverLetter as writeLocally } from './ai/local/write-cover-letter';
import { analyzeCoverLetter as analyzeWithModel } from './ai/llm/analyze-cover-letter';
import { writeCoverLetter as writeWithModel } from './ai/llm/write-cover-letter';
import { coverLetterRoutes } from './routes';
import { coverLetterService } from './service';

/** Cover letters: written, analysed, saved and exported; metered as letters and exports. */
export const coverLetterModule = defineModule({
  name: 'coverLetter',
  service: coverLetterService,
  routes: coverLetterRoutes,
  ai: {
    writeCoverLetter: { local: writeLocally, llm: writeWithModel },
    analyzeCoverLetter: { local: analyzeLocally, llm: analyzeWithModel },
  },
  activities: ['cover_letter_generated', 'cover_letter_saved', 'cover_letter_exported'],
  meters: {
    coverLetters: { activities: ['cover_letter_generated'] },
    exports: { activities: ['cover_letter_exported'] },
  },
});

declare module '../activity/service' {
  interface ActivityTypes {
    cover_letter_generated: true;
    cover_letter_saved: true;
    cover_letter_exported: true;
  }
}
