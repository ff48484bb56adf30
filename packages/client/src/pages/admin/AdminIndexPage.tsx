import { useEffect } from 'react';
import { navigate, useLocation } from '@/router/index.ts';

/**
 * /admin on a desktop, where the menu stands beside the page: it opens the overview, as Misskey's
 * does (on phones /admin is the menu itself and this page is not drawn).
 */
export default function AdminIndexPage() {
  const { pathname } = useLocation();
  // while the next page loads this one can still be drawn under its address: only /admin moves on
  const atIndex = pathname === '/admin' || pathname === '/admin/';
  useEffect(() => {
    if (atIndex) navigate('/admin/overview', { replace: true });
  }, [atIndex]);
  return null;
}
