import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  MAX_JOB_PAGE_BYTES,
  TOKEN_PREFIX,
} from '@careerforge/contract';
import { TOKEN_PREFIX as EXTENSION_TOKEN_PREFIX } from '../src/connection';
import { FIELD_LIMITS, MAX_JOB_PAGE_CHARS, STATUS_LABELS } from '../src/limits';
import { MAX_FRAGMENT_CHARS } from '../src/tailor-link';

// the popup keeps its own copy of these (the contract's index would bundle every schema)
describe("the popup's copy of the contract", () => {
  it('has the same limits', () => {
    for (const [field, max] of Object.entries(FIELD_LIMITS))
      expect(max, field).toBe(APPLICATION_LIMITS[field as keyof typeof APPLICATION_LIMITS]);
    expect(MAX_JOB_PAGE_CHARS).toBe(MAX_JOB_PAGE_BYTES);
    expect(EXTENSION_TOKEN_PREFIX).toBe(TOKEN_PREFIX);
    expect(MAX_FRAGMENT_CHARS).toBe(200_000);
  });

  it('has every status, in pipeline order, with the same labels', () => {
    expect(Object.keys(STATUS_LABELS)).toEqual([...APPLICATION_STATUSES]);
    expect(STATUS_LABELS).toEqual(APPLICATION_STATUS_LABELS);
  });
});
