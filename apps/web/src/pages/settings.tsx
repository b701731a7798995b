import { PageContainer } from '../components/ui/page';
import { SETTINGS_SUBTITLE, SETTINGS_TITLE, SettingsView } from '../features/account';
import { usePageView } from '../lib/analytics';
import { usePageMeta } from '../lib/meta';

export default function SettingsPage() {
  usePageMeta(SETTINGS_TITLE, SETTINGS_SUBTITLE);
  usePageView('settings');
  return (
    <PageContainer>
      <SettingsView />
    </PageContainer>
  );
}
