import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadJson } from '../../../lib/download';

export const exportFileName = (exportedAt: string) =>
  `careerforge-data-${exportedAt.slice(0, 10) || 'export'}.json`;

/** Fetches everything stored about the user and saves it as one JSON file. */
export async function downloadMyData(): Promise<string> {
  const data = await api.call('account.export');
  const name = exportFileName(String(data.exportedAt ?? ''));
  downloadJson(name, data);
  return name;
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
