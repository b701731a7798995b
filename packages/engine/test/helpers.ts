import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line careerforge/boundaries -- the tests check imports against the contract's schema
import { resumeDocumentSchema } from '@careerforge/contract';
import { expect } from 'vitest';
import { ImportError } from '../src/interop/errors';
import type { ResumeDocument } from '../src/types';

export function fixture(name: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
}

/** Every number written in a text (digits only, separators removed). */
export function numbersIn(text: string): string[] {
  return (text.match(/(?<![A-Za-z])\d+(?:[.,]\d+)*(?![A-Za-z])/g) ?? []).map((n) =>
    String(Number(n.replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, ''))),
  );
}

/** A JSON file of the interop fixtures, parsed. */
export function interopJson(name: string): unknown {
  return JSON.parse(fixture(`interop/${name}`));
}

/** The ImportError a call throws (the test fails when it throws none, or something else). */
export function importError(call: () => unknown): ImportError {
  try {
    call();
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return e as ImportError;
  }
  throw new Error('expected an ImportError');
}

/** The document as the contract stores it: it must parse, and parse to itself. */
export function expectContractDocument(doc: ResumeDocument) {
  const parsed = resumeDocumentSchema.safeParse(doc);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(doc);
}
