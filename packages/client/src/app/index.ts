// The application shell: start-up, providers, layouts. Pages reach into it only for what the
// shell owns and a settings page edits (the side menu's items, the custom CSS).
export { NAV_ITEMS } from './layouts/nav-items.tsx';
export { readCustomCss, saveCustomCss } from './custom-css.ts';
export { useDeviceKind, useOneColumnDeck } from './use-device-kind.ts';
