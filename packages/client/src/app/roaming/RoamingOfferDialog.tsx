import { useState } from 'react';
import { CustomEmoji, reactionEmojiName, UnicodeEmoji } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { DialogPanel, OkCancel, Switch, type ModalContext } from '@/ui/index.ts';
import type { OfferItem } from './roaming-offer.ts';
import './roaming.css';
import type { WebClientSettings } from './web-client-settings.ts';

interface Props extends ModalContext<OfferItem[]> {
  host: string;
  found: WebClientSettings;
  items: readonly OfferItem[];
  /** How many installed themes and new emoji mutes would come over. */
  counts: { themes: number; mutes: number };
}

/** The reactions as the picker will show them. */
function Emojis({ list }: { list: readonly string[] }) {
  return (
    <span className="kumo-roaming-emojis">
      {list.map((r) => {
        const custom = reactionEmojiName(r);
        return custom ? <CustomEmoji key={r} name={custom} /> : <UnicodeEmoji key={r} char={r} />;
      })}
    </span>
  );
}

function itemText(item: OfferItem, found: WebClientSettings, counts: Props['counts']) {
  switch (item) {
    case 'lightTheme':
      return { label: t('roamingLightTheme'), caption: found.lightTheme?.name };
    case 'darkTheme':
      return { label: t('roamingDarkTheme'), caption: found.darkTheme?.name };
    case 'themes':
      return { label: t('roamingThemes'), caption: t('roamingThemesCount', { n: counts.themes }) };
    case 'reactions':
      return { label: t('roamingReactions'), caption: <Emojis list={found.reactions ?? []} /> };
    case 'mutedEmojis':
      return { label: t('roamingMutedEmojis'), caption: t('roamingMutedEmojisCount', { n: counts.mutes }) };
  }
}

/** Offers the settings found in the server's own web client; resolves with the ticked ones. */
export function RoamingOfferDialog({ host, found, items, counts, close }: Props) {
  const [ticked, setTicked] = useState<OfferItem[]>([...items]);
  const toggle = (item: OfferItem, on: boolean) =>
    setTicked((list) => (on ? [...list, item] : list.filter((i) => i !== item)));
  return (
    <DialogPanel
      type="question"
      title={t('roamingTitle', { host })}
      text={t('roamingLead', { host })}
      buttons={
        <OkCancel
          okLabel={t('roamingTakeOver')}
          cancelLabel={t('roamingNotNow')}
          okDisabled={ticked.length === 0}
          onOk={() => close(ticked)}
          onCancel={() => close([])}
        />
      }
    >
      <div className="kumo-roaming-items">
        {items.map((item) => {
          const { label, caption } = itemText(item, found, counts);
          return (
            <Switch
              key={item}
              checked={ticked.includes(item)}
              onChange={(on) => toggle(item, on)}
              label={label}
              caption={caption}
            />
          );
        })}
      </div>
      <p className="kumo-caption">{t('roamingServerMutes')}</p>
    </DialogPanel>
  );
}
