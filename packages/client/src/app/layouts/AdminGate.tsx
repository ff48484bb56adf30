import { lazy, Suspense, type ReactNode } from 'react';
import { useMe } from '@/account/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { mayOpenAdmin } from './may-open-admin.ts';
import { SignedInFrame } from './SignedInFrame.tsx';

const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage.tsx'));
// loaded with the first admin page
const AdminFrame = lazy(() => import('./AdminFrame.tsx').then((m) => ({ default: m.AdminFrame })));

/** As Misskey, the admin pages do not exist for other users: they get the not-found page. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { me } = useMe();
  if (!me)
    return (
      <SignedInFrame>
        <LoadingView />
      </SignedInFrame>
    );
  if (!mayOpenAdmin(me))
    return (
      <SignedInFrame>
        <Suspense fallback={<LoadingView />}>
          <NotFoundPage />
        </Suspense>
      </SignedInFrame>
    );
  return (
    <Suspense
      fallback={
        <SignedInFrame>
          <LoadingView />
        </SignedInFrame>
      }
    >
      <AdminFrame>{children}</AdminFrame>
    </Suspense>
  );
}
