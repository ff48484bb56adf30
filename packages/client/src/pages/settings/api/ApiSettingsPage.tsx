import { IconKey } from '@tabler/icons-react';
import { isModeratorOrAdmin, useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { FormSection, openModal } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { GenerateTokenDialog } from './GenerateTokenDialog.tsx';
import '../security/security.css';

/** /secure/settings/api: make a personal access token with chosen permissions. */
export default function ApiSettingsPage() {
  const { account } = useMe();
  if (!account) return null;
  const generate = async () => {
    await openModal<string>(
      (ctx) => <GenerateTokenDialog ctx={ctx} moderator={isModeratorOrAdmin(account)} />,
      { presentation: 'dialog', band: 'high' },
    );
  };
  return (
    <SettingsFrame title={t('settingsApi')} icon={<IconKey size={20} aria-hidden />}>
      <div className="kumo-security-page">
        <FormSection>
          <p>{t('apiTokensIntro')}</p>
          <div className="kumo-settings-actions">
            <button type="button" className="kumo-button primary" onClick={() => void generate()}>
              {t('apiTokenGenerate')}
            </button>
          </div>
          <p className="kumo-caption">
            <Link to="/secure/settings/apps">{t('apiTokenManage')}</Link>
          </p>
        </FormSection>
      </div>
    </SettingsFrame>
  );
}
