import { useMemo, useState } from 'react';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { SavedItemsView, useItemDialog } from '../../../components/ui/saved-items-view';
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

/** Saved resumes: loading, error, empty, and the filterable list with its dialogs. */
export function SavedResumesView() {
  const query = useSavedResumes();
  const [filters, setFilters] = useState<ResumeFilters>(defaultFilters);
  const pendingDeletes = usePendingDeletes();
  const dialog = useItemDialog<'preview' | 'edit' | 'text'>();

  // a resume whose delete waits for its Undo is already gone from the list
  const resumes = useMemo(
    () => (query.data ?? []).filter((r) => !pendingDeletes.has(savedDeleteKey(r.id))),
    [query.data, pendingDeletes],
  );
  const tags = useMemo(() => collectTags(resumes), [resumes]);
  // A tag that no resume carries any more (its last use was removed) stops filtering.
  const effective = useMemo(
    () => (filters.tag && !tags.includes(filters.tag) ? { ...filters, tag: '' } : filters),
    [filters, tags],
  );
  const shown = useMemo(() => filterResumes(resumes, effective), [resumes, effective]);

  return (
    <SavedItemsView
      title="Saved Resumes"
      description="Your tailored resumes, searchable and tagged."
      action={tailorLink}
      query={query}
      loadingLabel="Loading saved resumes"
      toolbarSkeleton="h-20 md:h-[74px]"
      errorTitle="Unable to load saved resumes"
      empty={{
        title: 'No saved resumes yet',
        description:
          'Tailor a resume to a job description in the Resume Lab, then save it to find it here.',
      }}
      items={resumes}
      shown={shown}
      filtering={isFiltering(effective)}
      noun={['resume', 'resumes']}
      toolbar={<ResumeFiltersBar filters={effective} tags={tags} onChange={setFilters} />}
      noMatch={{
        title: 'No resumes match your search',
        description:
          'Try other words or another tag, or clear the filters to see every saved resume.',
        clearLabel: 'Clear filters',
        onClear: () => setFilters({ ...defaultFilters, sort: filters.sort }),
      }}
      renderItem={(resume, onDeleted) => (
        <SavedResumeCard
          resume={resume}
          onPreview={dialog.opener('preview', resume.id)}
          onEdit={dialog.opener('edit', resume.id)}
          onEditText={dialog.opener('text', resume.id)}
          onDeleted={onDeleted}
        />
      )}
    >
      <UploadedOriginals />
      {dialog.render(resumes, {
        preview: (resume, props) => <PreviewDialog resume={resume} {...props} />,
        edit: (resume, props) => <EditDialog resume={resume} {...props} />,
        text: (resume, props) => <TextEditorDialog resume={resume} {...props} />,
      })}
    </SavedItemsView>
  );
}
