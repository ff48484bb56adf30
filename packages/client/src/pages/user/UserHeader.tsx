import {
  IconCake,
  IconCalendar,
  IconCat,
  IconLock,
  IconMapPin,
  IconPencil,
  IconRobot,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t, lang } from '@/i18n/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { FollowButton } from '@/follow/index.ts';
import { UserMenuButton } from '@/user-menu/index.ts';
import './user.css';

function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang(), { dateStyle: 'long' }).format(d);
}

/** A birthday is stored as YYYY-MM-DD; it is shown as that calendar date, whatever the time zone. */
function formatBirthday(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(lang(), { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

function Marks({ user }: { user: entities.UserDetailed }) {
  const marks = [
    user.isBot && { key: 'bot', Icon: IconRobot, label: t('profileBot') },
    user.isCat && { key: 'cat', Icon: IconCat, label: t('profileCat') },
    user.isLocked && { key: 'locked', Icon: IconLock, label: t('profileLocked') },
  ].filter(Boolean) as Array<{ key: string; Icon: typeof IconRobot; label: string }>;
  if (marks.length === 0) return null;
  return (
    <span className="kumo-profile-marks">
      {marks.map(({ key, Icon, label }) => (
        <span key={key} className="kumo-profile-mark" data-mark={key} title={label}>
          <Icon size={16} aria-hidden />
          <span className="kumo-visually-hidden">{label}</span>
        </span>
      ))}
    </span>
  );
}

/** The user's public roles; each opens its role page for signed-in viewers. */
function Roles({ user, signedIn }: { user: entities.UserDetailed; signedIn: boolean }) {
  const roles = 'roles' in user && Array.isArray(user.roles) ? [...user.roles] : [];
  if (roles.length === 0) return null;
  roles.sort((a, b) => b.displayOrder - a.displayOrder);
  return (
    <ul className="kumo-profile-roles">
      {roles.map((role) => (
        <li
          key={role.id}
          className="kumo-profile-role"
          style={role.color ? { borderColor: role.color, color: role.color } : undefined}
        >
          {signedIn ? (
            <Link to={`/secure/roles/${role.id}`}>
              {role.iconUrl && <img src={role.iconUrl} alt="" width={16} height={16} />}
              {role.name}
            </Link>
          ) : (
            <>
              {role.iconUrl && <img src={role.iconUrl} alt="" width={16} height={16} />}
              {role.name}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The profile header: banner, avatar, name, marks, relation, follow button, introduction, fields and counts. */
export function UserHeader({ user }: { user: entities.UserDetailed }) {
  const { me } = useMe();
  const acct = acctOf(user);
  const base = profilePath(user);
  const fields = user.fields ?? [];
  const counts = [
    { key: 'notes', to: base, label: t('profileNotesCount'), value: user.notesCount },
    {
      key: 'following',
      to: `${base}/following`,
      label: t('profileFollowingCount'),
      value: user.followingCount,
    },
    {
      key: 'followers',
      to: `${base}/followers`,
      label: t('profileFollowersCount'),
      value: user.followersCount,
    },
  ];
  return (
    <section className="kumo-user-header" aria-label={user.name || user.username}>
      <div className="kumo-user-banner">
        {user.bannerUrl && <img src={user.bannerUrl} alt="" decoding="async" />}
      </div>
      <div className="kumo-user-top">
        <div className="kumo-user-avatar">
          <Avatar user={user} size={96} />
        </div>
        <div className="kumo-user-actions">
          {me?.id === user.id ? (
            <Link to="/secure/settings/profile" className="kumo-button">
              <IconPencil size={16} aria-hidden />
              {t('profileEdit')}
            </Link>
          ) : (
            <FollowButton user={user} />
          )}
          <UserMenuButton user={user} />
        </div>
      </div>
      <div className="kumo-user-identity">
        <h2 className="kumo-user-name">
          <Mfm text={user.name || user.username} plain author={user} emojiUrls={user.emojis} />
          <Marks user={user} />
        </h2>
        <p className="kumo-user-acct">
          <span>@{acct}</span>
          {'isFollowed' in user && user.isFollowed && (
            <span className="kumo-pill" data-tone="muted">
              {t('profileFollowsYou')}
            </span>
          )}
        </p>
        <Roles user={user} signedIn={me != null} />
      </div>
      <div className="kumo-user-description">
        {user.description ? (
          <Mfm text={user.description} author={user} emojiUrls={user.emojis} isNote={false} />
        ) : (
          <p className="kumo-caption">{t('profileNoDescription')}</p>
        )}
      </div>
      <ul className="kumo-user-info">
        {user.location && (
          <li>
            <IconMapPin size={16} aria-hidden />
            <span className="kumo-visually-hidden">{t('profileLocation')}</span>
            {user.location}
          </li>
        )}
        {user.birthday && (
          <li>
            <IconCake size={16} aria-hidden />
            <span className="kumo-visually-hidden">{t('profileBirthday')}</span>
            {formatBirthday(user.birthday)}
          </li>
        )}
        <li>
          <IconCalendar size={16} aria-hidden />
          {t('profileJoined', { date: formatDate(user.createdAt) })}
        </li>
      </ul>
      {fields.length > 0 && (
        <dl className="kumo-user-fields">
          {fields.map((f, i) => (
            <div key={i}>
              <dt>
                <Mfm text={f.name} plain author={user} emojiUrls={user.emojis} />
              </dt>
              <dd>
                <Mfm text={f.value} author={user} emojiUrls={user.emojis} isNote={false} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="kumo-user-counts">
        {counts.map((c) => (
          <li key={c.key}>
            <Link to={c.to} data-count={c.key}>
              <strong>{c.value.toLocaleString(lang())}</strong> <span>{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
