import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { resumeDocumentSchema, type ResumeDocument } from '@careerforge/contract';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { useAttempt } from '../../../lib/use-attempt';
import { toast } from '../../../lib/toast';
import { IMPORT_ACCEPT, importResumeFile } from '../../../lib/resume-import';
import { documentFromFile, listResumes, parseToDocument } from '../api/builder';
import { ErrorText } from '../../../components/ui/error-text';

/** A file picker that looks like the app's outline buttons (the bare one reads as plain text). */
const fileInputClass =
  'text-sm font-normal file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 disabled:opacity-60 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700';

/** The picked file; the input is emptied so picking the same file again (after a fix) works. */
function takeFile(input: HTMLInputElement): File | undefined {
  const file = input.files?.[0];
  input.value = '';
  return file;
}

type SavedResume = Awaited<ReturnType<typeof listResumes>>[number];

/** The user's saved resumes, each a button that starts from it. */
function SavedResumePicker({
  resumes,
  busy,
  onPick,
}: {
  resumes: UseQueryResult<SavedResume[]>;
  busy: boolean;
  onPick: (resume: SavedResume) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">Or pick a saved resume</p>
      {resumes.isLoading && <p className="text-sm">Loading…</p>}
      {resumes.data?.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No saved resumes yet.</p>
      )}
      <ul className="grid max-h-60 gap-1 overflow-auto">
        {resumes.data?.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              disabled={busy}
              className="w-full rounded border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
              onClick={() => onPick(r)}
            >
              {r.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Start from my resume": a file to read (its text parsed into fields), a file exported by
 * another tool (imported as it is: JSON Resume, Reactive Resume, LinkedIn, Europass), or one
 * of the user's resumes.
 */
export function StartFromDialog({
  open,
  onOpenChange,
  onFill,
  onOpen,
}: OpenState & {
  onFill: (doc: ResumeDocument, from: string) => void;
  onOpen: (id: number) => void;
}) {
  const { busy, error, run } = useAttempt('The resume could not be read.');
  const qc = useQueryClient();
  const resumes = useQuery({ queryKey: ['resumes'], queryFn: listResumes, enabled: open });
  const importFile = (file: File) =>
    run(async () => {
      const imported = await importResumeFile(file);
      void qc.invalidateQueries({ queryKey: ['resumes'] });
      onOpen(imported.resume.id);
      toast({
        title: 'Resume imported',
        description: imported.warnings.length
          ? `Check every field before you use it. ${imported.warnings.join(' ')}`
          : 'Check every field before you use it.',
      });
    });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start from my resume"
      description="Upload a PDF, DOCX or text resume, import one from another tool, or pick a saved one. An upload fills in the fields for you to check (your current entries are replaced); an import is saved as a new resume and opens for editing, like a resume saved from this builder."
    >
      <div className="grid gap-4">
        <label className="grid gap-1.5 text-sm font-medium">
          Upload a resume
          <input
            type="file"
            accept=".pdf,.docx,.doc,.txt"
            className={fileInputClass}
            disabled={busy}
            onChange={(e) => {
              const file = takeFile(e.currentTarget);
              if (file) void run(async () => onFill(await documentFromFile(file), file.name));
            }}
          />
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Import from another tool
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
            A JSON Resume or Reactive Resume .json, your LinkedIn data export .zip (LinkedIn:
            Settings, Data privacy, Get a copy of your data), or a Europass .xml, or a PDF made with
            the Europass editor.
          </span>
          <input
            type="file"
            accept={IMPORT_ACCEPT}
            className={fileInputClass}
            disabled={busy}
            onChange={(e) => {
              const file = takeFile(e.currentTarget);
              if (file) void importFile(file);
            }}
          />
        </label>
        <SavedResumePicker
          resumes={resumes}
          busy={busy}
          onPick={(r) => {
            // a builder resume opens for editing (Save updates it); any other one
            // fills the fields of this resume
            if (resumeDocumentSchema.safeParse(r.document).success) onOpen(r.id);
            else void run(async () => onFill(await parseToDocument(r.content), r.title));
          }}
        />
        {busy && <p className="text-sm">Reading your resume…</p>}
        {error && <ErrorText>{error}</ErrorText>}
      </div>
    </Dialog>
  );
}
