import type { entities } from 'misskey-js';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useFinishTotp, useRegisterTotp, useUnregisterTotp } from '@/queries/index.ts';
import { copyToClipboard, TextInput, toast } from '@/ui/index.ts';
import { askIdentity } from './ask-identity.ts';

type Setup = { qr: string; secret: string };

const STOCK: Record<
  entities.MeDetailed['twoFactorBackupCodesStock'],
  'totpBackupFull' | 'totpBackupPartial' | 'totpBackupNone'
> = {
  full: 'totpBackupFull',
  partial: 'totpBackupPartial',
  none: 'totpBackupNone',
};

/** The codes shown once when two-factor authentication is turned on. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="kumo-totp-backup" role="region" aria-label={t('totpBackupTitle')}>
      <h3>{t('totpBackupTitle')}</h3>
      <p>{t('totpBackupLead')}</p>
      <ul className="kumo-totp-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="kumo-settings-actions">
        <button type="button" className="kumo-button" onClick={() => void copyToClipboard(codes.join('\n'))}>
          {t('totpBackupCopy')}
        </button>
        <button type="button" className="kumo-button primary" onClick={onDone}>
          {t('totpBackupDone')}
        </button>
      </div>
    </div>
  );
}

/** The authenticator app: set it up (QR code, key, a code to confirm, backup codes) or turn it off. */
export function TwoFactorSection({ me }: { me: entities.MeDetailed }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const register = useRegisterTotp();
  const finish = useFinishTotp({
    onError: () => {
      toast(t('totpWrongCode'));
      return true;
    },
  });
  const unregister = useUnregisterTotp();

  const start = async () => {
    const identity = await askIdentity(me.twoFactorEnabled);
    if (!identity) return;
    const res = await register.run(identity);
    if (res) setSetup({ qr: res.result.qr, secret: res.result.secret });
  };
  const confirm = async () => {
    const res = await finish.run(code.replace(/\s/g, ''));
    if (!res) return;
    setSetup(null);
    setCode('');
    setCodes(res.result.backupCodes);
    toast(t('totpEnabled'));
  };
  const turnOff = async () => {
    const identity = await askIdentity(true);
    if (identity && (await unregister.run(identity))) toast(t('totpTurnedOff'));
  };

  if (codes) return <BackupCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup)
    return (
      <div className="kumo-totp-setup">
        <p>{t('totpScan')}</p>
        <img className="kumo-totp-qr" src={setup.qr} alt={t('totpQrAlt')} width={180} height={180} />
        <p className="kumo-totp-secret">
          <code>{t('totpSecret', { secret: setup.secret })}</code>{' '}
          <button type="button" className="kumo-button" onClick={() => void copyToClipboard(setup.secret)}>
            {t('totpCopySecret')}
          </button>
        </p>
        <TextInput
          label={t('securityTwoFactorCode')}
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            disabled={code.trim() === ''}
            onClick={() => void confirm()}
          >
            {t('totpConfirm')}
          </button>
          <button type="button" className="kumo-button" onClick={() => setSetup(null)}>
            {t('cancel')}
          </button>
        </div>
      </div>
    );
  return (
    <>
      <p>{me.twoFactorEnabled ? t('securityTwoFactorOn') : t('securityTwoFactorOff')}</p>
      {me.twoFactorEnabled && (
        <p className="kumo-caption">
          {t('totpBackupLeft', { state: t(STOCK[me.twoFactorBackupCodesStock]) })}
        </p>
      )}
      <div className="kumo-settings-actions">
        {me.twoFactorEnabled ? (
          <button type="button" className="kumo-button danger" onClick={() => void turnOff()}>
            {t('totpTurnOff')}
          </button>
        ) : (
          <button type="button" className="kumo-button primary" onClick={() => void start()}>
            {t('totpSetUp')}
          </button>
        )}
      </div>
    </>
  );
}
