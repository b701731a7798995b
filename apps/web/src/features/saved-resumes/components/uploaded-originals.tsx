import { useId, useRef, useState, type FormEvent } from 'react';
import { FileText, Pencil, RefreshCw } from 'lucide-react';
import type { Resume } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClass } from '../../../components/ui/field';
import { DeleteAction } from '../../../components/ui/saved-item-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  uploadDeleteKey,
  useDeleteUploadedResume,
  useRenameResume,
  useUploadedResumes,
} from '../api/uploaded-resumes';
import { usePendingDeletes } from '../lib/deferred-delete';

/** Renaming an upload in place: the field's state, saving, and focus back on Rename after. */
function useRenameUpload(resume: Resume) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(resume.title);
  const [error, setError] = useState<string | undefined>();
  const renameButton = useRef<HTMLButtonElement>(null);
  const rename = useRenameResume();

  const stop = () => {
    setEditing(false);
    setError(undefined);
    setName(resume.title);
    setTimeout(() => renameButton.current?.focus(), 0);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const title = name.trim();
    if (!title) {
      setError('Name is required');
      return;
    }
    if (title === resume.title) return stop();
    rename.mutate(
      { id: resume.id, title },
      {
        onSuccess: () => {
          toast({ title: 'Updated', description: `Renamed to "${title}".` });
          setEditing(false);
          setTimeout(() => renameButton.current?.focus(), 0);
        },
        onError: (err) => {
          setError(
            err instanceof ApiError && err.fields?.title
              ? err.fields.title
              : errorMessage(err, 'Please try again.'),
          );
        },
      },
    );
  };
  const edit = (value: string) => {
    setName(value);
    setError(undefined);
  };
  return {
    editing,
    start: () => setEditing(true),
    stop,
    submit,
    name,
    edit,
    error,
    saving: rename.isPending,
    renameButton,
  };
}

/** The name field of an upload being renamed, with Save and Cancel (Escape cancels too). */
function RenameForm({
  fileName,
  rename,
}: {
  fileName: string;
  rename: ReturnType<typeof useRenameUpload>;
}) {
  const inputId = useId();
  const { submit, name, edit, stop, error, saving } = rename;
  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        Name of {fileName}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          value={name}
          onChange={(e) => edit(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && stop()}
          maxLength={200}
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(inputClass, 'min-w-48 flex-1')}
        />
        <Button type="submit" size="sm" className="h-10" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="ghost" size="sm" className="h-10" onClick={stop}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}

function UploadRow({ resume, onDeleted }: { resume: Resume; onDeleted: () => void }) {
  const rename = useRenameUpload(resume);
  const remove = useDeleteUploadedResume();

  return (
    <li className="flex flex-wrap items-start gap-3 px-5 py-4">
      <FileText
        className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100"
        aria-hidden
      />
      <div className="min-w-0 flex-1 basis-48">
        {rename.editing ? (
          <RenameForm fileName={resume.fileName ?? ''} rename={rename} />
        ) : (
          <p className="font-medium break-words">{resume.title}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          <span className="break-all">{resume.fileName}</span>
          {resume.fileType && <> · {resume.fileType.toUpperCase()}</>} · Uploaded{' '}
          <time dateTime={resume.createdAt}>{formatDate(resume.createdAt)}</time>
        </p>
      </div>
      {!rename.editing && (
        <div className="flex w-full gap-2 pl-8 sm:w-auto sm:pl-0">
          <Button
            ref={rename.renameButton}
            variant="outline"
            size="sm"
            onClick={rename.start}
            aria-label={`Rename ${resume.title}`}
          >
            <Pencil className="h-4 w-4" aria-hidden /> Rename
          </Button>
          <DeleteAction
            name={`Delete upload ${resume.title}`}
            onClick={() => {
              remove(resume);
              onDeleted();
            }}
          />
        </div>
      )}
    </li>
  );
}

/**
 * The files the user uploaded to the Resume Lab, as read: named, dated, renamable and deletable,
 * so they never pile up unseen.
 */
export function UploadedOriginals() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, error, refetch, isFetching } = useUploadedResumes();
  const pendingDeletes = usePendingDeletes();
  const uploads = (data ?? []).filter((r) => !pendingDeletes.has(uploadDeleteKey(r.id)));

  let body;
  if (isPending) body = <Skeleton className="h-20" />;
  else if (isError)
    body = (
      <Card role="alert" className="flex flex-wrap items-center gap-3">
        <p className="flex-1 text-sm">
          The uploads could not be loaded: {errorMessage(error, 'please try again.')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          Retry
        </Button>
      </Card>
    );
  else if (uploads.length === 0)
    body = (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No uploaded files. Files you upload in the Resume Lab appear here, to rename or delete.
      </p>
    );
  else
    body = (
      <Card padding="none">
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {uploads.map((r) => (
            <UploadRow key={r.id} resume={r} onDeleted={() => headingRef.current?.focus()} />
          ))}
        </ul>
      </Card>
    );

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        Uploaded originals
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
        The files you uploaded, as they were read. Deleting one keeps the resumes you tailored from
        it.
      </p>
      {body}
    </section>
  );
}
