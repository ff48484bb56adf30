import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store.ts';
import './toast.css';

/** The toasts currently shown, newest at the bottom of the stack. */
export function ToastStack() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  const zIndex = Math.max(...toasts.map((t) => t.zIndex));
  return (
    <div className="kumo-toasts" style={{ zIndex }}>
      {toasts.map((t) => (
        <div key={t.id} className="kumo-toast" role="status">
          {t.text}
        </div>
      ))}
    </div>
  );
}
