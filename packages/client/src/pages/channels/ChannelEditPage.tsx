import { IconDeviceTv, IconPhoto, IconX } from '@tabler/icons-react';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { EditorForm, FormSection, Switch, PageHeader, TextArea, TextInput, useDraft } from '@/ui/index.ts';
import { QueryView } from '@/list/index.ts';
import { useChannel, useSaveChannel } from '@/queries/index.ts';
import { channelPath, safeChannelColor } from './channel-path.ts';
import './channels.css';

interface ChannelDraft {
  name: string;
  description: string;
  color: string;
  banner: { id: string; url: string } | null;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
  isArchived: boolean;
}

const EMPTY: ChannelDraft = {
  name: '',
  description: '',
  color: '#86b300',
  banner: null,
  isSensitive: false,
  allowRenoteToExternal: true,
  isArchived: false,
};

/** /channels/new and /channels/{channelId}/edit: name, description, color, banner and flags. */
export default function ChannelEditPage({ params }: PageProps) {
  const channelId = params.channelId ?? null;
  const existing = useChannel(channelId);
  const { draft, set, ready } = useDraft<ChannelDraft, NonNullable<typeof existing.data>>(
    EMPTY,
    existing.data,
    (c) => ({
      name: c.name,
      description: c.description ?? '',
      color: safeChannelColor(c.color, EMPTY.color),
      banner: c.bannerId && c.bannerUrl ? { id: c.bannerId, url: c.bannerUrl } : null,
      isSensitive: c.isSensitive,
      allowRenoteToExternal: c.allowRenoteToExternal,
      isArchived: c.isArchived,
    }),
  );
  const saveChannel = useSaveChannel();
  const busy = saveChannel.isPending;

  const chooseBanner = async () => {
    const files = await pickDriveFiles(false);
    const f = files?.[0];
    if (f) set('banner', { id: f.id, url: f.url });
  };
  const save = async () => {
    if (draft.name.trim() === '') return;
    const body = {
      name: draft.name.trim(),
      description: draft.description.trim() || null,
      color: draft.color,
      bannerId: draft.banner?.id ?? null,
      isSensitive: draft.isSensitive,
      allowRenoteToExternal: draft.allowRenoteToExternal,
      isArchived: draft.isArchived,
    };
    const done = await saveChannel.run({ channelId, body });
    if (done) navigate(channelPath(done.result.id, true));
  };

  const title = channelId ? t('channelEdit') : t('channelCreate');
  const form = (
    <>
      <PageHeader title={title} icon={<IconDeviceTv size={20} aria-hidden />} />
      <EditorForm
        title={title}
        className="kumo-page-body kumo-lists-page"
        onSave={() => void save()}
        saveDisabled={busy || draft.name.trim() === ''}
      >
        <FormSection>
          <TextInput
            label={t('channelName')}
            value={draft.name}
            onChange={(v) => set('name', v)}
            maxLength={128}
            required
          />
          <TextArea
            label={t('channelDescription')}
            maxLength={2048}
            value={draft.description}
            onChange={(v) => set('description', v)}
          />
          <label className="kumo-field kumo-channel-color-field">
            <span>{t('channelColor')}</span>
            <input type="color" value={draft.color} onChange={(e) => set('color', e.target.value)} />
          </label>
          <div className="kumo-field">
            <span>{t('channelBanner')}</span>
            {draft.banner && (
              <img className="kumo-channel-banner-preview" src={draft.banner.url} alt={t('channelBanner')} />
            )}
            <div className="kumo-lists-actions">
              <button type="button" className="kumo-button" onClick={() => void chooseBanner()}>
                <IconPhoto size={16} aria-hidden />
                {t('channelBannerChoose')}
              </button>
              {draft.banner && (
                <button type="button" className="kumo-button" onClick={() => set('banner', null)}>
                  <IconX size={16} aria-hidden />
                  {t('channelBannerRemove')}
                </button>
              )}
            </div>
          </div>
        </FormSection>
        <FormSection>
          <Switch
            checked={draft.isSensitive}
            onChange={(v) => set('isSensitive', v)}
            label={t('channelSensitive')}
          />
          <Switch
            checked={draft.allowRenoteToExternal}
            onChange={(v) => set('allowRenoteToExternal', v)}
            label={t('channelAllowRenoteToExternal')}
          />
          {channelId && (
            <Switch
              checked={draft.isArchived}
              onChange={(v) => set('isArchived', v)}
              label={t('channelArchived')}
            />
          )}
        </FormSection>
      </EditorForm>
    </>
  );
  return channelId ? <QueryView query={existing}>{() => ready && form}</QueryView> : form;
}
