import { IconSend, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import {
  FormSection,
  SelectField,
  Switch,
  confirmDialog,
  EditorForm,
  TextInput,
  toast,
  useDraft,
} from '@/ui/index.ts';
import { QueryView } from '@/list/index.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  useUpdateWebhook,
  useWebhook,
} from '@/queries/index.ts';
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
import './webhook.css';

const eventLabel = (e: WebhookEvent) => t(`webhookEvent.${e}`);
const problemText = (p: WebhookProblem) => t(`webhookProblem.${p}`);

/** Sends a sample event of the chosen type to the saved hook (i/webhooks/test). */
function TestSender({ webhookId, draft }: { webhookId: string; draft: WebhookDraft }) {
  const [type, setType] = useState<WebhookEvent>('note');
  const test = useTestWebhook({ onError: toastError });
  const send = async () => {
    // the form's URL and secret, so a change can be tried before it is saved
    const override = webhookUrlProblem(draft.url)
      ? undefined
      : { url: draft.url.trim(), secret: draft.secret };
    if (await test.run({ webhookId, type, override })) toast(t('webhookTestSent'));
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
          <button type="button" className="kumo-button" disabled={test.isPending} onClick={() => void send()}>
            <IconSend size={16} aria-hidden />
            {t('webhookTestSend')}
          </button>
        </div>
      </FormSection>
    </div>
  );
}

/** A refusal is said in a toast and the form keeps what was typed. */
function toastError(error: unknown) {
  toast(describeError(error));
  return true;
}

/** /secure/settings/webhook/new and /secure/settings/webhook/edit/{webhookId}: one webhook's settings. */
export default function WebhookEditPage({ params }: PageProps) {
  const webhookId = params.webhookId ?? null;
  const existing = useWebhook(webhookId);
  const { draft, set, ready } = useDraft(EMPTY_WEBHOOK, existing.data, draftOfWebhook);
  const create = useCreateWebhook({ onError: toastError });
  const update = useUpdateWebhook({ onError: toastError });
  const del = useDeleteWebhook({ onError: toastError });
  const [touched, setTouched] = useState(false);
  const problem = webhookProblem(draft);
  const title = webhookId ? t('webhookEdit') : t('webhookCreate');

  const save = async () => {
    setTouched(true);
    if (problem) return;
    const done = webhookId
      ? await update.run(updateParams(webhookId, draft))
      : await create.run({ ...createParams(draft), active: draft.active });
    if (!done) return;
    toast(t('webhookSaved'));
    navigate('/secure/settings/webhook');
  };
  const remove = async () => {
    if (!webhookId || !(await confirmDialog(t('webhookDeleteConfirm', { name: draft.name })))) return;
    if (await del.run(webhookId)) navigate('/secure/settings/webhook');
  };

  const urlProblem = touched && problem && problem !== 'name' && problem !== 'nameTooLong' ? problem : null;
  const form = (
    <>
      <EditorForm
        title={title}
        noValidate
        onSave={() => void save()}
        saveDisabled={create.isPending || update.isPending}
        problem={touched && problem && problemText(problem)}
        onDelete={webhookId ? () => void remove() : undefined}
        deleteLabel={t('webhookDelete')}
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
      </EditorForm>
      {webhookId && <TestSender webhookId={webhookId} draft={draft} />}
    </>
  );
  return (
    <SettingsFrame title={title} icon={<IconWebhook size={20} aria-hidden />}>
      {webhookId ? <QueryView query={existing}>{() => ready && form}</QueryView> : form}
    </SettingsFrame>
  );
}
