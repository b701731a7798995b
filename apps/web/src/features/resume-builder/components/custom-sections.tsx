import type { Dispatch } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { DeleteButton, FormPanel } from '../../../components/ui/list-section';
import { splitLines, type BuilderAction, type Doc } from '../lib/document';

/** Sections people often add that have no standard place: one click adds one with its title. */
const SUGGESTED = ['Languages', 'Volunteer'] as const;

/**
 * The resume's sections of its own (Languages, Volunteer, Awards, ... as read from a resume or
 * added here): each a title and its lines, printed as a list under that title. Added, edited
 * and deleted like the other sections; the section order places them.
 */
export function CustomSections({ doc, dispatch }: { doc: Doc; dispatch: Dispatch<BuilderAction> }) {
  const has = (title: string) =>
    doc.customSections.some((c) => c.title.trim().toLowerCase() === title.toLowerCase());
  return (
    <FormPanel title="More sections">
      {doc.customSections.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Languages, volunteer work, awards: add a section for anything else on your resume.
        </p>
      )}
      {doc.customSections.map((c, i) => {
        const name = c.title.trim() || `Section ${i + 1}`;
        return (
          <fieldset
            key={c.id}
            className="grid gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <legend className="sr-only">{name}</legend>
            <div className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label="Section title"
                placeholder="e.g. Languages"
                value={c.title}
                onChange={(e) =>
                  dispatch({ type: 'updateSection', id: c.id, patch: { title: e.target.value } })
                }
              />
              <DeleteButton
                label={`Delete section ${name}`}
                onClick={() => dispatch({ type: 'removeSection', id: c.id })}
              />
            </div>
            <TextAreaField
              label="Lines (one per line)"
              rows={3}
              value={c.lines.join('\n')}
              onChange={(e) =>
                dispatch({
                  type: 'updateSection',
                  id: c.id,
                  patch: { lines: splitLines(e.target.value) },
                })
              }
            />
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        {SUGGESTED.filter((t) => !has(t)).map((t) => (
          <Button
            key={t}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => dispatch({ type: 'addSection', title: t })}
          >
            <Plus className="size-4" aria-hidden /> Add {t}
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => dispatch({ type: 'addSection', title: '' })}
        >
          <Plus className="size-4" aria-hidden /> Add Section
        </Button>
      </div>
    </FormPanel>
  );
}
