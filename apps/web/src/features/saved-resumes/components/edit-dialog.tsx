import { useId, useState, type FormEvent } from 'react';
import {
  MAX_SAVED_RESUME_TITLE_CHARS,
  TEXT_LIMITS,
  type SavedResumeListItem,
} from '@careerforge/contract';
import { Dialog, FormDialogFooter, type OpenState } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/spec-toast';
import { useUpdateSavedResume } from '../api/update-saved-resume';

interface Draft {
  title: string;
  companyName: string;
  jobTitle: string;
  notes: string;
}

const fromResume = (r: SavedResumeListItem): Draft => ({
  title: r.title,
  companyName: r.companyName ?? '',
  jobTitle: r.jobTitle ?? '',
  notes: r.notes ?? '',
});

/** Title, company name, job title and notes of a saved resume. */
export function EditDialog({
  resume,
  open,
  onOpenChange,
}: OpenState & {
  resume: SavedResumeListItem;
}) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => fromResume(resume));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const update = useUpdateSavedResume();

  /** A field's value, its change (which clears its error) and its error. */
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [key]: e.target.value }));
      if (errors[key]) setErrors((x) => ({ ...x, [key]: undefined }));
    },
    error: errors[key],
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const title = draft.title.trim();
    if (!title) {
      setErrors({ title: 'Title is required' });
      return;
    }
    update.mutate(
      {
        id: resume.id,
        patch: {
          title,
          companyName: draft.companyName.trim() || null,
          jobTitle: draft.jobTitle.trim() || null,
          notes: draft.notes.trim() || null,
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Resume Updated', description: 'Your changes were saved.' });
          onOpenChange(false);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setErrors(err.fields);
          toastFailure('Update failed', err);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Resume"
      description="Change the title, the company and role it was written for, and your notes."
      footer={
        <FormDialogFooter
          form={formId}
          onCancel={() => onOpenChange(false)}
          pending={update.isPending}
          label="Save Changes"
          busy="Saving..."
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label="Title"
          {...field('title')}
          required
          maxLength={MAX_SAVED_RESUME_TITLE_CHARS}
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Company name"
            {...field('companyName')}
            maxLength={TEXT_LIMITS.title}
            autoComplete="organization"
          />
          <TextField
            label="Job title"
            {...field('jobTitle')}
            maxLength={TEXT_LIMITS.title}
            autoComplete="organization-title"
          />
        </div>
        <TextAreaField
          label="Notes"
          {...field('notes')}
          rows={4}
          maxLength={TEXT_LIMITS.notes}
          hint="Only you see these, e.g. where you applied and when."
        />
      </form>
    </Dialog>
  );
}
