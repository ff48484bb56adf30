import { openModal, type OpenModalOptions } from '../modal/open-modal.tsx';
import type { MenuItem } from './menu-types.ts';
import { MenuList } from './MenuList.tsx';

export interface MenuOptions {
  /** The menu's accessible name; by default the name of the button that opened it, else "Menu". */
  label?: string;
}

const CHOSEN = 'chosen';

/** A menu is announced with the name of what opened it (its button, its submenu entry). */
function nameOf(anchor: Element | null | undefined): string | undefined {
  if (!anchor) return undefined;
  const name =
    anchor.getAttribute('aria-label') ?? anchor.getAttribute('title') ?? anchor.textContent?.trim();
  return name || undefined;
}

function showMenu(
  items: MenuItem[],
  target: Pick<OpenModalOptions, 'anchor' | 'point' | 'placement' | 'presentation'>,
  options: MenuOptions,
  nested: boolean,
): Promise<typeof CHOSEN | undefined> {
  return openModal<typeof CHOSEN>(
    ({ close }) => (
      <MenuList
        items={items}
        label={options.label ?? nameOf(target.anchor)}
        nested={nested}
        onChosen={() => close(CHOSEN)}
        onBack={() => close()}
        openSubmenu={async (children, el) =>
          (await showMenu(children, { anchor: el, placement: 'beside' }, {}, true)) === CHOSEN
        }
      />
    ),
    target,
  );
}

/**
 * Opens a popup menu next to `anchor` (a drawer on phones, spec P1 §4). Resolves once it has closed,
 * whether an entry was chosen or it was canceled.
 */
export async function openMenu(
  items: MenuItem[],
  anchor?: Element | null,
  options: MenuOptions = {},
): Promise<void> {
  await showMenu(items, { anchor }, options, false);
}

/** Opens a menu at the pointer, kept 16 px inside the window (spec P1 §9). */
export async function openContextMenu(
  items: MenuItem[],
  event: { clientX: number; clientY: number; preventDefault?: () => void },
  options: MenuOptions = {},
): Promise<void> {
  event.preventDefault?.();
  await showMenu(
    items,
    { point: { x: event.clientX, y: event.clientY }, presentation: 'popup' },
    options,
    false,
  );
}
