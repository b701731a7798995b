import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { useApp, type TestUser } from './helpers';
import { RESUME, dataUrl, makePdf } from './fixtures';

const ctx = useApp({ users: 1 });
const [user] = ctx.users;

const upload = (payload: object, u: TestUser | null = user) =>
  ctx.as(u)({ method: 'POST', url: '/api/resumes/upload', payload });

describe('POST /api/resumes (pasted text)', () => {
  it('stores the resume for the session user, ignoring a userId in the payload', async () => {
    const other = await ctx.signUp();
    const res = await ctx.call(user, 'POST', '/api/resumes', {
      userId: 1,
      title: 'Pasted Resume',
      content: RESUME(),
      originalContent: RESUME(),
      isTemplate: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Pasted Resume', isTemplate: false });
    const mine = (await ctx.call(user, 'GET', '/api/resumes?userId=1')).json();
    expect(mine.some((r: { id: number }) => r.id === res.json().id)).toBe(true);
    const theirs = (await ctx.call(other, 'GET', '/api/resumes?userId=1')).json();
    expect(theirs).toEqual([]);
  });

  it('stores a builder document and keeps its text searchable', async () => {
    const res = await ctx.call(user, 'POST', '/api/resumes', {
      title: 'My Resume',
      content: {
        template: 'modern-professional',
        sections: [
          { id: 'p', type: 'personal', content: { name: 'Dana Smith', summary: 'Engineer' } },
        ],
        metadata: {},
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().document.template).toBe('modern-professional');
    expect(res.json().content).toContain('Dana Smith');
  });

  it('answers 413 for a resume over 50,000 characters', async () => {
    const res = await ctx.call(user, 'POST', '/api/resumes', {
      title: 'Long',
      content: 'x'.repeat(50_001),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/50,000 characters/);
  });

  it('answers 401 when signed out', async () => {
    const res = await ctx.call(null, 'GET', '/api/resumes');
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/resumes/upload', () => {
  it('extracts text from a .txt data URL and stores the resume', async () => {
    const res = await upload({
      fileData: dataUrl(Buffer.from(RESUME()), 'text/plain'),
      fileName: 'jordan.txt',
      fileType: 'text/plain',
      userId: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.extractedText).toBe(RESUME().trim());
    expect(body.resume).toMatchObject({ title: 'jordan', fileType: 'txt', fileName: 'jordan.txt' });
  });

  it('extracts text from a PDF', async () => {
    const pdf = makePdf([
      'Avery Chen',
      'avery.chen@example.com',
      'Senior Software Engineer at Northwind Labs',
    ]);
    const res = await upload({
      fileData: dataUrl(pdf, 'application/pdf'),
      fileName: 'avery.pdf',
      fileType: 'application/pdf',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedText).toContain('Avery Chen');
    expect(res.json().extractedText).toContain('Northwind Labs');
  });

  it('says clearly when a PDF has no text (scanned image or empty)', async () => {
    const res = await upload({
      fileData: dataUrl(makePdf([]), 'application/pdf'),
      fileName: 'scan.pdf',
      fileType: 'application/pdf',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'No text found in this PDF. It may be a scanned image; paste the text of your resume instead.',
    );
  });

  it('extracts text from a .docx', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('Riley Park'),
            new Paragraph('Data Analyst at Bluefin Analytics'),
          ],
        },
      ],
    });
    const bytes = await Packer.toBuffer(doc);
    const res = await upload({
      fileData: dataUrl(
        bytes,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      fileName: 'riley.docx',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedText).toContain('Data Analyst at Bluefin Analytics');
  });

  const docFixture = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    'fixtures/resume.doc',
  );
  it('extracts text from a legacy Word .doc', async () => {
    const res = await upload({
      fileData: dataUrl(readFileSync(docFixture), 'application/msword'),
      fileName: 'legacy.doc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedText).toContain('Morgan Ellis');
  });

  it('accepts multipart/form-data', async () => {
    const boundary = '----careerforge';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('Sam Lee\nsam@example.com\nProduct Designer'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.as(user)({
      method: 'POST',
      url: '/api/resumes/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedText).toBe('Sam Lee\nsam@example.com\nProduct Designer');
  });

  it('answers 415 for another file type', async () => {
    const res = await upload({
      fileData: dataUrl(Buffer.from('GIF89a'), 'image/gif'),
      fileName: 'photo.gif',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/Unsupported file type/);
  });

  it('answers 415 when the content does not match the extension', async () => {
    const res = await upload({
      fileData: dataUrl(Buffer.from('just text'), 'application/pdf'),
      fileName: 'fake.pdf',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('This file is not a valid PDF.');
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x61);
    const res = await upload({ fileData: dataUrl(big, 'text/plain'), fileName: 'huge.txt' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      'The file is larger than 10 MB. Upload a smaller file or paste the text.',
    );
  });

  it('answers 400 naming the field when the file data is missing', async () => {
    const res = await upload({ fileName: 'cv.txt' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('fileData');
  });

  it('answers 422 for an empty text file', async () => {
    const res = await upload({ fileData: 'data:text/plain;base64,', fileName: 'empty.txt' });
    expect(res.statusCode).toBe(422);
  });
});
