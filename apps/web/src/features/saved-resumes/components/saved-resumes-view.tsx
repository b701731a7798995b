import { useMemo, useRef, useState } from 'react';
import { CircleAlert, FileText, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useSavedResumes } from '../api/get-saved-resumes';
import { savedDeleteKey } from '../api/delete-saved-resume';
import { usePendingDeletes } from '../lib/deferred-delete';
import {
  collectTags,
  defaultFilters,
  filterResumes,
  isFiltering,
  type ResumeFilters,
} from '../lib/filter';
import { EditDialog } from './edit-dialog';
import { PreviewDialog } from './preview-dialog';
import { ResumeFiltersBar } from './resume-filters';
import { SavedResumeCard } from './saved-resume-card';
import { TextEditorDialog } from './text-editor-dialog';
import { UploadedOriginals } from './uploaded-originals';

const tailorLink = (
  <Link to="/resume-lab" className={buttonClass('primary')}>
    <FileText className="h-4 w-4" aria-hidden />
    Tailor a Resume
  </Link>
);

function ListSkeleton() {
  return (
    <LoadingRegion label="Loading saved resumes">
      <Skeleton className="h-20 md:h-[74px]" />
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * The dialogs open without a Radix trigger, so they do not put focus back by themselves:
 * remember the button that opened one and focus it again once the dialog has gone.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: (el: HTMLElement) => {
      opener.current = el;
    },
    restore: () => {
      const el = opener.current;
      opener.current = null;
      if (el) setTimeout(() => el.isConnected && el.focus(), 0);
    },
  };
}

/** Saved resumes: loading, error, empty, and the filterable list with its dialogs. */
export function SavedResumesView() {
  const { data, isPending, isError, error, isFetching, refetch } = useSavedResumes();
  const [filters, setFilters] = useState<ResumeFilters>(defaultFilters);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  const [textId, setTextId] = useState<number | null>(null);
  const pendingDeletes = usePendingDeletes();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus();

  // a resume whose delete waits for its Undo is already gone from the list
  const resumes = useMemo(
    () => (data ?? []).filter((r) => !pendingDeletes.has(savedDeleteKey(r.id))),
    [data, pendingDeletes],
  );
  const tags = useMemo(() => collectTags(resumes), [resumes]);
  // A tag that no resume carries any more (its last use was removed) stops filtering.
  const effective = useMemo(
    () => (filters.tag && !tags.includes(filters.tag) ? { ...filters, tag: '' } : filters),
    [filters, tags],
  );
  const shown = useMemo(() => filterResumes(resumes, effective), [resumes, effective]);
  const previewing = resumes.find((r) => r.id === previewId);
  const editing = resumes.find((r) => r.id === editId);
  const editingText = resumes.find((r) => r.id === textId);

  let body;
  if (isPending) {
    body = <ListSkeleton />;
  } else if (isError) {
    body = (
      <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
        <CircleAlert className="h-10 w-10 text-red-600 dark:text-red-400" aria-hidden />
        <h2 className="mt-4 text-xl font-semibold">Unable to load saved resumes</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {errorMessage(error, 'Please try refreshing the page')}
        </p>
        <Button className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          {isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </Card>
    );
  } else if (resumes.length === 0) {
    body = (
      <EmptyState
        title="No saved resumes yet"
        description="Tailor a resume to a job description in the Resume Lab, then save it to find it here."
        action={tailorLink}
      />
    );
  } else {
    body = (
      <>
        <ResumeFiltersBar filters={effective} tags={tags} onChange={setFilters} />
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {isFiltering(effective)
            ? `Showing ${shown.length} of ${resumes.length} ${resumes.length === 1 ? 'resume' : 'resumes'}`
            : `${resumes.length} saved ${resumes.length === 1 ? 'resume' : 'resumes'}`}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            className="mt-4"
            title="No resumes match your search"
            description="Try other words or another tag, or clear the filters to see every saved resume."
            action={
              <Button
                variant="outline"
                onClick={() => setFilters({ ...defaultFilters, sort: filters.sort })}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((resume) => (
              <li key={resume.id} className="flex flex-col [&>article]:flex-1">
                <SavedResumeCard
                  resume={resume}
                  onPreview={(opener) => {
                    focus.remember(opener);
                    setPreviewId(resume.id);
                  }}
                  onEdit={(opener) => {
                    focus.remember(opener);
                    setEditId(resume.id);
                  }}
                  onEditText={(opener) => {
                    focus.remember(opener);
                    setTextId(resume.id);
                  }}
                  onDeleted={() => headingRef.current?.focus()}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight focus:outline-none"
          >
            Saved Resumes
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Your tailored resumes, searchable and tagged.
          </p>
        </div>
        {resumes.length > 0 && tailorLink}
      </div>
      {body}
      <UploadedOriginals />
      {previewing && (
        <PreviewDialog
          key={previewing.id}
          resume={previewing}
          open
          onOpenChange={(open) => {
            if (open) return;
            setPreviewId(null);
            focus.restore();
          }}
        />
      )}
      {editing && (
        <EditDialog
          key={editing.id}
          resume={editing}
          open
          onOpenChange={(open) => {
            if (open) return;
            setEditId(null);
            focus.restore();
          }}
        />
      )}
      {editingText && (
        <TextEditorDialog
          key={editingText.id}
          resume={editingText}
          open
          onOpenChange={(open) => {
            if (open) return;
            setTextId(null);
            focus.restore();
          }}
        />
      )}
    </>
  );
}
