import {
  DOCUMENT_SECTION_KEYS,
  TEMPLATE_DESIGNS,
  resumeDocumentSchema,
  type ResumeDocument,
  type ResumeTemplateId,
} from '@careerforge/contract';

/**
 * The builder's state: the resume document (the contract's one schema), its title and the
 * saved resume it came from. Every edit goes through `builderReducer`; the state is kept as a
 * local draft on every change, so a reload or a failed save loses nothing.
 */

export type Doc = ResumeDocument;
export type Experience = Doc['experience'][number];
export type Education = Doc['education'][number];
export type SkillGroup = Doc['skills'][number];
export type Project = Doc['projects'][number];
export type Certification = Doc['certifications'][number];
export type CustomSection = Doc['customSections'][number];

export interface BuilderState {
  title: string;
  /** the saved resume this is (Save updates it), or null until first saved */
  resumeId: number | null;
  doc: Doc;
}

export const DEFAULT_TITLE = 'My Resume';

/** An id for a new entry: a timestamp string, as the spec's entries have. */
let lastId = 0;
export function newId(): string {
  const now = Date.now();
  lastId = now > lastId ? now : lastId + 1;
  return String(lastId);
}

export const blankExperience = (): Experience => ({
  id: newId(),
  title: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  bullets: [],
});
export const blankEducation = (): Education => ({
  id: newId(),
  degree: '',
  school: '',
  location: '',
  date: '',
  gpa: '',
  details: [],
});
export const blankProject = (): Project => ({
  id: newId(),
  name: '',
  description: '',
  technologies: '',
  date: '',
  bullets: [],
});

/** The spec's skills: technical, soft and languages. */
export const SKILL_GROUPS = ['Technical', 'Soft skills', 'Languages'] as const;

export function blankDocument(template: ResumeTemplateId = 'modern-professional'): Doc {
  return {
    version: 1,
    template,
    theme: { ...TEMPLATE_DESIGNS[template].colors },
    personal: { name: '', headline: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    experience: [blankExperience()],
    education: [blankEducation()],
    skills: SKILL_GROUPS.map((label, i) => ({ id: `skills-${i + 1}`, label, items: [] })),
    projects: [],
    certifications: [],
    customSections: [],
    sections: DOCUMENT_SECTION_KEYS.map((id) => ({ id, visible: true })),
  };
}

export const initialState = (): BuilderState => ({
  title: DEFAULT_TITLE,
  resumeId: null,
  doc: blankDocument(),
});

type ListKey = 'experience' | 'education' | 'projects' | 'certifications';
type Entry<K extends ListKey> = Doc[K][number];

export type BuilderAction =
  | { type: 'title'; title: string }
  | { type: 'personal'; field: keyof Omit<Doc['personal'], 'links'>; value: string }
  | { type: 'website'; value: string }
  | { type: 'summary'; value: string }
  | { type: 'add'; list: ListKey }
  | { type: 'remove'; list: ListKey; id: string }
  | { type: 'update'; list: 'experience'; id: string; patch: Partial<Experience> }
  | { type: 'update'; list: 'education'; id: string; patch: Partial<Education> }
  | { type: 'update'; list: 'projects'; id: string; patch: Partial<Project> }
  | { type: 'update'; list: 'certifications'; id: string; patch: Partial<Certification> }
  | { type: 'skills'; id: string; items: string[] }
  | { type: 'addSection'; title: string }
  | { type: 'removeSection'; id: string }
  | { type: 'updateSection'; id: string; patch: Partial<Omit<CustomSection, 'id'>> }
  | { type: 'template'; template: ResumeTemplateId }
  | { type: 'color'; key: keyof Doc['theme']; value: string }
  | { type: 'moveSection'; id: string; by: -1 | 1 }
  | { type: 'toggleSection'; id: string }
  | { type: 'load'; state: BuilderState }
  | { type: 'saved'; resumeId: number }
  | { type: 'reset' };

const blank: { [K in ListKey]: () => Entry<K> } = {
  experience: blankExperience,
  education: blankEducation,
  projects: blankProject,
  certifications: () => ({ id: newId(), name: '' }),
};

function withDoc(state: BuilderState, doc: Partial<Doc>): BuilderState {
  return { ...state, doc: { ...state.doc, ...doc } };
}

// Long: one short case per BuilderAction, read as a table; split, the cases would scatter.
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { doc } = state;
  switch (action.type) {
    case 'title':
      return { ...state, title: action.title };
    case 'personal':
      return withDoc(state, { personal: { ...doc.personal, [action.field]: action.value } });
    case 'website': {
      // the spec's one website: the first link
      const links = [action.value, ...doc.personal.links.slice(1)].filter((l, i) => i > 0 || l);
      return withDoc(state, { personal: { ...doc.personal, links } });
    }
    case 'summary':
      return withDoc(state, { summary: action.value });
    case 'add':
      // adding appends a blank entry
      return withDoc(state, { [action.list]: [...doc[action.list], blank[action.list]()] });
    case 'remove':
      // deleting removes the entry by its id
      return withDoc(state, {
        [action.list]: (doc[action.list] as { id: string }[]).filter((e) => e.id !== action.id),
      });
    case 'update': {
      const list = (doc[action.list] as { id: string }[]).map((e) => {
        if (e.id !== action.id) return e;
        const next = { ...e, ...action.patch } as Experience;
        // "current": the end date is blank (and its input disabled)
        if (action.list === 'experience' && next.current) next.endDate = '';
        return next;
      });
      return withDoc(state, { [action.list]: list });
    }
    case 'skills':
      return withDoc(state, {
        skills: doc.skills.map((g) => (g.id === action.id ? { ...g, items: action.items } : g)),
      });
    case 'addSection': {
      // a section of its own (Languages, Volunteer, ...): printed where the order puts it, last
      const id = newSectionId(doc);
      return withDoc(state, {
        customSections: [...doc.customSections, { id, title: action.title, lines: [] }],
        sections: [...orderedSections(doc), { id, visible: true }],
      });
    }
    case 'removeSection':
      return withDoc(state, {
        customSections: doc.customSections.filter((c) => c.id !== action.id),
        sections: doc.sections.filter((s) => s.id !== action.id),
      });
    case 'updateSection':
      return withDoc(state, {
        customSections: doc.customSections.map((c) =>
          c.id === action.id ? { ...c, ...action.patch } : c,
        ),
      });
    case 'template':
      // a template brings its own colours
      return withDoc(state, {
        template: action.template,
        theme: { ...TEMPLATE_DESIGNS[action.template].colors },
      });
    case 'color':
      return withDoc(state, { theme: { ...doc.theme, [action.key]: action.value } });
    case 'moveSection': {
      const sections = [...orderedSections(doc)];
      const i = sections.findIndex((s) => s.id === action.id);
      const j = i + action.by;
      if (i < 0 || j < 0 || j >= sections.length) return state;
      [sections[i], sections[j]] = [sections[j]!, sections[i]!];
      return withDoc(state, { sections });
    }
    case 'toggleSection':
      return withDoc(state, {
        sections: orderedSections(doc).map((s) =>
          s.id === action.id ? { ...s, visible: !s.visible } : s,
        ),
      });
    case 'load':
      return action.state;
    case 'saved':
      // what was saved has no empty rows: the editor drops them too, so none is left behind
      return { ...state, resumeId: action.resumeId, doc: dropEmptyRows(doc) };
    case 'reset':
      return initialState();
  }
}

/** Every section once, in the document's order (the standard ones it omits at the end). */
export function orderedSections(doc: Doc): { id: string; visible: boolean }[] {
  const known = [...DOCUMENT_SECTION_KEYS, ...doc.customSections.map((c) => c.id)] as string[];
  const out = doc.sections.filter(
    (s, i, all) => known.includes(s.id) && all.findIndex((x) => x.id === s.id) === i,
  );
  for (const id of known) if (!out.some((s) => s.id === id)) out.push({ id, visible: true });
  return out;
}

/** An id for a new section of its own: "custom-N", one no section has. */
function newSectionId(doc: Doc): string {
  const taken = new Set<string>([
    ...DOCUMENT_SECTION_KEYS,
    ...doc.customSections.map((c) => c.id),
    ...doc.sections.map((s) => s.id),
  ]);
  let n = doc.customSections.length + 1;
  while (taken.has(`custom-${n}`)) n++;
  return `custom-${n}`;
}

/** Splits "a, b; c" and lines into skill items. */
export function splitItems(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One item a line. */
export const splitLines = (text: string): string[] => text.split('\n');

/* ---------- the local draft ---------- */

export const DRAFT_KEY = 'careerforge.resume-builder.draft';

export function saveDraft(
  state: BuilderState,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(state));
  } catch {
    // storage full or disabled: the draft is only a convenience
  }
}

/** The stored draft, if it is still a valid document; anything else is ignored. */
export function loadDraft(
  storage: Storage | undefined = globalThis.localStorage,
): BuilderState | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BuilderState>;
    const doc = resumeDocumentSchema.safeParse(value.doc);
    if (!doc.success) return null;
    return {
      title: typeof value.title === 'string' ? value.title : DEFAULT_TITLE,
      resumeId: typeof value.resumeId === 'number' ? value.resumeId : null,
      doc: doc.data,
    };
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** Whether an entry holds anything: a blank "Add Experience" row does not. */
const filled = {
  experience: (e: Experience) =>
    Boolean(e.title.trim() || e.company.trim() || e.bullets.some((b) => b.trim())),
  education: (e: Education) => Boolean(e.degree.trim() || e.school.trim()),
  projects: (p: Project) =>
    Boolean(p.name.trim() || p.description.trim() || p.bullets.some((b) => b.trim())),
  certifications: (c: Certification) => Boolean(c.name.trim()),
};

/**
 * The document without its empty rows (entries that hold nothing, a section added and left
 * without a title or a line), everything else as typed.
 */
export function dropEmptyRows(doc: Doc): Doc {
  const empty = new Set(
    doc.customSections
      .filter((c) => !c.title.trim() && !c.lines.some((l) => l.trim()))
      .map((c) => c.id),
  );
  return {
    ...doc,
    experience: doc.experience.filter(filled.experience),
    education: doc.education.filter(filled.education),
    projects: doc.projects.filter(filled.projects),
    certifications: doc.certifications.filter(filled.certifications),
    customSections: doc.customSections.filter((c) => !empty.has(c.id)),
    sections: doc.sections.filter((s) => !empty.has(s.id)),
  };
}

/**
 * The document as the server accepts it: bullets and lines without blanks, entries that hold
 * something (a blank "Add Experience" row is not saved).
 */
export function cleanDocument(doc: Doc): Doc {
  const lines = (xs: string[]) => xs.map((x) => x.trim()).filter(Boolean);
  const kept = dropEmptyRows(doc);
  return {
    ...kept,
    experience: kept.experience.map((e) => ({ ...e, bullets: lines(e.bullets) })),
    education: kept.education.map((e) => ({ ...e, details: lines(e.details) })),
    projects: kept.projects.map((p) => ({ ...p, bullets: lines(p.bullets) })),
    customSections: kept.customSections.map((c) => ({ ...c, lines: lines(c.lines) })),
    personal: { ...doc.personal, links: lines(doc.personal.links) },
  };
}
