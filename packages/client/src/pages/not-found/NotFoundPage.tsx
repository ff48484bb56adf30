import { NotFoundView } from '@/list/index.ts';

export default function NotFoundPage() {
  return <NotFoundView />;
}
