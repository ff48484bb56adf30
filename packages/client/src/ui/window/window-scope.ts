import { createContext, useContext } from 'react';

/** What a window offers the content shown in it (a page shown in a window names the window). */
export interface WindowScope {
  setTitle: (title: string) => void;
  /** Scrolls the window's content back to the top (a page header's title click). */
  scrollToTop: () => void;
}

export const WindowScopeContext = createContext<WindowScope | null>(null);

/** The window this content is shown in, or null on the page itself. */
export function useWindowScope(): WindowScope | null {
  return useContext(WindowScopeContext);
}
