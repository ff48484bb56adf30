import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

/** `$[clickable.ev=id ...]`: content a plugin reacts to; works with the keyboard too. */
export function MfmClickable({
  id,
  onClickEv,
  children,
}: {
  id: string;
  onClickEv?: (id: string) => void;
  children: ReactNode;
}) {
  const fire = (e: MouseEvent | KeyboardEvent) => {
    e.stopPropagation();
    e.preventDefault();
    onClickEv?.(id);
  };
  return (
    <span
      className="kumo-mfm-clickable"
      role="button"
      tabIndex={0}
      onClick={fire}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && fire(e)}
    >
      {children}
    </span>
  );
}
