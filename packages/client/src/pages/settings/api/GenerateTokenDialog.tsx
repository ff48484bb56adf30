import { useState, type FormEvent } from 'react';
import { t } from '@/i18n/index.ts';
import { useGenerateToken } from '@/queries/index.ts';
import { DialogPanel, TextInput, toast, type ModalContext } from '@/ui/index.ts';
import { FormProblem, showInline } from '../SettingsForm.tsx';
import { newTokenSession, permissionRows } from './token-permissions.ts';

interface Props {
  ctx: ModalContext<string>;
  /** Admins and moderators are offered the moderation permissions as well. */
  moderator: boolean;
}

/** Name and permissions, then miauth/gen-token; the new token is shown once, with a copy button. */
export function GenerateTokenDialog({ ctx, moderator }: Props) {
  const rows = permissionRows(undefined, moderator);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const generate = useGenerateToken({ onError: showInline(setProblem) });
  const busy = generate.isPending;
  const [created, setCreated] = useState<string | null>(null);

  const toggle = (p: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(p);
    else next.delete(p);
    setChosen(next);
  };
  const setAll = (on: boolean) =>
    setChosen(
      on ? new Set(rows.flatMap((r) => [r.read, r.write].filter((p): p is string => !!p))) : new Set(),
    );

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

  const checkbox = (p: string | undefined, label: string) =>
    p ? (
      <input
        type="checkbox"
        aria-label={label}
        checked={chosen.has(p)}
        onChange={(e) => toggle(p, e.target.checked)}
      />
    ) : null;

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
        <fieldset className="kumo-token-fieldset">
          <legend>{t('apiTokenPermissions')}</legend>
          <div className="kumo-settings-actions">
            <button type="button" className="kumo-button" onClick={() => setAll(true)}>
              {t('apiTokenAll')}
            </button>
            <button type="button" className="kumo-button" onClick={() => setAll(false)}>
              {t('apiTokenNone')}
            </button>
          </div>
          <div className="kumo-permission-scroll">
            <table className="kumo-permission-table">
              <thead>
                <tr>
                  <th scope="col">{t('apiTokenSubject')}</th>
                  <th scope="col">{t('permissionRead')}</th>
                  <th scope="col">{t('permissionWrite')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.subject}>
                    <th scope="row">
                      <code>{r.subject}</code>
                    </th>
                    <td>{checkbox(r.read, r.read ?? '')}</td>
                    <td>{checkbox(r.write, r.write ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </fieldset>
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
