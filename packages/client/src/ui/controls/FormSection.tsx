import type { ReactNode } from 'react';

/** A titled group of settings on a settings page. */
export function FormSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className="kumo-form-section">
      {title && <h2>{title}</h2>}
      <div className="kumo-form-section-body">{children}</div>
    </section>
  );
}
