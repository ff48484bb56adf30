import type { entities } from 'misskey-js';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { aboutLinks, type AboutLinkKind } from './about-links.ts';

const LABEL: Record<AboutLinkKind, LocaleKey> = {
  tos: 'aboutTos',
  privacy: 'aboutPrivacyPolicy',
  impressum: 'aboutImpressum',
  contact: 'aboutContact',
};

/** Terms, privacy policy, impressum and contact, as far as the server gives them. */
export function AboutLinks({ meta }: { meta: entities.MetaDetailed }) {
  const links = aboutLinks(meta);
  if (links.length === 0) return null;
  return (
    <section className="kumo-about-card" aria-labelledby="kumo-about-links">
      <h3 id="kumo-about-links">{t('aboutLinks')}</h3>
      <ul className="kumo-about-links">
        {links.map((link) => (
          <li key={link.kind}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(LABEL[link.kind])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
