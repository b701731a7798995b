import type { ExportCoverLetterInput } from '@careerforge/contract';
import { callFile } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';

export type LetterFileFormat = 'pdf' | 'docx';

/**
 * Makes the letter's PDF or DOCX on the server (headed by the chosen resume's name and contact
 * details) and downloads it under `fileName`.
 */
export async function downloadLetterFile(
  input: Omit<ExportCoverLetterInput, 'userId' | 'format'>,
  format: LetterFileFormat,
  fileName: string,
): Promise<void> {
  const { blob } = await callFile('coverLetters.export', { body: { ...input, format } });
  downloadBlob(fileName, blob);
}
