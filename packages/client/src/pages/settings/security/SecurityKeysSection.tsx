import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { createKey, webAuthnSupported } from '@/account/index.ts';
import { lang, t } from '@/i18n/index.ts';
import {
  useFinishKey,
  useRegisterKey,
  useRemoveKey,
  useRenameKey,
  useSetPasswordLess,
} from '@/queries/index.ts';
import { IconButton, inputText, Switch, toast } from '@/ui/index.ts';
import { askIdentity } from './ask-identity.ts';

/** Security keys and passkeys: add (on top of an authenticator app), rename, remove, password-less sign-in. */
export function SecurityKeysSection({ me }: { me: entities.MeDetailed }) {
  const keys = me.securityKeysList ?? [];
  const register = useRegisterKey();
  const finish = useFinishKey();
  const remove = useRemoveKey();
  const rename = useRenameKey();
  const passwordLess = useSetPasswordLess();

  const add = async () => {
    const identity = await askIdentity(true);
    if (!identity) return;
    const options = await register.run(identity);
    if (!options) return;
    let credential;
    try {
      credential = await createKey(options.result);
    } catch {
      toast(t('keysCanceled'));
      return;
    }
    const name = await inputText({ title: t('keysName'), default: 'Security key', maxLength: 30 });
    if (name.canceled || name.result.trim() === '') return;
    const done = await finish.run({ ...identity, name: name.result.trim(), credential: credential as never });
    if (done) toast(t('keysAdded'));
  };
  const removeKey = async (id: string) => {
    const identity = await askIdentity(true);
    if (identity && (await remove.run({ ...identity, credentialId: id }))) toast(t('keysRemoved'));
  };
  const renameKey = async (id: string, current: string) => {
    const name = await inputText({ title: t('keysName'), default: current, maxLength: 30 });
    if (!name.canceled && name.result.trim() !== '')
      await rename.run({ credentialId: id, name: name.result.trim() });
  };

  if (!me.twoFactorEnabled) return <p className="kumo-caption">{t('keysNeedTotp')}</p>;
  return (
    <>
      {keys.length === 0 ? (
        <p className="kumo-caption">{t('keysNone')}</p>
      ) : (
        <ul className="kumo-security-keys">
          {keys.map((k) => (
            <li key={k.id}>
              <IconKey size={18} aria-hidden />
              <span className="kumo-security-key-text">
                <strong>{k.name}</strong>
                <span className="kumo-caption">
                  {t('keysLastUsed', { date: new Date(k.lastUsed).toLocaleString(lang()) })}
                </span>
              </span>
              <IconButton
                label={t('keysRename', { name: k.name })}
                icon={IconPencil}
                size={18}
                onClick={() => void renameKey(k.id, k.name)}
              />
              <IconButton
                label={t('keysRemove', { name: k.name })}
                icon={IconTrash}
                size={18}
                onClick={() => void removeKey(k.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {webAuthnSupported() ? (
        <div className="kumo-settings-actions">
          <button type="button" className="kumo-button" onClick={() => void add()}>
            {t('keysAdd')}
          </button>
        </div>
      ) : (
        <p className="kumo-caption">{t('keysUnsupported')}</p>
      )}
      <Switch
        label={t('keysPasswordLess')}
        checked={me.usePasswordLessLogin}
        disabled={keys.length === 0}
        onChange={(on) => void passwordLess.run(on)}
      />
    </>
  );
}
