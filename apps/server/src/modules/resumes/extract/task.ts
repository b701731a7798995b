import type { MessagePort } from 'node:worker_threads';
import { ExtractLimitError, type DocumentKind, type ExtractFailure } from './limits';
import { couldNotRead, parseDocument } from './parse';

export interface ExtractTask {
  bytes: Uint8Array;
  kind: DocumentKind;
  maxChars: number;
  /** Told "start" when the task leaves the queue, so the time limit counts parsing only. */
  started: MessagePort;
}

export type ExtractResult = { ok: true; text: string } | ({ ok: false } & ExtractFailure);

/** The worker's task: never throws, so only a crash, a timeout or out-of-memory rejects. */
export default async function extractTask(task: ExtractTask): Promise<ExtractResult> {
  task.started.postMessage('start');
  task.started.close();
  try {
    return { ok: true, text: await parseDocument(task.bytes, task.kind, task.maxChars) };
  } catch (err) {
    if (err instanceof ExtractLimitError)
      return { ok: false, status: err.status, message: err.message };
    return { ok: false, status: 422, message: couldNotRead(task.kind) };
  }
}
