import type { ReactNode } from 'react';

/** A titled group of settings on a settings page. */
export function FormSection({
  title,
  id,
  children,
}: {
  title?: ReactNode;
  /** The anchor a link to this section scrolls to (settings search). */
  id?: string;
  children: ReactNode;
}) {
  return (
    <section className="kumo-form-section" id={id}>
      {title && <h2>{title}</h2>}
      <div className="kumo-form-section-body">{children}</div>
    </section>
  );
}
