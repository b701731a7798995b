import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import {
  MAX_TAG_LENGTH,
  MAX_VISIBLE_TAGS,
  addTag,
  addTagMessages,
  moreTagsLabel,
  removeTag,
  visibleTags,
} from '../lib/tags';

const chipClass =
  'inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800 ring-1 ring-brand-700/20 ring-inset dark:bg-brand-900/50 dark:text-brand-100 dark:ring-brand-500/30';

interface TagEditorProps {
  tags: string[];
  resumeTitle: string;
  disabled?: boolean | undefined;
  /** Called with the new list and a short description of the change. */
  onChange: (tags: string[], change: string) => void;
}

/** The tags as chips, each removable: at most three, then "+N more", which expands. */
function TagChips({ tags, resumeTitle, disabled, onChange }: TagEditorProps) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleTags(tags, expanded);
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label={`Tags of ${resumeTitle}`}>
      {shown.map((tag) => (
        <li key={tag} className={chipClass}>
          <span className="truncate">{tag}</span>
          <button
            type="button"
            aria-label={`Remove tag ${tag}`}
            disabled={disabled}
            onClick={() => onChange(removeTag(tags, tag), `Tag "${tag}" removed.`)}
            className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 hover:text-brand-900 disabled:opacity-50 dark:text-brand-100 dark:hover:bg-brand-800"
          >
            <X className="h-3 w-3" aria-hidden />
          </button>
        </li>
      ))}
      {tags.length > MAX_VISIBLE_TAGS && (
        <li>
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
            className="rounded-full px-2 py-0.5 text-xs font-medium text-slate-700 underline-offset-2 hover:underline dark:text-slate-200"
          >
            {expanded ? 'Show fewer' : moreTagsLabel(hidden)}
          </button>
        </li>
      )}
    </ul>
  );
}

/** The field that adds a tag, and why a tag was refused. */
function AddTag({ tags, resumeTitle, disabled, onChange }: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = `${inputId}-problem`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = addTag(tags, draft);
    if (!result.ok) {
      setProblem(result.reason === 'blank' ? null : addTagMessages[result.reason]);
      return;
    }
    setProblem(null);
    setDraft('');
    onChange(result.tags, `Tag "${result.tags.at(-1)}" added.`);
  };

  return (
    <>
      <form className="flex gap-2" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          New tag for {resumeTitle}
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (problem) setProblem(null);
          }}
          maxLength={MAX_TAG_LENGTH}
          placeholder="Add a tag"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={cn(inputClass, 'h-8 py-1')}
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={disabled || draft.trim() === ''}
          className="shrink-0"
          aria-label="Add tag"
        >
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      </form>
      {problem && (
        <p id={problemId} role="status" className="text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </>
  );
}

/** A resume's tags: at most three then "+N more" (which expands), each removable, and a field to add one. */
export function TagEditor(props: TagEditorProps) {
  return (
    <div className="grid gap-2">
      {props.tags.length > 0 && <TagChips {...props} />}
      <AddTag {...props} />
    </div>
  );
}
