import type { Config } from '../../config';
import type { AiProvider } from '../types';
import { createLlm } from './plumbing';
import { tailorResume } from './tailor-resume';

/** A language model writes (OpenAI, an OpenAI-compatible server, or Anthropic); the engine measures. */
export function createLlmProvider(config: Config): AiProvider {
  const llm = createLlm(config);
  return {
    name: llm.name,
    tailorResume: (task) => tailorResume(llm, task),
  };
}
