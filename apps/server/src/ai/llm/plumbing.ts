/**
 * What every language-model task shares: the model from the configuration, the time limit, the
 * mapping of SDK failures to HTTP errors, and structured output checked against a zod schema.
 * A task file holds only its prompt, its schema and what it does with the answer.
 */
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import type { Config } from '../../config';
import { badGateway, gatewayTimeout } from '../../lib/errors';

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' } as const;

/**
 * The AI SDK and its providers, loaded on the first call: about 9 MB of heap that a server on
 * the built-in engine (the default) never needs, and one with a model only once asked.
 */
let sdk: Promise<typeof import('ai')> | undefined;
const loadSdk = () => (sdk ??= import('ai'));

/** The configured model, its display name and its time limit, shared by every task. */
export interface Llm {
  /** the model, its provider's package loaded on the first call */
  model: () => Promise<LanguageModel>;
  /** "<provider>:<model>", as results record it */
  name: string;
  timeoutMs: number;
}

async function loadModel(ai: Config['ai'], modelId: string): Promise<LanguageModel> {
  if (ai.provider === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return createAnthropic({ apiKey: ai.anthropicApiKey })(modelId);
  }
  const { createOpenAI } = await import('@ai-sdk/openai');
  const openai = createOpenAI({
    apiKey: ai.openaiApiKey ?? 'not-needed',
    baseURL: ai.openaiBaseUrl,
  });
  // Chat completions is the dialect every OpenAI-compatible server (Ollama, vLLM, LM Studio) speaks.
  return openai.chat(modelId);
}

export function createLlm(config: Config): Llm {
  const { ai } = config;
  const vendor = ai.provider === 'anthropic' ? 'anthropic' : 'openai';
  const modelId = ai.model ?? DEFAULT_MODELS[vendor];
  let model: Promise<LanguageModel> | undefined;
  return {
    model: () => (model ??= loadModel(ai, modelId)),
    name: `${ai.provider}:${modelId}`,
    timeoutMs: ai.timeoutMs,
  };
}

/**
 * Maps SDK failures to 502 (provider failed) and 504 (provider too slow); nothing is saved.
 * `sdkErrors` are the SDK's error classes (the SDK is loaded by then: the call that failed used it).
 */
export function providerError(
  err: unknown,
  timeoutMs: number,
  sdkErrors?: Pick<typeof import('ai'), 'APICallError' | 'NoObjectGeneratedError'>,
): Error {
  const name = err instanceof Error ? err.name : '';
  if (
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    (err instanceof Error && /aborted|timed? ?out/i.test(err.message))
  ) {
    return gatewayTimeout(
      `The AI provider did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
    );
  }
  if (sdkErrors?.NoObjectGeneratedError.isInstance(err)) {
    return badGateway('The AI provider returned a reply that could not be read. Please try again.');
  }
  if (sdkErrors?.APICallError.isInstance(err)) {
    return badGateway(
      `The AI provider failed (${err.statusCode ?? 'no response'}). Please try again later.`,
    );
  }
  return badGateway('The AI provider could not be reached. Please try again later.');
}

export interface StructuredRequest<Schema extends z.ZodType> {
  schema: Schema;
  /** names the object for the model ("TailoredResume") */
  schemaName: string;
  system: string;
  prompt: string;
  temperature?: number;
}

/** The pause before the second try when the provider does not say how long to wait. */
const RETRY_PAUSE_MS = 500;

/**
 * How long to wait before a second try, or undefined when the failure will not pass by itself.
 * A reset or refused connection, 408, 409, 429 and 5xx may pass (the SDK marks them retryable);
 * a provider's `retry-after-ms` or `retry-after` (seconds) header sets the pause.
 */
function retryPause(
  err: unknown,
  sdkErrors: Pick<typeof import('ai'), 'APICallError'>,
): number | undefined {
  if (!sdkErrors.APICallError.isInstance(err) || !err.isRetryable) return undefined;
  const headers = err.responseHeaders ?? {};
  const afterMs = Number(headers['retry-after-ms']);
  if (afterMs > 0) return afterMs;
  const afterS = Number(headers['retry-after']);
  return afterS > 0 ? afterS * 1000 : RETRY_PAUSE_MS;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One structured answer from the model, checked against the schema, within the time limit.
 * A failure that may pass by itself (a dropped connection, a busy or failing provider) gets one
 * more try when the time limit leaves room for the pause; both tries share the one limit.
 * SDK failures come back as the API's 502/504 errors. (A streaming task would sit beside this,
 * sharing the model, the time limit and providerError.)
 */
export async function generateStructured<Schema extends z.ZodType>(
  llm: Llm,
  request: StructuredRequest<Schema>,
): Promise<z.infer<Schema>> {
  const ai = await loadSdk();
  const deadline = Date.now() + llm.timeoutMs;
  const abortSignal = AbortSignal.timeout(llm.timeoutMs);
  const attempt = async () =>
    ai.generateObject({
      model: await llm.model(),
      schema: request.schema,
      schemaName: request.schemaName,
      system: request.system,
      prompt: request.prompt,
      temperature: request.temperature ?? 0.2,
      maxRetries: 0,
      abortSignal,
    });
  try {
    try {
      return (await attempt()).object as z.infer<Schema>;
    } catch (err) {
      const wait = retryPause(err, ai);
      if (wait === undefined || Date.now() + wait >= deadline) throw err;
      await pause(wait);
      return (await attempt()).object as z.infer<Schema>;
    }
  } catch (err) {
    throw providerError(err, llm.timeoutMs, ai);
  }
}

/** A passage of the model's text as a note quotes it: at most `max` characters, cut with "...". */
export const quoted = (text: string, max: number) =>
  `"${text.length > max ? `${text.slice(0, max - 3)}...` : text}"`;

/**
 * The note on what the engine removed from the model's text for naming facts not in the resume:
 * how many `noun`s, the first `shown` of them quoted at most `max` characters long.
 */
export function removedNote(removed: string[], noun: string, shown: number, max: number): string {
  const list = removed
    .slice(0, shown)
    .map((r) => quoted(r, max))
    .join(', ');
  return `Removed ${removed.length} ${noun}${removed.length === 1 ? '' : 's'} the AI wrote that named facts not in your resume: ${list}${removed.length > shown ? ' and more' : ''}.`;
}
