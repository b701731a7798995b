import type { ReactNode } from 'react';
import { Copy, Download } from 'lucide-react';
import type { SavedResumeListItem } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { ScoreBadge } from '../../../components/ui/score';
import { analytics } from '../../../lib/analytics';
import { toast } from '../../../lib/toast';
import { copyWithToast } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { downloadFileName } from '../lib/export';
import { formatDate } from '../../../lib/format';
import { modeLabel, roleLine } from '../lib/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Points({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm text-slate-800 marker:text-brand-600 dark:text-slate-200">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** The whole saved resume with its scores, improvements and recommendations; copy or download it. */
export function PreviewDialog({
  resume,
  open,
  onOpenChange,
}: OpenState & {
  resume: SavedResumeListItem;
}) {
  const role = roleLine(resume.companyName, resume.jobTitle);
  const mode = modeLabel(resume.tailoringMode);

  const copy = () =>
    copyWithToast(resume.content, {
      title: 'Copied!',
      description: 'The resume text is on your clipboard.',
      failed: 'Select the text and copy it yourself.',
    });

  const download = () => {
    const fileName = downloadFileName(resume.title);
    downloadText(fileName, resume.content);
    analytics.download(resume.id, 'txt');
    toast({ title: 'Download Complete', description: `Saved as ${fileName}.` });
  };

  const meta = [role, `Saved ${formatDate(resume.createdAt)}`, mode && `${mode} mode`]
    .filter(Boolean)
    .join(' · ');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={resume.title}
      description={meta}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden />
            Copy
          </Button>
          <Button onClick={download}>
            <Download className="h-4 w-4" aria-hidden />
            Download .txt
          </Button>
        </>
      }
    >
      <div className="grid gap-6">
        <div className="flex flex-wrap gap-1.5">
          <ScoreBadge label="ATS" score={resume.atsScore} emoji />
          {resume.keywordMatchScore != null && (
            <ScoreBadge label="Keyword match" score={resume.keywordMatchScore} />
          )}
          {resume.tags.map((tag) => (
            <span
              key={tag}
              className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-700/20 ring-inset dark:bg-brand-900/50 dark:text-brand-100"
            >
              {tag}
            </span>
          ))}
        </div>
        <Section title="Resume">
          <pre
            tabIndex={0}
            aria-label="Resume text"
            className="rounded-lg border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100"
          >
            {resume.content}
          </pre>
        </Section>
        <div className="grid gap-6 md:grid-cols-2">
          <Section title="Improvements">
            <Points items={resume.improvements} empty="No improvements were recorded." />
          </Section>
          <Section title="Recommendations">
            <Points items={resume.recommendations} empty="No recommendations were recorded." />
          </Section>
        </div>
        {resume.notes && (
          <Section title="Notes">
            <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
              {resume.notes}
            </p>
          </Section>
        )}
      </div>
    </Dialog>
  );
}
