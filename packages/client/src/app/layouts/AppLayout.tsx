import type { ReactNode } from 'react';
import { useMe } from '@/account/index.ts';
import type { Layout } from '@/router/index.ts';
import { AdminGate } from './AdminGate.tsx';
import { SignedInFrame } from './SignedInFrame.tsx';
import { VisitorFrame } from './VisitorFrame.tsx';

/** Picks the frame around a page: zen (centred, no navigation), admin, signed-in or visitor. */
export function AppLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { account } = useMe();
  if (layout === 'zen') return <main className="kumo-zen">{children}</main>;
  if (!account) return <VisitorFrame>{children}</VisitorFrame>;
  if (layout === 'admin') return <AdminGate>{children}</AdminGate>;
  return <SignedInFrame>{children}</SignedInFrame>;
}
