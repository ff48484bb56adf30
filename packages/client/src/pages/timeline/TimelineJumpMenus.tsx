import { IconAntenna, IconChevronDown, IconDeviceTv, IconList, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { t, type LocaleKey } from '../../i18n/index.ts';
import { openMenu, type MenuItem } from '../../ui/index.ts';
import '../lists/lists.css';

type Kind = 'lists' | 'antennas' | 'channels';

async function itemsFor(kind: Kind, token: string | null): Promise<MenuItem[]> {
  const manage = (href: string, text: string): MenuItem[] => [
    { type: 'divider' },
    { type: 'link', href, text, icon: <IconSettings size={16} aria-hidden /> },
  ];
  switch (kind) {
    case 'lists': {
      const lists = await api('users/lists/list', {}, token).catch(() => []);
      return [
        ...lists.map((l): MenuItem => ({
          type: 'link',
          text: l.name,
          href: `/secure/timeline/list/${l.id}`,
        })),
        ...manage('/secure/my/lists', t('userLists')),
      ];
    }
    case 'antennas': {
      const antennas = await api('antennas/list', {}, token).catch(() => []);
      return [
        ...antennas.map((a): MenuItem => ({
          type: 'link',
          text: a.name,
          href: `/secure/timeline/antenna/${a.id}`,
        })),
        ...manage('/secure/my/antennas', t('antennas')),
      ];
    }
    case 'channels': {
      const channels = await api('channels/followed', { limit: 100 }, token).catch(() => []);
      return [
        ...channels.map((c): MenuItem => ({ type: 'link', text: c.name, href: `/secure/channels/${c.id}` })),
        ...manage('/secure/channels', t('channels')),
      ];
    }
  }
}

const KINDS: Array<{ kind: Kind; label: LocaleKey; icon: ReactNode }> = [
  { kind: 'lists', label: 'userLists', icon: <IconList size={16} aria-hidden /> },
  { kind: 'antennas', label: 'antennas', icon: <IconAntenna size={16} aria-hidden /> },
  { kind: 'channels', label: 'channels', icon: <IconDeviceTv size={16} aria-hidden /> },
];

/** Beside the timeline tabs: jump to one of the user's lists, antennas or followed channels. */
export function TimelineJumpMenus() {
  const { account } = useMe();
  if (!account) return null;
  return (
    <div className="kumo-timeline-jumps">
      {KINDS.map(({ kind, label, icon }) => (
        <button
          key={kind}
          type="button"
          className="kumo-timeline-jump"
          aria-haspopup="menu"
          onClick={(e) => {
            const anchor = e.currentTarget;
            void itemsFor(kind, account.token).then((items) => openMenu(items, anchor, { label: t(label) }));
          }}
        >
          {icon}
          {t(label)}
          <IconChevronDown size={14} aria-hidden />
        </button>
      ))}
    </div>
  );
}
