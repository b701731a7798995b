import type { AiProvider } from '../types';
import { tailorResume } from './tailor-resume';

/** The offline provider: the career engine writes and measures. */
export function createLocalProvider(): AiProvider {
  return { name: 'local', tailorResume };
}
