import { ExtractLimitError, type DocumentKind, type ExtractFailure } from './limits';
import { couldNotRead, parseDocument } from './parse';

export interface ExtractTask {
  bytes: Uint8Array;
  kind: DocumentKind;
  maxChars: number;
}

export type ExtractResult = { ok: true; text: string } | ({ ok: false } & ExtractFailure);

/**
 * The worker's task: never throws, so only a crash, a timeout or running out of memory
 * rejects. `started` tells the pool the task has left the queue, so the time limit counts
 * parsing only.
 */
export default async function extractTask(
  task: ExtractTask,
  started: () => void = () => {},
): Promise<ExtractResult> {
  started();
  try {
    return { ok: true, text: await parseDocument(task.bytes, task.kind, task.maxChars) };
  } catch (err) {
    if (err instanceof ExtractLimitError)
      return { ok: false, status: err.status, message: err.message };
    return { ok: false, status: 422, message: couldNotRead(task.kind) };
  }
}
