import { IconAntenna, IconChevronDown, IconDeviceTv, IconList, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '@/account/index.ts';
import { useJumpTargets, type JumpTargetKind } from '@/queries/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { openMenu, type MenuItem } from '@/ui/index.ts';

type Kind = Exclude<JumpTargetKind, 'roles'>;

const TARGET: Record<Kind, { path: (id: string) => string; manage: string; label: LocaleKey }> = {
  lists: { path: (id) => `/secure/timeline/list/${id}`, manage: '/secure/my/lists', label: 'userLists' },
  antennas: {
    path: (id) => `/secure/timeline/antenna/${id}`,
    manage: '/secure/my/antennas',
    label: 'antennas',
  },
  channels: { path: (id) => `/secure/channels/${id}`, manage: '/secure/channels', label: 'channels' },
};

/** The menu of one kind: its items, then a link to where they are managed. */
function menuItems(kind: Kind, targets: Array<{ id: string; name: string }>): MenuItem[] {
  const target = TARGET[kind];
  return [
    ...targets.map((x): MenuItem => ({ type: 'link', text: x.name, href: target.path(x.id) })),
    { type: 'divider' },
    {
      type: 'link',
      href: target.manage,
      text: t(target.label),
      icon: <IconSettings size={16} aria-hidden />,
    },
  ];
}

const KINDS: Array<{ kind: Kind; label: LocaleKey; icon: ReactNode }> = [
  { kind: 'lists', label: 'userLists', icon: <IconList size={16} aria-hidden /> },
  { kind: 'antennas', label: 'antennas', icon: <IconAntenna size={16} aria-hidden /> },
  { kind: 'channels', label: 'channels', icon: <IconDeviceTv size={16} aria-hidden /> },
];

/** Beside the timeline tabs: jump to one of the user's lists, antennas or followed channels. */
export function TimelineJumpMenus() {
  const { account } = useMe();
  const jumpTargets = useJumpTargets();
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
            void jumpTargets(kind).then((targets) =>
              openMenu(menuItems(kind, targets), anchor, { label: t(label) }),
            );
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
