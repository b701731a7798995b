import { forwardRef, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardPaste, FileInput, FileUp, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { IMPORT_ACCEPT, importResumeFile } from '../../../lib/resume-import';
import { resumesQueryKey } from '../api/keys';
import { useResumes, useUploadResume } from '../api/resumes';
import { checkFile, isBlank } from '../lib/wizard';
import { formatDate } from '../../../lib/format';
import { StepHeading } from './step-heading';

const RESUME_ACCEPT =
  '.pdf,.docx,.doc,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword,text/plain';

/** A file input out of sight and out of the tab order, opened by a button; it can take the same file twice. */
const HiddenFileInput = forwardRef<
  HTMLInputElement,
  { accept: string; label: string; onFile: (file: File) => void }
>(function HiddenFileInput({ accept, label, onFile }, ref) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="sr-only"
      aria-label={label}
      tabIndex={-1}
      onChange={(e) => {
        const file = e.target.files?.[0];
        if (file) onFile(file);
        e.target.value = '';
      }}
    />
  );
});

interface Props {
  resumeText: string;
  onResumeText: (text: string) => void;
  /** the file or stored resume the text came from (kept with the draft) */
  sourceName: string | null;
  onSourceName: (name: string | null) => void;
  onPaste: () => void;
  /** to the check of what was read, after an upload or a choice, or from Continue */
  onContinue: () => void;
}

/**
 * Reads a resume file: an upload is sent to the server to extract its text; a file from
 * another tool is imported as a builder resume. Either way its text fills the step.
 */
function useResumeFile({
  onResumeText,
  setUploadedName,
  onContinue,
}: {
  onResumeText: (text: string) => void;
  setUploadedName: (name: string | null) => void;
  onContinue: () => void;
}) {
  const upload = useUploadResume();
  const qc = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const send = async (file: File) => {
    const problem = checkFile(file);
    setFileError(problem);
    if (problem) return;
    try {
      const res = await upload.mutateAsync(file);
      onResumeText(res.extractedText);
      setUploadedName(file.name);
      toast({
        title: 'Resume uploaded successfully!',
        description: 'Check what we read from it, then continue.',
      });
      onContinue();
    } catch (err) {
      toast({
        title: 'Upload failed',
        description: errorMessage(err, 'Please try uploading your resume again.'),
        variant: 'destructive',
      });
    }
  };

  // a resume exported by another tool is stored as a builder resume; its text is used here
  const importFile = async (file: File) => {
    setImporting(true);
    setFileError(null);
    try {
      const res = await importResumeFile(file);
      void qc.invalidateQueries({ queryKey: resumesQueryKey });
      onResumeText(res.resume.text);
      setUploadedName(file.name);
      toast({
        title: 'Resume imported',
        description: ['Check what we read from it, then continue.', ...res.warnings].join(' '),
      });
      onContinue();
    } catch (err) {
      setFileError(errorMessage(err, 'The file could not be imported.'));
    } finally {
      setImporting(false);
    }
  };

  const dropFile = (file: File | undefined) => {
    // a LinkedIn export, JSON Resume or Europass file dropped here is imported, not refused
    if (file && /\.(?:json|zip|xml)$/i.test(file.name)) void importFile(file);
    else if (file) void send(file);
  };

  return { uploading: upload.isPending, importing, fileError, send, importFile, dropFile };
}

/** The drop zone that is also a button to choose a file, and its hidden file input. */
function DropZone({
  uploading,
  onFile,
  onDropFile,
}: {
  uploading: boolean;
  onFile: (file: File) => void;
  onDropFile: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onDropFile(e.dataTransfer.files[0]);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={uploading}
        className={cn(
          'mt-6 flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-10 text-center transition-colors',
          dragging
            ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/30'
            : 'border-slate-300 hover:border-brand-600 dark:border-slate-600',
        )}
      >
        {uploading ? (
          <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden />
        ) : (
          <FileUp className="h-8 w-8 text-brand-700 dark:text-brand-100" aria-hidden />
        )}
        <span className="font-medium">
          {uploading ? 'Reading your resume…' : 'Click to choose a file, or drop it here'}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          Supports .pdf, .docx, .doc, .txt (up to 10MB)
        </span>
      </button>
      <HiddenFileInput ref={input} accept={RESUME_ACCEPT} label="Resume file" onFile={onFile} />
    </>
  );
}

/** "Import from another tool": its button, the formats it reads, and its hidden file input. */
function ImportFromTool({
  importing,
  disabled,
  onFile,
}: {
  importing: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const importInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => importInput.current?.click()}
        >
          {importing ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <FileInput className="size-4" aria-hidden />
          )}
          Import from another tool
        </Button>
        <span className="text-slate-600 dark:text-slate-300">
          JSON Resume, Reactive Resume, LinkedIn data export (.zip) or Europass
        </span>
      </div>
      <HiddenFileInput
        ref={importInput}
        accept={IMPORT_ACCEPT}
        label="Import a file from another tool"
        onFile={onFile}
      />
    </>
  );
}

/** A resume added before, to use again. */
function StoredResumePicker({
  resumes,
  onPick,
}: {
  resumes: NonNullable<ReturnType<typeof useResumes>['data']>;
  onPick: (resume: { content: string; title: string }) => void;
}) {
  return (
    <div className="mt-6">
      <label htmlFor="stored-resume" className="text-sm font-medium">
        Or use a resume you added before
      </label>
      <select
        id="stored-resume"
        className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        defaultValue=""
        onChange={(e) => {
          const r = resumes.find((x) => String(x.id) === e.target.value);
          if (r) onPick(r);
        }}
      >
        <option value="" disabled>
          Choose a stored resume
        </option>
        {resumes.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title} ({formatDate(r.createdAt)})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Step 1: upload a file or reuse a stored resume (then check what was read), or paste.
 * Coming back to it shows the text for editing.
 */
export function UploadStep({
  resumeText,
  onResumeText,
  sourceName: uploadedName,
  onSourceName: setUploadedName,
  onPaste,
  onContinue,
}: Props) {
  const resumes = useResumes();
  const file = useResumeFile({ onResumeText, setUploadedName, onContinue });

  return (
    <Card>
      <StepHeading>Start with your resume</StepHeading>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Upload a file or paste the text. Nothing is changed until you tailor it.
      </p>
      <DropZone
        uploading={file.uploading}
        onFile={(f) => void file.send(f)}
        onDropFile={file.dropFile}
      />
      <ImportFromTool
        importing={file.importing}
        disabled={file.importing || file.uploading}
        onFile={(f) => void file.importFile(f)}
      />
      {file.fileError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {file.fileError}
        </p>
      )}

      {resumes.data && resumes.data.length > 0 && !uploadedName && isBlank(resumeText) && (
        <StoredResumePicker
          resumes={resumes.data}
          onPick={(r) => {
            onResumeText(r.content);
            setUploadedName(r.title);
            onContinue();
          }}
        />
      )}

      {uploadedName && (
        <div className="mt-6">
          <TextAreaField
            label={`Extracted text from ${uploadedName}`}
            hint="Check that nothing is missing or garbled; you can edit it here."
            rows={14}
            value={resumeText}
            onChange={(e) => onResumeText(e.target.value)}
          />
        </div>
      )}

      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onPaste}>
          <ClipboardPaste className="h-4 w-4" aria-hidden />
          Paste Resume Text
        </Button>
        {uploadedName && (
          <Button onClick={onContinue} disabled={isBlank(resumeText)}>
            Continue
          </Button>
        )}
      </div>
    </Card>
  );
}
