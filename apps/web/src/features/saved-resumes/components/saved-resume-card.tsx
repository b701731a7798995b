import { useId } from 'react';
import { Briefcase, CalendarDays, Eye, FilePenLine, Pencil, Star, Trash2 } from 'lucide-react';
import type { SavedResume } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { ScoreBadge } from '../../../components/ui/score';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDeleteSavedResume } from '../api/delete-saved-resume';
import { useUpdateSavedResume, type SavedResumePatch } from '../api/update-saved-resume';
import { formatDate } from '../../../lib/format';
import { modeLabel, roleLine } from '../lib/format';
import { TagEditor } from './tag-editor';
import { ExportAsFile } from '../../resume-builder';
import { analytics } from '../../../lib/analytics';
import { Card } from '../../../components/ui/card';

const failed = (title: string) => (err: unknown) =>
  toast({ title, description: errorMessage(err, 'Please try again.'), variant: 'destructive' });

export function SavedResumeCard({
  resume,
  onPreview,
  onEdit,
  onEditText,
  onDeleted,
}: {
  resume: SavedResume;
  /** Each gets the button that opened it, for focus to return to when the dialog closes. */
  onPreview: (opener: HTMLElement) => void;
  onEdit: (opener: HTMLElement) => void;
  onEditText: (opener: HTMLElement) => void;
  onDeleted: () => void;
}) {
  const titleId = useId();
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
    <Card as="article" padding="none" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-2">
          <h2
            id={titleId}
            className="min-w-0 flex-1 text-base leading-snug font-semibold break-words"
          >
            {resume.title}
          </h2>
          <button
            type="button"
            onClick={toggleFavorite}
            aria-label={resume.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            title={resume.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            className="-mt-1 -mr-2 shrink-0 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-amber-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-amber-300"
          >
            <Star
              className={cn(
                'h-5 w-5',
                resume.isFavorite &&
                  'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300',
              )}
              aria-hidden
            />
          </button>
        </div>

        {role && (
          <p className="-mt-1 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            <Briefcase
              className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400"
              aria-hidden
            />
            <span className="min-w-0 break-words">{role}</span>
          </p>
        )}

        <div className="flex flex-wrap gap-1.5">
          <ScoreBadge label="ATS" score={resume.atsScore} emoji />
          {resume.keywordMatchScore != null && (
            <ScoreBadge label="Keyword match" score={resume.keywordMatchScore} />
          )}
        </div>

        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600 dark:text-slate-400">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden />
          <span>
            Saved <time dateTime={resume.createdAt}>{formatDate(resume.createdAt)}</time>
          </span>
          {mode && (
            <>
              <span aria-hidden>·</span>
              <span>{mode} mode</span>
            </>
          )}
        </p>

        <div className="mt-auto pt-1">
          <TagEditor tags={resume.tags} resumeTitle={resume.title} onChange={changeTags} />
        </div>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => onPreview(e.currentTarget)}
          aria-label={`Preview ${resume.title}`}
        >
          <Eye className="h-4 w-4" aria-hidden />
          Preview
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => onEdit(e.currentTarget)}
          aria-label={`Edit ${resume.title}`}
        >
          <Pencil className="h-4 w-4" aria-hidden />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => onEditText(e.currentTarget)}
          aria-label={`Edit text of ${resume.title}`}
        >
          <FilePenLine className="h-4 w-4" aria-hidden />
          Edit Text
        </Button>
        <ExportAsFile
          title={resume.title}
          text={resume.content}
          size="sm"
          onExported={(format) => analytics.download(resume.id, format)}
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${resume.title}`}
          className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950 dark:hover:text-red-300"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </Button>
      </div>
    </Card>
  );
}
