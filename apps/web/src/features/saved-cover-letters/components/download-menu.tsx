import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, Download } from 'lucide-react';
import type { SavedCoverLetter } from '@careerforge/contract';
import { buttonClass } from '../../../components/ui/button';
import { downloadLetter, type DownloadFormat } from './letter-actions';

const FORMATS: { format: DownloadFormat; label: string }[] = [
  { format: 'txt', label: 'Text (.txt)' },
  { format: 'pdf', label: 'PDF (.pdf)' },
  { format: 'docx', label: 'Word (.docx)' },
];

/** Download as text, PDF or DOCX, under the letter's title-based file name. */
export function DownloadMenu({ letter }: { letter: SavedCoverLetter }) {
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const run = async (format: DownloadFormat) => {
    setBusy(format);
    await downloadLetter(letter, format);
    setBusy(null);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClass('outline', 'sm')}
        disabled={busy !== null}
        aria-label={`Download ${letter.title}`}
      >
        <Download className="h-4 w-4" aria-hidden />
        {busy ? 'Downloading...' : 'Download'}
        <ChevronDown className="h-3.5 w-3.5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-[10rem] rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {FORMATS.map((f) => (
            <DropdownMenu.Item
              key={f.format}
              onSelect={() => void run(f.format)}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
            >
              {f.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
