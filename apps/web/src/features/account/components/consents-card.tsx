import { Link } from 'react-router';
import type { Consents } from '@careerforge/contract';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateConsents } from '../api/update-consents';
import { consentItems, text } from '../content';
import { ConsentSwitch } from './consent-switch';
import { SettingsSection } from './settings-section';

/** The spec's three consents, all off until the user turns them on. */
export function ConsentsCard({ userId, consents }: { userId: string; consents: Consents }) {
  const update = useUpdateConsents(userId);
  const change = (key: keyof Consents, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast({ title: text.consentOn }),
        onError: (err) =>
          toast({
            title: text.consentFailed,
            description: errorMessage(err, text.genericError),
            variant: 'destructive',
          }),
      },
    );
  return (
    <SettingsSection
      id="privacy"
      title={text.privacyTitle}
      hint={
        <>
          {text.privacyHint} The{' '}
          <Link to="/privacy-policy" className="text-brand-700 underline dark:text-brand-100">
            Privacy Policy
          </Link>{' '}
          says what is stored and for how long.
        </>
      }
    >
      <div className="-my-4 divide-y divide-slate-200 dark:divide-slate-800">
        {consentItems.map((item) => (
          <ConsentSwitch
            key={item.key}
            label={item.label}
            description={item.description}
            checked={consents[item.key]}
            disabled={update.isPending}
            onChange={(v) => change(item.key, v)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
