import { ClipboardCopy } from 'lucide-react';
import type { SavedCoverLetter } from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { DownloadMenu } from './download-menu';
import { copyLetter } from './letter-actions';
import { roleAt } from '../../../lib/format';

/** The whole letter, readable, with copy and download. */
export function PreviewDialog({
  letter,
  open,
  onOpenChange,
}: OpenState & {
  letter: SavedCoverLetter;
}) {
  const role = roleAt(letter.jobTitle, letter.companyName);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={letter.title}
      {...(role ? { description: role } : {})}
      size="lg"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={() => void copyLetter(letter)}>
            <ClipboardCopy className="h-4 w-4" aria-hidden />
            Copy
          </Button>
          <DownloadMenu letter={letter} />
        </>
      }
    >
      <div className="text-sm leading-6 whitespace-pre-wrap break-words">{letter.content}</div>
    </Dialog>
  );
}
