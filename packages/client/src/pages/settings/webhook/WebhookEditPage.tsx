import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconSend, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useMe } from '../../../account/index.ts';
import { api } from '../../../api/index.ts';
import { describeError } from '../../../api/describe-error.ts';
import { t, type LocaleKey } from '../../../i18n/index.ts';
import { navigate, type PageProps } from '../../../router/index.ts';
import { FormSection, SelectField, Switch } from '../../../ui/controls/index.ts';
import { confirmDialog, LoadingView, TextInput, toast } from '../../../ui/index.ts';
import { QueryErrorView } from '../../../list/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import {
  createParams,
  draftOfWebhook,
  EMPTY_WEBHOOK,
  toggleEvent,
  updateParams,
  WEBHOOK_EVENTS,
  WEBHOOK_NAME_MAX,
  WEBHOOK_SECRET_MAX,
  WEBHOOK_URL_MAX,
  webhookProblem,
  webhookUrlProblem,
  type WebhookDraft,
  type WebhookEvent,
  type WebhookProblem,
} from './webhook-form.ts';
import { webhooksQueryKey } from './WebhookListPage.tsx';
import '../../lists/lists.css';
import './webhook.css';

const eventLabel = (e: WebhookEvent) => t(`webhookEvent.${e}` as LocaleKey);
const problemText = (p: WebhookProblem) => t(`webhookProblem.${p}` as LocaleKey);

/** Sends a sample event of the chosen type to the saved hook (i/webhooks/test). */
function TestSender({
  webhookId,
  token,
  draft,
}: {
  webhookId: string;
  token: string | null;
  draft: WebhookDraft;
}) {
  const [type, setType] = useState<WebhookEvent>('note');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      // the form's URL and secret, so a change can be tried before it is saved
      const override = webhookUrlProblem(draft.url)
        ? undefined
        : { url: draft.url.trim(), secret: draft.secret };
      await api('i/webhooks/test', { webhookId, type, override }, token);
      toast(t('webhookTestSent'));
    } catch (e) {
      toast(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="kumo-webhook-test-section">
      <FormSection title={t('webhookTest')}>
        <p className="kumo-caption">{t('webhookTestCaption')}</p>
        <div className="kumo-webhook-test">
          <SelectField
            label={t('webhookTestType')}
            value={type}
            options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: eventLabel(e) }))}
            onChange={setType}
          />
          <button type="button" className="kumo-button" disabled={busy} onClick={() => void send()}>
            <IconSend size={16} aria-hidden />
            {t('webhookTestSend')}
          </button>
        </div>
      </FormSection>
    </div>
  );
}

/** /secure/settings/webhook/new and /secure/settings/webhook/edit/{webhookId}: one webhook's settings. */
export default function WebhookEditPage({ params }: PageProps) {
  const webhookId = params.webhookId ?? null;
  const { account } = useMe();
  const token = account?.token ?? null;
  const queryClient = useQueryClient();
  const existing = useQuery({
    queryKey: ['webhook', webhookId, account?.id],
    enabled: webhookId !== null,
    queryFn: () => api('i/webhooks/show', { webhookId: webhookId! }, token),
  });
  const [draft, setDraft] = useState<WebhookDraft>(EMPTY_WEBHOOK);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // the form shows once the stored hook is in it, never empty for a moment
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  useEffect(() => {
    if (!existing.data) return;
    setDraft(draftOfWebhook(existing.data));
    setFilledFrom(existing.data.id);
  }, [existing.data]);
  const set = <K extends keyof WebhookDraft>(k: K, v: WebhookDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const problem = webhookProblem(draft);
  const title = webhookId ? t('webhookEdit') : t('webhookCreate');

  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    void queryClient.invalidateQueries({ queryKey: ['webhook'] });
    navigate('/secure/settings/webhook');
  };
  const save = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      if (webhookId) {
        await api('i/webhooks/update', updateParams(webhookId, draft), token);
      } else {
        const created = await api('i/webhooks/create', createParams(draft), token);
        // a new hook starts active; switching it off before the first save is one more call
        if (!draft.active) await api('i/webhooks/update', { webhookId: created.id, active: false }, token);
      }
      toast(t('webhookSaved'));
      done();
    } catch (e) {
      toast(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!webhookId || !(await confirmDialog(t('webhookDeleteConfirm', { name: draft.name })))) return;
    try {
      await api('i/webhooks/delete', { webhookId }, token);
      queryClient.setQueryData(webhooksQueryKey(account?.id), undefined);
      done();
    } catch (e) {
      toast(describeError(e));
    }
  };

  const icon = <IconWebhook size={20} aria-hidden />;
  if (webhookId && !existing.isError && filledFrom !== webhookId)
    return (
      <SettingsFrame title={title} icon={icon}>
        <LoadingView />
      </SettingsFrame>
    );
  if (webhookId && existing.isError)
    return (
      <SettingsFrame title={title} icon={icon}>
        <QueryErrorView error={existing.error} onRetry={() => void existing.refetch()} />
      </SettingsFrame>
    );

  const urlProblem = touched && problem && problem !== 'name' && problem !== 'nameTooLong' ? problem : null;
  return (
    <SettingsFrame title={title} icon={icon}>
      <form
        className="kumo-lists-page"
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FormSection>
          <TextInput
            label={t('webhookName')}
            value={draft.name}
            onChange={(v) => set('name', v)}
            maxLength={WEBHOOK_NAME_MAX}
            aria-invalid={touched && (problem === 'name' || problem === 'nameTooLong')}
          />
          <TextInput
            label={t('webhookUrl')}
            caption={t('webhookUrlCaption')}
            value={draft.url}
            onChange={(v) => set('url', v)}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            maxLength={WEBHOOK_URL_MAX + 16}
            aria-invalid={urlProblem !== null}
          />
          <TextInput
            label={t('webhookSecret')}
            caption={t('webhookSecretCaption')}
            value={draft.secret}
            onChange={(v) => set('secret', v)}
            autoComplete="off"
            spellCheck={false}
            maxLength={WEBHOOK_SECRET_MAX}
          />
          <fieldset className="kumo-webhook-events">
            <legend>{t('webhookEvents')}</legend>
            <div className="kumo-webhook-events-grid">
              {WEBHOOK_EVENTS.map((e) => (
                <label key={e} className="kumo-check">
                  <input
                    type="checkbox"
                    checked={draft.on.includes(e)}
                    onChange={(ev) => set('on', toggleEvent(draft.on, e, ev.target.checked))}
                  />
                  {eventLabel(e)}
                </label>
              ))}
            </div>
          </fieldset>
          <Switch checked={draft.active} onChange={(v) => set('active', v)} label={t('webhookActive')} />
        </FormSection>
        {touched && problem && (
          <p className="kumo-field-error" role="alert">
            {problemText(problem)}
          </p>
        )}
        <div className="kumo-lists-actions kumo-lists-form-buttons">
          {webhookId && (
            <button type="button" className="kumo-button danger" onClick={() => void remove()}>
              <IconTrash size={16} aria-hidden />
              {t('webhookDelete')}
            </button>
          )}
          <button type="submit" className="kumo-button primary" disabled={busy}>
            {t('save')}
          </button>
        </div>
      </form>
      {webhookId && <TestSender webhookId={webhookId} token={token} draft={draft} />}
    </SettingsFrame>
  );
}
