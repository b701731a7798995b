import { useState, type FormEvent } from 'react';
import { Dialog, FormDialogFooter, type OpenState } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';

/** Asks for the title a letter is saved under (a sensible one filled in). */
export function SaveDialog({
  open,
  onOpenChange,
  defaultTitle,
  pending,
  onSave,
}: OpenState & {
  defaultTitle: string;
  pending: boolean;
  onSave: (title: string) => void;
}) {
  const [title, setTitle] = useState(defaultTitle);
  const blank = title.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!blank) onSave(title.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save to Saved Cover Letters"
      description="Find it later in Saved Cover Letters to copy, download or edit."
      footer={
        <FormDialogFooter
          form="save-letter-form"
          onCancel={() => onOpenChange(false)}
          pending={pending}
          disabled={pending || blank}
          label="Save"
          busy="Saving..."
        />
      }
    >
      <form id="save-letter-form" onSubmit={submit}>
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          error={blank ? 'Give the letter a title.' : undefined}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
