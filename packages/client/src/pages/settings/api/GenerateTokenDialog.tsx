import { useState, type FormEvent } from 'react';
import { t } from '@/i18n/index.ts';
import { useGenerateToken } from '@/queries/index.ts';
import { DialogPanel, PermissionPicker, TextInput, toast, type ModalContext } from '@/ui/index.ts';
import { FormProblem, showInline } from '../SettingsForm.tsx';
import { newTokenSession } from './token-permissions.ts';

interface Props {
  ctx: ModalContext<string>;
  /** Admins and moderators are offered the moderation permissions as well. */
  moderator: boolean;
}

/** Name and permissions, then miauth/gen-token; the new token is shown once, with a copy button. */
export function GenerateTokenDialog({ ctx, moderator }: Props) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const generate = useGenerateToken({ onError: showInline(setProblem) });
  const busy = generate.isPending;
  const [created, setCreated] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const done = await generate.run({
      session: newTokenSession(),
      name: name.trim() || null,
      permission: [...chosen],
    });
    if (done) setCreated(done.result.token);
  };

  if (created) {
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(created);
        toast(t('copiedToClipboard'));
      } catch {
        toast(t('copyFailed'));
      }
    };
    return (
      <DialogPanel
        type="success"
        title={t('apiTokenCreated')}
        text={t('apiTokenShownOnce')}
        buttons={
          <>
            <button type="button" className="kumo-button primary" onClick={() => void copy()}>
              {t('apiTokenCopy')}
            </button>
            <button type="button" className="kumo-button" onClick={() => ctx.close(created)}>
              {t('close')}
            </button>
          </>
        }
      >
        <code className="kumo-token-shown" data-testid="new-token">
          {created}
        </code>
      </DialogPanel>
    );
  }

  return (
    <DialogPanel title={t('apiTokenGenerate')} busy={busy}>
      <form className="kumo-token-form" onSubmit={(e) => void submit(e)}>
        <TextInput
          label={t('apiTokenName')}
          caption={t('apiTokenNameCaption')}
          value={name}
          onChange={setName}
          maxLength={100}
        />
        <PermissionPicker
          legend={t('apiTokenPermissions')}
          chosen={chosen}
          onChange={setChosen}
          includeAdmin={moderator}
        />
        <FormProblem text={problem} />
        <div className="kumo-dialog-buttons">
          <button type="button" className="kumo-button" onClick={() => ctx.close()}>
            {t('cancel')}
          </button>
          <button type="submit" className="kumo-button primary" disabled={busy}>
            {t('apiTokenCreate')}
          </button>
        </div>
      </form>
    </DialogPanel>
  );
}
