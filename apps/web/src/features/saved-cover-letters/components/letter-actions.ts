import type { SavedCoverLetter } from '@careerforge/contract';
import { analytics } from '../../../lib/analytics';
import { copyWithToast } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { toastSpecError } from '../../../lib/spec-toast';
import { toast } from '../../../lib/toast';
import { downloadLetterFile } from '../api/export-letter';
import { savedLetterFileName } from '../lib/file-name';

export type DownloadFormat = 'txt' | 'pdf' | 'docx';

/** Copies a saved letter's text (logs cover_letter_copied with its length). */
export async function copyLetter(letter: SavedCoverLetter) {
  const copied = await copyWithToast(letter.content, {
    title: 'Copied',
    description: 'Cover letter copied to clipboard.',
    failed: 'Your browser did not allow copying. Open the preview and copy the text.',
  });
  if (copied) {
    analytics.event('cover_letter_copied', 'saved-cover-letters', {
      contentLength: letter.content.length,
    });
  }
}

/** Downloads a saved letter under its title-based name (logs cover_letter_downloaded). */
export async function downloadLetter(letter: SavedCoverLetter, format: DownloadFormat) {
  const name = savedLetterFileName(letter.title, format);
  try {
    if (format === 'txt') downloadText(name, letter.content);
    else
      await downloadLetterFile(
        {
          content: letter.content,
          title: letter.title,
          companyName: letter.companyName,
          jobTitle: letter.jobTitle,
          resumeId: letter.resumeId,
          savedResumeId: letter.savedResumeId,
        },
        format,
        name,
      );
    toast({ title: 'Downloaded', description: `Saved as ${name}.` });
    analytics.event('cover_letter_downloaded', 'saved-cover-letters', {
      letterId: letter.id,
      format,
    });
  } catch (err) {
    toastSpecError(
      `Download Failed - Unable to make the ${format.toUpperCase()} file. Please try again.`,
      err,
    );
  }
}
