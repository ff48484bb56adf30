import { useRef } from 'react';
import { t } from '@/i18n/index.ts';
import { useMeta, usePreviewFeed } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { Timeline } from '@/timeline/index.ts';
import './landing.css';

/** The visitor's front page (zen layout): what this server is, how to join, and a peek at its notes. */
export default function LandingPage() {
  const meta = useMeta();
  const preview = usePreviewFeed();
  const name = meta?.name ?? location.host;
  const scroller = useRef<HTMLDivElement>(null);
  // a visitor may read the local timeline only when the instance's base policies allow it
  const ltl = meta?.policies?.ltlAvailable ?? false;
  return (
    <div className="kumo-landing">
      <section className="kumo-landing-hero">
        <img
          src={meta?.iconUrl ?? '/favicon.svg'}
          alt=""
          width={72}
          height={72}
          className="kumo-landing-icon"
        />
        <h1>{name}</h1>
        <p className="kumo-landing-tagline">{t('landingTagline', { instance: name })}</p>
        {meta?.description && <p className="kumo-landing-description">{meta.description}</p>}
        <p>{t('landingLead')}</p>
        <div className="kumo-landing-actions">
          <Link className="kumo-button primary" to="/signup">
            {t('signup')}
          </Link>
          <Link className="kumo-button" to="/signin">
            {t('signin')}
          </Link>
        </div>
        <p className="kumo-landing-links">
          <Link to="/explore">{t('explore')}</Link> · <Link to="/about">{t('aboutInstance')}</Link> ·{' '}
          <Link to="/about-kumo">{t('aboutKumo')}</Link>
        </p>
      </section>
      {ltl && (
        <section className="kumo-landing-notes" aria-label={t('landingExplore')}>
          <h2>{t('landingExplore')}</h2>
          <div className="kumo-landing-scroll" ref={scroller}>
            <Timeline {...preview} scrollRef={scroller} />
          </div>
        </section>
      )}
    </div>
  );
}
