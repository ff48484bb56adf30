import type { ReactNode } from 'react';
import { useMe } from '@/account/index.ts';
import type { Layout } from '@/router/index.ts';
import { AdminGate } from './AdminGate.tsx';
import { SignedInFrame } from './SignedInFrame.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import { VisitorFrame } from './VisitorFrame.tsx';

/** Picks the frame around a page: zen (centred, no navigation), admin, signed-in or visitor. */
export function AppLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Frame layout={layout}>{children}</Frame>
    </>
  );
}

function Frame({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { account } = useMe();
  if (layout === 'zen')
    return (
      <main className="kumo-zen" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
    );
  if (!account) return <VisitorFrame>{children}</VisitorFrame>;
  if (layout === 'admin') return <AdminGate>{children}</AdminGate>;
  return <SignedInFrame>{children}</SignedInFrame>;
}
