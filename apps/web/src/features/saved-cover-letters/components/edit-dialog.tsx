import { useState, type FormEvent } from 'react';
import type { SavedCoverLetter } from '@careerforge/contract';
import { Dialog, FormDialogFooter, type OpenState } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { textSize } from '../../../lib/text-ranges';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/spec-toast';
import { useUpdateSavedCoverLetter } from '../api/saved-cover-letters';
import { parseTags } from '../lib/filter';

/** Edit a saved letter's title, text, company, job title and tags. */
export function EditDialog({
  letter,
  open,
  onOpenChange,
}: OpenState & {
  letter: SavedCoverLetter;
}) {
  const update = useUpdateSavedCoverLetter();
  const [title, setTitle] = useState(letter.title);
  const [content, setContent] = useState(letter.content);
  const [companyName, setCompanyName] = useState(letter.companyName ?? '');
  const [jobTitle, setJobTitle] = useState(letter.jobTitle ?? '');
  const [tags, setTags] = useState(letter.tags.join(', '));
  const titleError = title.trim() ? undefined : 'Give the letter a title.';
  const contentError = content.trim() ? undefined : 'The letter cannot be empty.';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (titleError || contentError) return;
    update.mutate(
      {
        id: letter.id,
        patch: {
          title: title.trim(),
          content,
          companyName: companyName.trim() || null,
          jobTitle: jobTitle.trim() || null,
          tags: parseTags(tags),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Updated', description: 'Your changes are saved.' });
          onOpenChange(false);
        },
        onError: (err) => toastFailure('Update failed', err),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit cover letter"
      size="xl"
      footer={
        <FormDialogFooter
          form="edit-letter-form"
          onCancel={() => onOpenChange(false)}
          pending={update.isPending}
          disabled={update.isPending || Boolean(titleError || contentError)}
          label="Save changes"
          busy="Saving..."
        />
      }
    >
      <form id="edit-letter-form" className="grid gap-4" onSubmit={submit}>
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          error={titleError}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Company Name"
            value={companyName}
            onChange={(e) => setCompanyName(e.target.value)}
            maxLength={200}
          />
          <TextField
            label="Job Title"
            value={jobTitle}
            onChange={(e) => setJobTitle(e.target.value)}
            maxLength={200}
          />
        </div>
        <TextAreaField
          label="Letter"
          rows={14}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={contentError}
          hint={textSize(content)}
        />
        <TextField
          label="Tags"
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          hint="Separate tags with commas, e.g. remote, fintech, referral"
        />
      </form>
    </Dialog>
  );
}
