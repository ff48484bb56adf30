import { Fragment } from 'react';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { describeNotification, displayName } from './notification-text.ts';
import type { KumoNotification } from './notification-types.ts';

const NAME_MARK = '\u0000';

/**
 * What happened, as a sentence whose user name is drawn with its custom emoji (the translation
 * decides where the name goes, so the sentence is split around it).
 */
export function NotificationSentence({ notification }: { notification: KumoNotification }) {
  if (notification.type === 'app' && notification.header)
    return <strong className="kumo-notification-name">{notification.header}</strong>;
  const { key, params, user } = describeNotification(notification);
  if (!user) return <>{t(key, params)}</>;
  const parts = t(key, { ...params, name: NAME_MARK }).split(NAME_MARK);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <strong className="kumo-notification-name">
              <Mfm text={displayName(user)} plain author={user} emojiUrls={user.emojis} />
            </strong>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
