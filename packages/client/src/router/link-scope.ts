import { createContext, createElement, useContext, type ReactNode } from 'react';
import { navigate } from './history.ts';

/**
 * Where in-app links go. On the page itself they change the address; inside a page window they
 * move that window to the new page instead.
 */
export const LinkScopeContext = createContext<((to: string) => void) | null>(null);

export function useLinkScope(): ((to: string) => void) | null {
  return useContext(LinkScopeContext);
}

/** Whether the viewer is signed in, as the router last saw it (a page window applies the same rules). */
let viewerSignedIn = false;
export const setViewerSignedIn = (on: boolean) => (viewerSignedIn = on);
export const isViewerSignedIn = () => viewerSignedIn;

/** Sends the in-app links inside it to `go` instead of the address bar (a deck column's page windows). */
export function LinkScope({ go, children }: { go: (to: string) => void; children: ReactNode }) {
  return createElement(LinkScopeContext.Provider, { value: go }, children);
}

/** Goes where an in-app link would (inside a page window, that window moves): for a clickable area that is no link. */
export function useGoTo(): (to: string) => void {
  const scope = useLinkScope();
  return scope ?? navigate;
}
