/**
 * A resume document read from untrusted JSON (the Careerforge copy a Europass file carries):
 * the exact shape of ResumeDocument or nothing. Lengths are not checked here (fitDocument cuts
 * them); types, the template, the colours and the ids are, so nothing of the wrong kind gets in.
 */
import { DOCUMENT_SECTION_KEYS } from '../document';
import type {
  DocumentCustomSection,
  DocumentEducation,
  DocumentExperience,
  DocumentProject,
  DocumentSection,
  DocumentSkillGroup,
  ResumeDocument,
  ResumeTemplateId,
  ResumeTheme,
} from '../types';
import { LIMITS, stripForbidden } from './document-fit';

/** Every template, as a record so a template added to the type must be added here too. */
const TEMPLATES: Record<ResumeTemplateId, true> = {
  'modern-professional': true,
  'creative-designer': true,
  'tech-minimalist': true,
  'executive-classic': true,
  'startup-dynamic': true,
  'academic-research': true,
};

type Obj = Record<string, unknown>;

/** Thrown inside this module only: the value is not a document. */
class NotADocument extends Error {}

const fail = (): never => {
  throw new NotADocument();
};
const obj = (v: unknown): Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : fail();
const str = (v: unknown): string => (typeof v === 'string' ? v : fail());
const bool = (v: unknown): boolean => (typeof v === 'boolean' ? v : fail());
/** A list, refused when far longer than any document holds (fitting would cut it anyway). */
const list = (v: unknown): unknown[] => (Array.isArray(v) && v.length <= 1000 ? v : fail());
const strings = (v: unknown): string[] => list(v).map(str);
const id = (v: unknown): string => {
  const s = str(v);
  return s.trim() && s.length <= LIMITS.id && stripForbidden(s) === s ? s : fail();
};
const colour = (v: unknown): string => (/^#[0-9a-fA-F]{6}$/.test(str(v)) ? str(v) : fail());

function theme(v: unknown): ResumeTheme {
  const t = obj(v);
  return { primary: colour(t.primary), secondary: colour(t.secondary), accent: colour(t.accent) };
}

function experience(v: unknown): DocumentExperience {
  const e = obj(v);
  return {
    id: id(e.id),
    title: str(e.title),
    company: str(e.company),
    location: str(e.location),
    startDate: str(e.startDate),
    endDate: str(e.endDate),
    current: bool(e.current),
    bullets: strings(e.bullets),
  };
}

function education(v: unknown): DocumentEducation {
  const e = obj(v);
  return {
    id: id(e.id),
    degree: str(e.degree),
    school: str(e.school),
    location: str(e.location),
    date: str(e.date),
    gpa: str(e.gpa),
    details: strings(e.details),
  };
}

function skillGroup(v: unknown): DocumentSkillGroup {
  const g = obj(v);
  return { id: id(g.id), label: str(g.label), items: strings(g.items) };
}

function project(v: unknown): DocumentProject {
  const x = obj(v);
  return {
    id: id(x.id),
    name: str(x.name),
    description: str(x.description),
    technologies: str(x.technologies),
    date: str(x.date),
    bullets: strings(x.bullets),
  };
}

function customSections(v: unknown): DocumentCustomSection[] {
  const standard = new Set<string>(DOCUMENT_SECTION_KEYS);
  const seen = new Set<string>();
  return list(v).map((c) => {
    const o = obj(c);
    const section = { id: id(o.id), title: str(o.title), lines: strings(o.lines) };
    if (standard.has(section.id) || seen.has(section.id)) fail();
    seen.add(section.id);
    return section;
  });
}

function sections(v: unknown): DocumentSection[] {
  return list(v).map((s) => {
    const o = obj(s);
    return { id: id(o.id), visible: bool(o.visible) };
  });
}

/** The document `value` is, field by field, or null when anything is missing or of another type. */
export function documentFromJson(value: unknown): ResumeDocument | null {
  try {
    const d = obj(value);
    if (d.version !== 1) return null;
    const template = str(d.template);
    if (!Object.hasOwn(TEMPLATES, template)) return null;
    const p = obj(d.personal);
    return {
      version: 1,
      template: template as ResumeTemplateId,
      theme: theme(d.theme),
      personal: {
        name: str(p.name),
        headline: str(p.headline),
        email: str(p.email),
        phone: str(p.phone),
        location: str(p.location),
        links: strings(p.links),
      },
      summary: str(d.summary),
      experience: list(d.experience).map(experience),
      education: list(d.education).map(education),
      skills: list(d.skills).map(skillGroup),
      projects: list(d.projects).map(project),
      certifications: list(d.certifications).map((c) => ({
        id: id(obj(c).id),
        name: str(obj(c).name),
      })),
      customSections: customSections(d.customSections),
      sections: sections(d.sections),
    };
  } catch (e) {
    if (e instanceof NotADocument) return null;
    throw e;
  }
}
