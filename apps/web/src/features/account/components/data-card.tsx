import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDownloadMyData } from '../api/export-data';
import { text } from '../content';
import { SettingsSection } from './settings-section';

/** "Download my data": one JSON file with everything stored about the user. */
export function DataCard() {
  const download = useDownloadMyData();
  const run = () =>
    download.mutate(undefined, {
      onSuccess: (file) =>
        toast({ title: text.downloaded, description: text.downloadedHint(file) }),
      onError: (err) =>
        toast({
          title: text.downloadFailed,
          description: errorMessage(err, text.genericError),
          variant: 'destructive',
        }),
    });
  return (
    <SettingsSection id="data" title={text.dataTitle} hint={text.dataHint}>
      <Button variant="outline" onClick={run} disabled={download.isPending}>
        <Download className="h-4 w-4" aria-hidden />
        {download.isPending ? text.downloading : text.download}
      </Button>
      {download.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {errorMessage(download.error, text.genericError)}
        </p>
      )}
    </SettingsSection>
  );
}
