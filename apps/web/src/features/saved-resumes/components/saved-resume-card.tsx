import { FilePenLine, Pencil } from 'lucide-react';
import type { SavedResumeListItem } from '@careerforge/contract';
import { ItemAction, SavedItemCard, SavedOn } from '../../../components/ui/saved-item-card';
import { ScoreBadge } from '../../../components/ui/score';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/spec-toast';
import { useDeleteSavedResume } from '../api/delete-saved-resume';
import { useUpdateSavedResume, type SavedResumePatch } from '../api/update-saved-resume';
import { modeLabel, roleLine } from '../lib/format';
import { TagEditor } from './tag-editor';
import { ExportAsFile } from '../../resume-builder';
import { analytics } from '../../../lib/analytics';

const failed = (title: string) => (err: unknown) => toastFailure(title, err);

export function SavedResumeCard({
  resume,
  onPreview,
  onEdit,
  onEditText,
  onDeleted,
}: {
  resume: SavedResumeListItem;
  /** Each gets the button that opened it, for focus to return to when the dialog closes. */
  onPreview: (opener: HTMLElement) => void;
  onEdit: (opener: HTMLElement) => void;
  onEditText: (opener: HTMLElement) => void;
  onDeleted: () => void;
}) {
  const update = useUpdateSavedResume();
  const remove = useDeleteSavedResume();
  const role = roleLine(resume.companyName, resume.jobTitle);
  const mode = modeLabel(resume.tailoringMode);

  // mutateAsync, not mutate callbacks: the card may leave the list (deleted, or filtered out as
  // no longer a favorite) before the server answers, and the toast must still come.
  const save = (patch: SavedResumePatch, description: string) =>
    update
      .mutateAsync({ id: resume.id, patch })
      .then(() => toast({ title: 'Updated', description }), failed('Update failed'));

  const toggleFavorite = () => {
    const isFavorite = !resume.isFavorite;
    void save({ isFavorite }, isFavorite ? 'Added to favorites.' : 'Removed from favorites.');
  };

  const changeTags = (tags: string[], change: string) => void save({ tags }, change);

  const onDelete = () => {
    remove(resume);
    onDeleted();
  };

  return (
    <SavedItemCard
      title={resume.title}
      role={role}
      isFavorite={resume.isFavorite}
      onToggleFavorite={toggleFavorite}
      onPreview={onPreview}
      onDelete={onDelete}
      deleteAtEnd
      actions={
        <>
          <ItemAction icon={Pencil} label="Edit" name={`Edit ${resume.title}`} onClick={onEdit} />
          <ItemAction
            icon={FilePenLine}
            label="Edit Text"
            name={`Edit text of ${resume.title}`}
            onClick={onEditText}
          />
          <ExportAsFile
            title={resume.title}
            text={resume.content}
            size="sm"
            onExported={(format) => analytics.download(resume.id, format)}
          />
        </>
      }
    >
      <div className="flex flex-wrap gap-1.5">
        <ScoreBadge label="ATS" score={resume.atsScore} emoji />
        {resume.keywordMatchScore != null && (
          <ScoreBadge label="Keyword match" score={resume.keywordMatchScore} />
        )}
      </div>

      <SavedOn date={resume.createdAt} note={mode && `${mode} mode`} />

      <div className="mt-auto pt-1">
        <TagEditor tags={resume.tags} resumeTitle={resume.title} onChange={changeTags} />
      </div>
    </SavedItemCard>
  );
}
