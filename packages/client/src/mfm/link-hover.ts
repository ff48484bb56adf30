import { createContext, type ComponentType, type PointerEvent, type ReactNode } from 'react';

/** What a link spreads to let a hover preview follow the pointer. */
export interface LinkHoverProps {
  onPointerEnter: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
}

/** Renders a link through `children` with the hover props, and the preview beside it when open. */
export type LinkHoverAnchor = ComponentType<{
  url: string;
  children: (props: LinkHoverProps | null) => ReactNode;
}>;

/**
 * Spec P2 §2 link preview popup: the layer that draws previews (link-preview, above this one)
 * provides how a link in MFM opens one. Without a provider, links have no popup.
 */
export const LinkHoverContext = createContext<LinkHoverAnchor | null>(null);
