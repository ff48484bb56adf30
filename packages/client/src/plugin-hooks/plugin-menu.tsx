import { IconPlug } from '@tabler/icons-react';
import type { MenuItem } from '@/ui/index.ts';
import { getPluginHandlers } from './registry.ts';

/** The plugins' entries for a note's or a user's menu, after a divider; none without plugins. */
export function pluginMenuItems(kind: 'note_action' | 'user_action', target: unknown): MenuItem[] {
  const actions = getPluginHandlers(kind);
  if (actions.length === 0) return [];
  return [
    { type: 'divider' },
    ...actions.map(({ handler }): MenuItem => ({
      type: 'button',
      text: handler.title,
      icon: <IconPlug size={18} aria-hidden />,
      action: () => void handler.run(target),
    })),
  ];
}
