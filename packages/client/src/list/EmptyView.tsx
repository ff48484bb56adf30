import { useMeta } from '@/queries/index.ts';
import { ResultPicture } from '@/ui/index.ts';

/**
 * A list with nothing in it: the server's info picture (`infoImageUrl`) or Kumo's own above the
 * text, as Misskey shows its empty lists.
 */
export function EmptyView({ text }: { text: string }) {
  const meta = useMeta();
  return (
    <div className="kumo-empty">
      <ResultPicture kind="info" src={meta?.infoImageUrl} />
      <p>{text}</p>
    </div>
  );
}
