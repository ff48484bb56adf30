import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { useSetting, useSettingValue } from '@/store/index.ts';
import { openDialog, openMenu, toast } from '@/ui/index.ts';
import { adsHidden, chooseAd, isWebAddress, type AdPlace } from './choose-ad.ts';
import './ads.css';

/**
 * An ad from the server's list (meta `ads`), chosen once when the slot appears; nothing when none
 * fits or the user's role hides ads. Its menu says why it is shown and hides it for good.
 */
export function AdView({ prefer, specify = null }: { prefer: readonly AdPlace[]; specify?: string | null }) {
  const meta = useMeta();
  const { me } = useMe();
  const [muted, setMuted] = useSetting('mutedAds');
  const forceShowAds = useSettingValue('forceShowAds');
  const [chosen] = useState(() =>
    chooseAd(meta?.ads ?? [], { prefer, specify, muted, day: new Date().getDay() }),
  );
  const canHideAds = me?.policies.canHideAds ?? false;
  if (!chosen || muted.includes(chosen.id)) return null;
  if (adsHidden({ canHideAds, specified: specify !== null, forceShowAds })) return null;
  if (!isWebAddress(chosen.imageUrl)) return null;
  const showMenu = (anchor: HTMLElement) =>
    void openMenu(
      [
        {
          type: 'button',
          text: t('adWhy'),
          action: () =>
            void openDialog({
              type: 'info',
              title: t('adWhy'),
              text: t('adWhyText', { server: meta?.name ?? '' }),
            }),
        },
        {
          type: 'button',
          text: t('adHide'),
          action: () => {
            setMuted([...muted, chosen.id]);
            toast(t('adHidden'));
          },
        },
      ],
      anchor,
    );
  const picture = <img src={chosen.imageUrl} alt={t('adImageAlt')} loading="lazy" />;
  return (
    <aside className="kumo-ad" data-place={chosen.place} aria-label={t('adLabel')}>
      {isWebAddress(chosen.url) ? (
        <a href={chosen.url} target="_blank" rel="noopener noreferrer nofollow">
          {picture}
        </a>
      ) : (
        picture
      )}
      <button
        type="button"
        className="kumo-ad-menu"
        aria-label={t('adMenu')}
        onClick={(e) => showMenu(e.currentTarget)}
      >
        <IconInfoCircle size={16} aria-hidden />
      </button>
    </aside>
  );
}

export default AdView;
