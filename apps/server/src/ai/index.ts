import type { Config } from '../config';
import { createLlm, type Llm } from './llm/plumbing';
import type { AiProvider, AiTaskDefinition, AiTaskDefinitions, AiTasks } from './types';

export type {
  AiProvider,
  AiStreamingTask,
  AiTask,
  AiTaskDefinition,
  AiTaskDefinitions,
  AiTasks,
  Written,
} from './types';
export { engineOptions, jobTargetOf } from './types';
export type { Llm } from './llm/plumbing';

/** Each task bound to one way of answering it. */
function bindTasks(
  tasks: AiTaskDefinitions,
  bind: (task: AiTaskDefinition<unknown, unknown>) => (input: unknown) => Promise<unknown>,
): AiTasks {
  const bound: Partial<Record<keyof AiTasks, unknown>> = {};
  for (const [name, task] of Object.entries(tasks))
    bound[name as keyof AiTasks] = bind(task as AiTaskDefinition<unknown, unknown>);
  return bound as AiTasks;
}

/** The offline provider: the career engine writes and measures. */
export function localProvider(tasks: AiTaskDefinitions): AiProvider {
  return { ...bindTasks(tasks, (task) => task.local), name: 'local' };
}

/** A language model writes (OpenAI, an OpenAI-compatible server, or Anthropic); the engine measures. */
export function llmProvider(llm: Llm, tasks: AiTaskDefinitions): AiProvider {
  return { ...bindTasks(tasks, (task) => (input) => task.llm(llm, input)), name: llm.name };
}

/** The provider the configuration asks for, answering the tasks the modules registered. */
export function aiProvider(config: Config, tasks: AiTaskDefinitions): AiProvider {
  return config.ai.provider === 'local'
    ? localProvider(tasks)
    : llmProvider(createLlm(config), tasks);
}
