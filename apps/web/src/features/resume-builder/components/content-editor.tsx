import type { Dispatch, ReactNode } from 'react';
import { ArrowDown, ArrowUp, Eye, EyeOff, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import {
  orderedSections,
  splitItems,
  splitLines,
  type BuilderAction,
  type Doc,
} from '../lib/document';

const SECTION_NAMES: Record<string, string> = {
  summary: 'Professional Summary',
  experience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
};

function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {action}
      </div>
      <div className="grid gap-3">{children}</div>
    </section>
  );
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}

export function ContentEditor({ doc, dispatch }: { doc: Doc; dispatch: Dispatch<BuilderAction> }) {
  const p = doc.personal;
  const personal = (field: 'name' | 'email' | 'phone' | 'location' | 'headline') => ({
    value: p[field],
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: 'personal', field, value: e.target.value }),
  });
  return (
    <div className="grid gap-5">
      <Panel title="Personal Information">
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
      </Panel>

      <Panel
        title="Work Experience"
        action={
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => dispatch({ type: 'add', list: 'experience' })}
          >
            <Plus className="size-4" aria-hidden /> Add Experience
          </Button>
        }
      >
        {doc.experience.map((e, i) => {
          const set = (patch: Partial<typeof e>) =>
            dispatch({ type: 'update', list: 'experience', id: e.id, patch });
          return (
            <fieldset
              key={e.id}
              className="grid gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <legend className="sr-only">Experience {i + 1}</legend>
              <div className="flex justify-end">
                <DeleteButton
                  label={`Delete experience ${i + 1}`}
                  onClick={() => dispatch({ type: 'remove', list: 'experience', id: e.id })}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Job Title"
                  value={e.title}
                  onChange={(ev) => set({ title: ev.target.value })}
                />
                <TextField
                  label="Company"
                  value={e.company}
                  onChange={(ev) => set({ company: ev.target.value })}
                />
                <TextField
                  label="Location"
                  value={e.location}
                  onChange={(ev) => set({ location: ev.target.value })}
                />
                <div className="flex items-end">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={e.current}
                      onChange={(ev) => set({ current: ev.target.checked })}
                    />
                    I currently work here
                  </label>
                </div>
                <TextField
                  label="Start Date"
                  type="month"
                  value={e.startDate}
                  onChange={(ev) => set({ startDate: ev.target.value })}
                />
                <TextField
                  label="End Date"
                  type="month"
                  value={e.current ? '' : e.endDate}
                  disabled={e.current}
                  onChange={(ev) => set({ endDate: ev.target.value })}
                />
              </div>
              <TextAreaField
                label="Bullet points (one per line)"
                rows={4}
                value={e.bullets.join('\n')}
                onChange={(ev) => set({ bullets: splitLines(ev.target.value) })}
              />
            </fieldset>
          );
        })}
      </Panel>

      <Panel
        title="Education"
        action={
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => dispatch({ type: 'add', list: 'education' })}
          >
            <Plus className="size-4" aria-hidden /> Add Education
          </Button>
        }
      >
        {doc.education.map((e, i) => {
          const set = (patch: Partial<typeof e>) =>
            dispatch({ type: 'update', list: 'education', id: e.id, patch });
          return (
            <fieldset
              key={e.id}
              className="grid gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <legend className="sr-only">Education {i + 1}</legend>
              <div className="flex justify-end">
                <DeleteButton
                  label={`Delete education ${i + 1}`}
                  onClick={() => dispatch({ type: 'remove', list: 'education', id: e.id })}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Degree"
                  value={e.degree}
                  onChange={(ev) => set({ degree: ev.target.value })}
                />
                <TextField
                  label="School"
                  value={e.school}
                  onChange={(ev) => set({ school: ev.target.value })}
                />
                <TextField
                  label="Location"
                  value={e.location}
                  onChange={(ev) => set({ location: ev.target.value })}
                />
                <TextField
                  label="Graduation Date"
                  type="month"
                  value={e.date}
                  onChange={(ev) => set({ date: ev.target.value })}
                />
                <TextField
                  label="GPA"
                  value={e.gpa}
                  onChange={(ev) => set({ gpa: ev.target.value })}
                />
              </div>
              <TextAreaField
                label="Achievements (one per line)"
                rows={2}
                value={e.details.join('\n')}
                onChange={(ev) => set({ details: splitLines(ev.target.value) })}
              />
            </fieldset>
          );
        })}
      </Panel>

      <Panel title="Skills">
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
      </Panel>

      <Panel
        title="Projects"
        action={
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => dispatch({ type: 'add', list: 'projects' })}
          >
            <Plus className="size-4" aria-hidden /> Add Project
          </Button>
        }
      >
        {doc.projects.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">No projects yet.</p>
        )}
        {doc.projects.map((x, i) => {
          const set = (patch: Partial<typeof x>) =>
            dispatch({ type: 'update', list: 'projects', id: x.id, patch });
          return (
            <fieldset
              key={x.id}
              className="grid gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <legend className="sr-only">Project {i + 1}</legend>
              <div className="flex justify-end">
                <DeleteButton
                  label={`Delete project ${i + 1}`}
                  onClick={() => dispatch({ type: 'remove', list: 'projects', id: x.id })}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Project Name"
                  value={x.name}
                  onChange={(ev) => set({ name: ev.target.value })}
                />
                <TextField
                  label="Technologies"
                  value={x.technologies}
                  onChange={(ev) => set({ technologies: ev.target.value })}
                />
                <TextField
                  label="Date"
                  value={x.date}
                  onChange={(ev) => set({ date: ev.target.value })}
                />
              </div>
              <TextAreaField
                label="Description"
                rows={2}
                value={x.description}
                onChange={(ev) => set({ description: ev.target.value })}
              />
              <TextAreaField
                label="Bullet points (one per line)"
                rows={3}
                value={x.bullets.join('\n')}
                onChange={(ev) => set({ bullets: splitLines(ev.target.value) })}
              />
            </fieldset>
          );
        })}
      </Panel>

      <Panel
        title="Certifications"
        action={
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => dispatch({ type: 'add', list: 'certifications' })}
          >
            <Plus className="size-4" aria-hidden /> Add Certification
          </Button>
        }
      >
        {doc.certifications.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">No certifications yet.</p>
        )}
        {doc.certifications.map((c, i) => (
          <div key={c.id} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Certification ${i + 1}`}
              value={c.name}
              onChange={(ev) =>
                dispatch({
                  type: 'update',
                  list: 'certifications',
                  id: c.id,
                  patch: { name: ev.target.value },
                })
              }
            />
            <DeleteButton
              label={`Delete certification ${i + 1}`}
              onClick={() => dispatch({ type: 'remove', list: 'certifications', id: c.id })}
            />
          </div>
        ))}
      </Panel>

      <Panel title="Section order">
        <ol className="grid gap-1">
          {orderedSections(doc).map((s, i, all) => {
            const name =
              SECTION_NAMES[s.id] ?? doc.customSections.find((c) => c.id === s.id)?.title ?? s.id;
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
      </Panel>
    </div>
  );
}
