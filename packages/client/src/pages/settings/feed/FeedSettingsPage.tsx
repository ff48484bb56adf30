import { IconSpeakerphone } from '@tabler/icons-react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useChannels, useMeta, type TimelineSource } from '@/queries/index.ts';
import { useSetting } from '@/store/index.ts';
import { availableSources, resolveSource } from '@/timeline/index.ts';
import { FormSection, SelectField, Switch } from '@/ui/index.ts';
import { SettingField } from '../SettingField.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { togglePinned } from './feed-rules.ts';

/** The timeline the timeline page opens on (the `tl` setting, also changed by choosing a tab). */
function DefaultTimeline() {
  const { me } = useMe();
  const meta = useMeta();
  const [tl, setTl] = useSetting('tl');
  const sources = availableSources(me?.policies ?? meta?.policies);
  const current = tl.src === 'channel' ? 'channel' : resolveSource(tl.src, sources);
  return (
    <SelectField
      label={t('feedDefaultTimeline')}
      value={current}
      options={[
        ...sources.map((s) => ({ value: s, label: t(s) })),
        ...(current === 'channel' ? [{ value: 'channel', label: t('feedPinnedChannelTab') }] : []),
      ]}
      onChange={(v) => v !== 'channel' && setTl({ src: v as TimelineSource, arg: null })}
      caption={t('feedDefaultTimelineCaption')}
    />
  );
}

/** Followed channels, each pinned beside the local timeline or not (`userPinnedLtlChannelIds`). */
function PinnedChannels() {
  const followed = useChannels('following');
  const [pinned, setPinned] = useSetting('userPinnedLtlChannelIds');
  return (
    <QueryView query={followed}>
      {(channels) =>
        channels.length === 0 ? (
          <p className="kumo-caption">{t('feedPinnedChannelsNone')}</p>
        ) : (
          <div role="group" aria-label={t('feedPinnedChannels')}>
            {channels.map((c) => (
              <Switch
                key={c.id}
                label={c.name}
                checked={pinned.includes(c.id)}
                onChange={(on) => setPinned(togglePinned(pinned, c.id, on))}
              />
            ))}
          </div>
        )
      }
    </QueryView>
  );
}

/** /secure/settings/feedSettings: what the timelines show, and which one opens first. */
export default function FeedSettingsPage() {
  return (
    <SettingsFrame title={t('settingsFeed')} icon={<IconSpeakerphone size={20} aria-hidden />}>
      <FormSection title={t('feedSectionTimelines')}>
        <DefaultTimeline />
        <SettingField def={{ key: 'showTimelineReplies', kind: 'switch' }} />
      </FormSection>
      <FormSection title={t('feedSectionLocal')}>
        <SettingField def={{ key: 'publicTlShowRemoteFollowPost', kind: 'switch' }} />
        <SettingField def={{ key: 'publicTlShowChannelFollowPost', kind: 'switch' }} />
      </FormSection>
      <FormSection title={t('feedSectionGlobal')}>
        <SettingField def={{ key: 'publicTlShowLocalPost', kind: 'switch' }} />
      </FormSection>
      <FormSection title={t('feedPinnedChannels')}>
        <p className="kumo-caption">{t('feedPinnedChannelsCaption')}</p>
        <PinnedChannels />
      </FormSection>
    </SettingsFrame>
  );
}
