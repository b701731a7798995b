import { optimizeAbout as optimizeWithEngine } from '@careerforge/engine';
import type { AboutOutcome, AboutTask } from '../types';

/** The engine rewrites the About from the user's own sentences and scores both versions. */
export async function optimizeAbout(task: AboutTask): Promise<AboutOutcome> {
  return { ...optimizeWithEngine(task), provider: 'local' };
}
