import type { Config } from '../config';
import { createLlmProvider } from './llm';
import { createLocalProvider } from './local';
import type { AiProvider } from './types';

export type { AiProvider, AiTask, AiStreamingTask, TailorOutcome, TailorTask } from './types';

export function createAiProvider(config: Config): AiProvider {
  return config.ai.provider === 'local' ? createLocalProvider() : createLlmProvider(config);
}
