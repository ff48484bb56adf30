import { IconMoodSmile, IconSettings } from '@tabler/icons-react';
import { useMe } from '@/account/index.ts';
import { CustomEmojiCatalog } from '@/emoji-picker/index.ts';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';

/** /secure/custom-emojis: the instance's custom emoji by category, with search (spec P2 §5 rules). */
export default function CustomEmojisPage() {
  const { me } = useMe();
  return (
    <>
      <PageHeader title={t('customEmojis')} icon={<IconMoodSmile size={20} aria-hidden />} />
      <div className="kumo-page-body">
        <CustomEmojiCatalog
          actions={
            me?.policies.canManageCustomEmojis && (
              <Link className="kumo-button" to="/secure/custom-emojis-manager">
                <IconSettings size={16} aria-hidden />
                {t('emojiManager')}
              </Link>
            )
          }
        />
      </div>
    </>
  );
}
