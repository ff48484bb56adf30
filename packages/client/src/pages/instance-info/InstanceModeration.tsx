import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { useAdminMeta, useInstanceAction, useUpdateInstance, useUpdateMeta } from '@/queries/index.ts';
import { confirmDialog, FormSection, Switch, TextSaveForm, toast } from '@/ui/index.ts';
import { HOST_LISTS, hostInList, withHost, type HostList } from './host-lists.ts';

/** Block, silence, media-silence: the instance's host lists, which only administrators change. */
function HostListSwitches({ host }: { host: string }) {
  const meta = useAdminMeta().data;
  const update = useUpdateMeta();
  const toggle = async (key: HostList, on: boolean) => {
    if (!meta) return;
    if (await update.run({ [key]: withHost(meta[key] ?? [], host, on) }))
      toast(t(on ? `instanceHostListOn_${key}` : `instanceHostListOff_${key}`, { host }));
  };
  return (
    <>
      {HOST_LISTS.map((key) => (
        <Switch
          key={key}
          label={t(`instanceHostList_${key}`)}
          caption={t(`instanceHostListHint_${key}`)}
          checked={meta ? hostInList(meta[key] ?? [], host) : false}
          disabled={!meta || update.isPending}
          onChange={(on) => void toggle(key, on)}
        />
      ))}
    </>
  );
}

function ModerationNote({ host, note }: { host: string; note: string }) {
  const update = useUpdateInstance();
  return (
    <TextSaveForm
      label={t('instanceModerationNote')}
      caption={t('adminUserNoteCaption')}
      saved={note}
      pending={update.isPending}
      onSave={(text) =>
        void update.run({ host, moderationNote: text }).then((r) => r && toast(t('adminUserNoteSaved')))
      }
    />
  );
}

function Actions({ host }: { host: string }) {
  const refresh = useInstanceAction('admin/federation/refresh-remote-instance-metadata');
  const deleteFiles = useInstanceAction('admin/federation/delete-all-files');
  const unfollow = useInstanceAction('admin/federation/remove-all-following');
  const run = async (action: typeof refresh, done: string, confirm?: string) => {
    if (confirm && !(await confirmDialog(confirm))) return;
    if (await action.run(host)) toast(done);
  };
  return (
    <div className="kumo-admin-actions">
      <button
        type="button"
        className="kumo-button"
        onClick={() => void run(refresh, t('instanceRefreshed', { host }))}
      >
        {t('instanceRefresh')}
      </button>
      <button
        type="button"
        className="kumo-button danger"
        onClick={() =>
          void run(unfollow, t('instanceUnfollowed', { host }), t('instanceUnfollowConfirm', { host }))
        }
      >
        {t('instanceUnfollowAll')}
      </button>
      <button
        type="button"
        className="kumo-button danger"
        onClick={() =>
          void run(
            deleteFiles,
            t('instanceFilesDeleted', { host }),
            t('instanceDeleteFilesConfirm', { host }),
          )
        }
      >
        {t('instanceDeleteFiles')}
      </button>
    </div>
  );
}

/**
 * What moderators do about another server from its page: stop delivering to it, keep a note on it,
 * refresh what is known of it, drop its follows and files; administrators also block and silence it.
 */
export function InstanceModeration({
  instance,
  isAdmin,
}: {
  instance: entities.FederationInstance;
  isAdmin: boolean;
}) {
  const update = useUpdateInstance();
  const suspend = async (on: boolean) => {
    if (await update.run({ host: instance.host, isSuspended: on }))
      toast(t(on ? 'instanceSuspended' : 'instanceResumed', { host: instance.host }));
  };
  return (
    <FormSection title={t('instanceModeration')}>
      <Switch
        label={t('instanceSuspendDelivery')}
        caption={t('instanceSuspendDeliveryHint')}
        checked={instance.isSuspended}
        disabled={update.isPending}
        onChange={(on) => void suspend(on)}
      />
      {isAdmin && <HostListSwitches host={instance.host} />}
      <ModerationNote host={instance.host} note={instance.moderationNote ?? ''} />
      <Actions host={instance.host} />
    </FormSection>
  );
}
