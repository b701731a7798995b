import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function fixture(name: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
}

/** Every number written in a text (digits only, separators removed). */
export function numbersIn(text: string): string[] {
  return (text.match(/(?<![A-Za-z])\d+(?:[.,]\d+)*(?![A-Za-z])/g) ?? []).map((n) =>
    String(Number(n.replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, ''))),
  );
}
