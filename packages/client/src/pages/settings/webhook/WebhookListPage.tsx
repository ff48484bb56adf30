import { IconPlus, IconWebhook } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { ActionLink, EntityRow, PagedList } from '@/list/index.ts';
import { useWebhooks } from '@/queries/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { deliveryState } from './webhook-form.ts';
import './webhook.css';

function eventsText(hook: entities.UserWebhook): string {
  if (hook.on.length === 0) return t('webhookNoEvents');
  return hook.on.map((e) => t(`webhookEvent.${e}`)).join(', ');
}

function DeliveryBadge({ hook }: { hook: entities.UserWebhook }) {
  const state = deliveryState(hook);
  const text =
    state === 'never'
      ? t('webhookNeverSent')
      : state === 'ok'
        ? t('webhookLastOk', { status: String(hook.latestStatus) })
        : hook.latestStatus != null && hook.latestStatus > 0
          ? t('webhookLastFailed', { status: String(hook.latestStatus) })
          : t('webhookLastNoAnswer');
  return (
    <span className="kumo-webhook-badge" data-state={state}>
      {text}
    </span>
  );
}

/** /secure/settings/webhook: the user's webhooks with their events, state and last delivery. */
export default function WebhookListPage() {
  const hooks = useWebhooks();
  return (
    <SettingsFrame title={t('settingsWebhook')} icon={<IconWebhook size={20} aria-hidden />}>
      <div className="kumo-lists-page">
        <p className="kumo-caption">{t('webhookIntro')}</p>
        <ActionLink to="/secure/settings/webhook/new" icon={IconPlus} label={t('webhookCreate')} />
        <PagedList query={hooks} empty={t('webhookNone')}>
          {(items) => (
            <ul className="kumo-entity-list" aria-label={t('settingsWebhook')}>
              {items.map((hook) => (
                <EntityRow
                  key={hook.id}
                  className="kumo-webhook-row"
                  to={`/secure/settings/webhook/edit/${hook.id}`}
                  icon={IconWebhook}
                  inactive={!hook.active}
                  title={hook.name}
                >
                  <span className="kumo-caption kumo-ellipsis">{hook.url}</span>
                  <span className="kumo-caption kumo-webhook-events-line">{eventsText(hook)}</span>
                  <span className="kumo-webhook-badges">
                    <span className="kumo-webhook-badge" data-state={hook.active ? 'active' : 'inactive'}>
                      {hook.active ? t('webhookActive') : t('webhookInactive')}
                    </span>
                    <DeliveryBadge hook={hook} />
                  </span>
                </EntityRow>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </SettingsFrame>
  );
}
