import type { ChangeEvent, Dispatch } from 'react';
import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { FormPanel, ListSection } from '../../../components/ui/list-section';
import {
  orderedSections,
  splitItems,
  splitLines,
  type BuilderAction,
  type Doc,
} from '../lib/document';
import { CustomSections } from './custom-sections';
import { MonthYearField } from './month-year-field';

const SECTION_NAMES: Record<string, string> = {
  summary: 'Professional Summary',
  experience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
};

/** The document's lists of entries, and the entry type of each. */
type ListName = Extract<BuilderAction, { type: 'add' }>['list'];
type Entry<K extends ListName> = Doc[K][number];
/** An entry's fields that hold one text, or lines of text. */
type KeysOf<T, V> = { [P in keyof T]-?: T[P] extends V ? P : never }[keyof T];
type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

type EditorProps = { doc: Doc; dispatch: Dispatch<BuilderAction> };

/** A list's entries, and its add and delete actions, for a ListSection. */
function listOf<K extends ListName>(doc: Doc, dispatch: Dispatch<BuilderAction>, name: K) {
  return {
    items: doc[name] as readonly Entry<K>[],
    onAdd: () => dispatch({ type: 'add', list: name }),
    onRemove: (entry: Entry<K>) => dispatch({ type: 'remove', list: name, id: entry.id }),
  };
}

/** One entry's field bindings: `text('title')` is its value and its change handler. */
function fieldsOf<K extends ListName>(dispatch: Dispatch<BuilderAction>, name: K, entry: Entry<K>) {
  type E = Entry<K>;
  // the action union pairs each list with its own patch type, which a generic K cannot show
  const set = (patch: Partial<E>) =>
    dispatch({ type: 'update', list: name, id: entry.id, patch } as BuilderAction);
  return {
    set,
    text: (key: Exclude<KeysOf<E, string>, 'id'>) => ({
      value: entry[key] as string,
      onChange: (ev: Change) => set({ [key]: ev.target.value } as Partial<E>),
    }),
    lines: (key: KeysOf<E, string[]>) => ({
      value: (entry[key] as string[]).join('\n'),
      onChange: (ev: Change) => set({ [key]: splitLines(ev.target.value) } as Partial<E>),
    }),
  };
}

/** Name, contact details, website and the summary. */
function PersonalPanel({ doc, dispatch }: EditorProps) {
  const p = doc.personal;
  const personal = (field: 'name' | 'email' | 'phone' | 'location' | 'headline') => ({
    value: p[field],
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: 'personal', field, value: e.target.value }),
  });
  return (
    <FormPanel title="Personal Information">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Full Name" autoComplete="name" {...personal('name')} />
        <TextField
          label="Headline"
          placeholder="e.g. Senior Data Analyst"
          {...personal('headline')}
        />
        <TextField label="Email" type="email" autoComplete="email" {...personal('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...personal('phone')} />
        <TextField label="Location" {...personal('location')} />
        <TextField
          label="Website"
          type="url"
          value={p.links[0] ?? ''}
          onChange={(e) => dispatch({ type: 'website', value: e.target.value })}
        />
      </div>
      <TextAreaField
        label="Professional Summary"
        rows={4}
        value={doc.summary}
        onChange={(e) => dispatch({ type: 'summary', value: e.target.value })}
      />
    </FormPanel>
  );
}

function ExperienceSection({ doc, dispatch }: EditorProps) {
  return (
    <ListSection
      title="Work Experience"
      noun="Experience"
      addLabel="Add Experience"
      {...listOf(doc, dispatch, 'experience')}
    >
      {(e) => {
        const f = fieldsOf(dispatch, 'experience', e);
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Job Title" {...f.text('title')} />
              <TextField label="Company" {...f.text('company')} />
              <TextField label="Location" {...f.text('location')} />
              <div className="flex items-end">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={e.current}
                    onChange={(ev) => f.set({ current: ev.target.checked })}
                  />
                  I currently work here
                </label>
              </div>
              <MonthYearField
                label="Start Date"
                value={e.startDate}
                onChange={(startDate) => f.set({ startDate })}
              />
              <MonthYearField
                label="End Date"
                value={e.current ? '' : e.endDate}
                disabled={e.current}
                onChange={(endDate) => f.set({ endDate })}
              />
            </div>
            <TextAreaField label="Bullet points (one per line)" rows={4} {...f.lines('bullets')} />
          </>
        );
      }}
    </ListSection>
  );
}

function EducationSection({ doc, dispatch }: EditorProps) {
  return (
    <ListSection
      title="Education"
      noun="Education"
      addLabel="Add Education"
      {...listOf(doc, dispatch, 'education')}
    >
      {(e) => {
        const f = fieldsOf(dispatch, 'education', e);
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Degree" {...f.text('degree')} />
              <TextField label="School" {...f.text('school')} />
              <TextField label="Location" {...f.text('location')} />
              <MonthYearField
                label="Graduation Date"
                value={e.date}
                onChange={(date) => f.set({ date })}
              />
              <TextField label="GPA" {...f.text('gpa')} />
            </div>
            <TextAreaField label="Achievements (one per line)" rows={2} {...f.lines('details')} />
          </>
        );
      }}
    </ListSection>
  );
}

function ProjectsSection({ doc, dispatch }: EditorProps) {
  return (
    <ListSection
      title="Projects"
      noun="Project"
      addLabel="Add Project"
      empty="No projects yet."
      {...listOf(doc, dispatch, 'projects')}
    >
      {(x) => {
        const f = fieldsOf(dispatch, 'projects', x);
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Project Name" {...f.text('name')} />
              <TextField label="Technologies" {...f.text('technologies')} />
              <TextField label="Date" {...f.text('date')} />
            </div>
            <TextAreaField label="Description" rows={2} {...f.text('description')} />
            <TextAreaField label="Bullet points (one per line)" rows={3} {...f.lines('bullets')} />
          </>
        );
      }}
    </ListSection>
  );
}

/** The sections in the order they print, each to move up or down, hide or show. */
function SectionOrderPanel({ doc, dispatch }: EditorProps) {
  return (
    <FormPanel title="Section order">
      <ol className="grid gap-1">
        {orderedSections(doc).map((s, i, all) => {
          const name =
            SECTION_NAMES[s.id] ??
            (doc.customSections.find((c) => c.id === s.id)?.title.trim() || 'Untitled section');
          return (
            <li
              key={s.id}
              className="flex items-center justify-between gap-2 rounded border border-slate-200 px-3 py-1.5 text-sm dark:border-slate-700"
            >
              <span className={s.visible ? '' : 'text-slate-500 line-through'}>{name}</span>
              <span className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${name} up`}
                  disabled={i === 0}
                  onClick={() => dispatch({ type: 'moveSection', id: s.id, by: -1 })}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${name} down`}
                  disabled={i === all.length - 1}
                  onClick={() => dispatch({ type: 'moveSection', id: s.id, by: 1 })}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={s.visible ? `Hide ${name}` : `Show ${name}`}
                  aria-pressed={!s.visible}
                  onClick={() => dispatch({ type: 'toggleSection', id: s.id })}
                >
                  {s.visible ? (
                    <Eye className="size-4" aria-hidden />
                  ) : (
                    <EyeOff className="size-4" aria-hidden />
                  )}
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
    </FormPanel>
  );
}

export function ContentEditor({ doc, dispatch }: EditorProps) {
  return (
    <div className="grid gap-5">
      <PersonalPanel doc={doc} dispatch={dispatch} />
      <ExperienceSection doc={doc} dispatch={dispatch} />
      <EducationSection doc={doc} dispatch={dispatch} />

      <FormPanel title="Skills">
        {doc.skills.map((g) => (
          <TextField
            // typed freely, read on leaving the field; a loaded resume refills it
            key={`${g.id}:${g.items.join(',')}`}
            label={g.label || 'Skills'}
            hint="Separate skills with commas"
            defaultValue={g.items.join(', ')}
            onBlur={(ev) =>
              dispatch({ type: 'skills', id: g.id, items: splitItems(ev.target.value) })
            }
          />
        ))}
      </FormPanel>

      <ProjectsSection doc={doc} dispatch={dispatch} />

      <ListSection
        title="Certifications"
        noun="Certification"
        addLabel="Add Certification"
        empty="No certifications yet."
        layout="row"
        {...listOf(doc, dispatch, 'certifications')}
      >
        {(c, i) => (
          <TextField
            className="flex-1"
            label={`Certification ${i + 1}`}
            {...fieldsOf(dispatch, 'certifications', c).text('name')}
          />
        )}
      </ListSection>

      <CustomSections doc={doc} dispatch={dispatch} />

      <SectionOrderPanel doc={doc} dispatch={dispatch} />
    </div>
  );
}
