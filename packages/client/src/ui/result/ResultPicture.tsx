import styles from './ResultPicture.module.css';

/** Which view the picture is for: an error, something not found, or an empty or informative view. */
export type ResultKind = 'error' | 'notFound' | 'info';

/**
 * Spec P1 §8 fallback images: the picture above an error, not-found or empty view. The server's own
 * (`serverErrorImageUrl`, `notFoundImageUrl`, `infoImageUrl` of its meta) when it sets one, Kumo's
 * cloud otherwise. Decorative: the text beside it says what happened.
 */
export function ResultPicture({ kind, src }: { kind: ResultKind; src?: string | null }) {
  if (src) return <img className={styles.picture} src={src} alt="" data-result={kind} />;
  return (
    <svg className={styles.picture} viewBox="0 0 120 96" aria-hidden data-result={kind}>
      {/* the cloud */}
      <path
        className={styles.cloud}
        d="M30 78a20 20 0 0 1-3-39.8A26 26 0 0 1 77 30a22 22 0 0 1 15 48z"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <Face kind={kind} />
    </svg>
  );
}

function Face({ kind }: { kind: ResultKind }) {
  if (kind === 'error')
    return (
      <g className={styles.face} strokeWidth="4" strokeLinecap="round">
        <path d="M44 48l8 8M52 48l-8 8M70 48l8 8M78 48l-8 8" />
        <path d="M50 70q11-8 22 0" fill="none" />
      </g>
    );
  if (kind === 'notFound')
    return (
      <g className={styles.face} strokeWidth="4" strokeLinecap="round">
        <path d="M48 50v4M74 50v4" />
        <path d="M54 68h14" />
        <path className={styles.mark} d="M98 14a7 7 0 1 1 7 7v5M105 33v1" fill="none" />
      </g>
    );
  return (
    <g className={styles.face} strokeWidth="4" strokeLinecap="round">
      <path d="M46 52q4-4 8 0M68 52q4-4 8 0" fill="none" />
      <path d="M52 64q9 7 18 0" fill="none" />
    </g>
  );
}
