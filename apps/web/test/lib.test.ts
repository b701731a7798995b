import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from '../src/lib/api';
import { TOAST_LIMIT, toast, useToasts } from '../src/lib/toast';
import { renderHook, act } from '@testing-library/react';
import { canTailor, checkFile, downloadName, preview } from '../src/features/resume-lab/lib/wizard';
import { atsEmoji, scoreTone } from '../src/components/ui/score';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends credentials, and a JSON body only when there is a payload', async () => {
    const fetchMock = vi.fn().mockImplementation(
      async () =>
        new Response('{"ok":true}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/x');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fetchMock.mock.calls[0]![1].body).toBeUndefined();
    await apiRequest('POST', '/api/y', { a: 1 });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('turns a non-OK answer into "status: body" and keeps the server message', async () => {
    const body =
      '{"error":{"code":"VALIDATION_ERROR","message":"Job description is required.","fields":{"jobDescription":"required"}}}';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(body, { status: 400, statusText: 'Bad Request' })),
    );
    const err = (await apiRequest('POST', '/api/ai/tailor-resume', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe(`400: ${body}`);
    expect(err.detail).toBe('Job description is required.');
    expect(err.fields).toEqual({ jobDescription: 'required' });
    expect(errorMessage(err, 'fallback')).toBe('Job description is required.');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    const err = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('503: Service Unavailable');
  });
});

describe('toasts', () => {
  it('shows at most one at a time, the newest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
  });
});

describe('Resume Lab rules', () => {
  it('tailors only with a mode, a job description and resume text, and nothing pending', () => {
    const ok = { jobDescription: 'JD', mode: 'basic' as const, resumeText: 'CV', pending: false };
    expect(canTailor(ok)).toBe(true);
    expect(canTailor({ ...ok, mode: null })).toBe(false);
    expect(canTailor({ ...ok, jobDescription: '  ' })).toBe(false);
    expect(canTailor({ ...ok, resumeText: '\n' })).toBe(false);
    expect(canTailor({ ...ok, pending: true })).toBe(false);
  });

  it('checks files before upload', () => {
    expect(checkFile({ name: 'cv.PDF', size: 100 })).toBeNull();
    expect(checkFile({ name: 'cv.png', size: 100 })).toMatch(/Unsupported file type/);
    expect(checkFile({ name: 'cv.docx', size: 10 * 1024 * 1024 + 1 })).toMatch(/larger than 10 MB/);
  });

  it('names downloads tailored-resume-{date}.txt and previews 500 characters', () => {
    expect(downloadName(new Date(2026, 0, 5))).toBe('tailored-resume-2026-01-05.txt');
    expect(preview('a'.repeat(600))).toHaveLength(501);
    expect(preview('short')).toBe('short');
  });

  it('colours and marks scores as the spec says', () => {
    expect([scoreTone(95), scoreTone(80), scoreTone(50), scoreTone(null)]).toEqual([
      'high',
      'mid',
      'low',
      'neutral',
    ]);
    expect([atsEmoji(90), atsEmoji(70), atsEmoji(69), atsEmoji(undefined)]).toEqual([
      '🔥',
      '👍',
      '⚠️',
      '⚡',
    ]);
  });
});
