import { describe, expect, it } from 'vitest';
import { checkToken, insecureWarning, parseInstance } from '../src/connection';

describe('the instance address', () => {
  it('is kept as an origin, https when no scheme is typed', () => {
    expect(parseInstance(' https://cf.example.com/dashboard?x=1 ')).toEqual({
      ok: true,
      value: 'https://cf.example.com',
    });
    expect(parseInstance('cf.example.com')).toEqual({ ok: true, value: 'https://cf.example.com' });
    expect(parseInstance('http://localhost:4173/')).toEqual({
      ok: true,
      value: 'http://localhost:4173',
    });
  });

  it('refuses what is not an http(s) address', () => {
    expect(parseInstance('')).toMatchObject({ ok: false });
    expect(parseInstance('ftp://example.com')).toEqual({
      ok: false,
      message: 'The address must start with https:// (or http://).',
    });
    expect(parseInstance('javascript:alert(1)')).toMatchObject({ ok: false });
    expect(parseInstance('https://exa mple.com')).toMatchObject({ ok: false });
    expect(parseInstance('https://me:secret@example.com')).toMatchObject({
      ok: false,
      message: 'Leave the user name and password out of the address.',
    });
  });

  it('warns about plain http away from this computer', () => {
    expect(insecureWarning('https://cf.example.com')).toBeNull();
    expect(insecureWarning('http://localhost:4173')).toBeNull();
    expect(insecureWarning('http://127.0.0.1:8080')).toBeNull();
    expect(insecureWarning('http://192.168.1.20')).toMatch(/unencrypted/);
  });
});

describe('the token', () => {
  it('is a Careerforge personal access token', () => {
    expect(checkToken('  cfpat_abc123 ')).toEqual({ ok: true, value: 'cfpat_abc123' });
    expect(checkToken('')).toMatchObject({ ok: false, message: 'Paste a personal access token.' });
    expect(checkToken('ghp_abc')).toMatchObject({ ok: false });
    expect(checkToken('cfpat_a b')).toMatchObject({ ok: false });
    expect(checkToken(`cfpat_${'a'.repeat(300)}`)).toMatchObject({ ok: false });
  });
});
