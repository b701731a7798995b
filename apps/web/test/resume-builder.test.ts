import { describe, expect, it } from 'vitest';
import { atsText, layoutResume, renderResumeHtml } from '@careerforge/contract';
import {
  DRAFT_KEY,
  builderReducer,
  cleanDocument,
  initialState,
  loadDraft,
  orderedSections,
  saveDraft,
  splitItems,
  type BuilderState,
} from '../src/features/resume-builder/lib/document';

type Job = BuilderState['doc']['experience'][number];

/** The state with its first job changed by `patch`. */
const patchFirstJob = (s: BuilderState, patch: Partial<Job>) =>
  builderReducer(s, { type: 'update', list: 'experience', id: s.doc.experience[0]!.id, patch });

describe('resume builder reducer', () => {
  it("starts with the spec's defaults", () => {
    const s = initialState();
    expect(s.title).toBe('My Resume');
    expect(s.doc.template).toBe('modern-professional');
    expect(s.doc.experience).toHaveLength(1);
    expect(s.doc.skills.map((g) => g.label)).toEqual(['Technical', 'Soft skills', 'Languages']);
  });

  it('appends a blank entry and deletes by id', () => {
    let s = initialState();
    s = builderReducer(s, { type: 'add', list: 'experience' });
    expect(s.doc.experience).toHaveLength(2);
    const [first, second] = s.doc.experience;
    expect(first!.id).not.toBe(second!.id);
    s = builderReducer(s, { type: 'remove', list: 'experience', id: first!.id });
    expect(s.doc.experience.map((e) => e.id)).toEqual([second!.id]);
  });

  it('blanks the end date of a current job', () => {
    let s = initialState();
    s = patchFirstJob(s, { endDate: '2024-01' });
    s = patchFirstJob(s, { current: true });
    expect(s.doc.experience[0]).toMatchObject({ current: true, endDate: '' });
  });

  it('picks a template with its colours, reorders and hides sections', () => {
    let s = builderReducer(initialState(), { type: 'template', template: 'creative-designer' });
    expect(s.doc.template).toBe('creative-designer');
    expect(s.doc.theme.primary).toBe('#6d28d9');
    s = builderReducer(s, { type: 'moveSection', id: 'skills', by: -1 });
    expect(
      orderedSections(s.doc)
        .map((x) => x.id)
        .slice(0, 4),
    ).toEqual(['summary', 'experience', 'skills', 'education']);
    s = builderReducer(s, { type: 'toggleSection', id: 'summary' });
    expect(orderedSections(s.doc)[0]).toEqual({ id: 'summary', visible: false });
  });

  it('keeps and restores a draft; ignores a broken one', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as unknown as Storage;
    let s = builderReducer(initialState(), { type: 'title', title: 'Draft one' });
    s = builderReducer(s, { type: 'personal', field: 'name', value: 'Zoë Łukasz' });
    saveDraft(s, storage);
    expect(loadDraft(storage)).toEqual(s);
    store.set(DRAFT_KEY, '{"doc":{"version":2}}');
    expect(loadDraft(storage)).toBeNull();
    store.set(DRAFT_KEY, 'not json');
    expect(loadDraft(storage)).toBeNull();
  });

  it('drops blank entries and lines before saving', () => {
    let s = initialState();
    s = builderReducer(s, { type: 'add', list: 'experience' });
    s = patchFirstJob(s, { title: 'Analyst', bullets: ['Did a thing', '', '  '] });
    const clean = cleanDocument(s.doc);
    expect(clean.experience).toHaveLength(1);
    expect(clean.experience[0]!.bullets).toEqual(['Did a thing']);
    expect(clean.education).toEqual([]);
  });

  it('splits skills on commas, semicolons and lines', () => {
    expect(splitItems('SQL, Python;Excel\n Tableau ,')).toEqual([
      'SQL',
      'Python',
      'Excel',
      'Tableau',
    ]);
  });

  it('escapes text in the preview and never links javascript:', () => {
    let s = builderReducer(initialState(), {
      type: 'personal',
      field: 'name',
      value: '<script>alert(1)</script>',
    });
    s = builderReducer(s, { type: 'website', value: 'javascript:alert(1)' });
    const html = renderResumeHtml(s.doc);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript:/);
  });

  it('shows the ATS text in reading order: a sidebar first, then the main column', () => {
    let s = builderReducer(initialState(), {
      type: 'personal',
      field: 'name',
      value: 'Zoë Łukasz',
    });
    s = builderReducer(s, { type: 'personal', field: 'email', value: 'zoe@example.com' });
    s = builderReducer(s, { type: 'template', template: 'tech-minimalist' });
    s = patchFirstJob(s, {
      title: 'Analyst',
      company: 'Initech',
      startDate: '2021-03',
      current: true,
    });
    s = builderReducer(s, { type: 'skills', id: 'skills-1', items: ['SQL', 'Python'] });
    const text = atsText(layoutResume(cleanDocument(s.doc)));
    expect(text.split('\n').slice(0, 2)).toEqual(['Zoë Łukasz', 'zoe@example.com']);
    expect(text).toContain('Analyst | Initech\nMar 2021 – Present');
    expect(text.indexOf('SKILLS')).toBeLessThan(text.indexOf('EXPERIENCE'));
  });
});
