import type { Llm } from './llm/plumbing';

/**
 * The AI layer: what every tool's AI task shares. A tool declares its own tasks in its module
 * (`modules/<tool>/ai/`): the task's input and output types, an entry in `AiTasks` below (by
 * declaration merging, from `modules/<tool>/ai/types.ts`), and one implementation for each
 * provider: `local` answers with the built-in engine, `llm` lets a language model write the
 * text. Whoever writes, the engine computes every score and the advice. The module's descriptor
 * lists the implementations (`ai` in `modules/<tool>/index.ts`), and `modules/index.ts` builds
 * the provider from every module's list, so a new task edits no file of this folder.
 */

/**
 * A task answers once. A task that shows its answer as it is written (the interview arena may)
 * can return an async iterable of parts instead; the shared LLM plumbing is where that belongs.
 */
export type AiTask<Input, Output> = (input: Input) => Promise<Output>;
export type AiStreamingTask<Input, Part> = (input: Input) => AsyncIterable<Part>;

/** The engine's answer to a task as a provider gives it: with who wrote the words. */
export type Written<Result> = Result & {
  /** "local" or "<provider>:<model>" */
  provider: string;
};

/** "Present" in a resume means this month, so years of experience are counted to today. */
export function engineOptions(now = new Date()) {
  return { asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } };
}

/** The company and job title a task names, for the engine: a blank one is left out. */
export function jobTargetOf(task: { companyName: string | null; jobTitle: string | null }) {
  return {
    ...(task.companyName ? { companyName: task.companyName } : {}),
    ...(task.jobTitle ? { jobTitle: task.jobTitle } : {}),
  };
}

/**
 * Every AI task by name, one `AiTask` each. Empty here on purpose: each tool module adds its own
 * tasks (`declare module '../../../ai/types' { interface AiTasks { ... } }`), so this file is
 * never edited for a new tool, and the compiler still knows every task a service may call.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the tool modules
export interface AiTasks {}

/** What a service calls: one method per task, and who writes ("local" or "<provider>:<model>"). */
export interface AiProvider extends AiTasks {
  readonly name: string;
}

/** One task as a module registers it: the engine's answer and the language model's. */
export interface AiTaskDefinition<Input, Output> {
  local: (input: Input) => Promise<Output>;
  llm: (llm: Llm, input: Input) => Promise<Output>;
}

type DefinitionOf<T> = T extends AiTask<infer I, infer O> ? AiTaskDefinition<I, O> : never;

/** The implementations of some tasks, as a module's descriptor lists its own. */
export type AiTaskDefinitions = { [Name in keyof AiTasks]: DefinitionOf<AiTasks[Name]> };
