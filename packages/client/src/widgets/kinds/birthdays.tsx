import { t } from '@/i18n/index.ts';
import { useFollowingBirthdays } from '@/queries/index.ts';
import { Link, profilePath } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';
import { birthdaySpan, birthdayText } from './birthday-span.ts';

/** The people I follow whose birthday is today, or in the coming week, soonest first. */
function BirthdaysWidget({ data }: WidgetProps) {
  const week = data.period === 'week';
  const span = birthdaySpan(new Date(), week ? 7 : 1);
  const birthdays = useFollowingBirthdays(span.from, week ? span.to : undefined);
  if (birthdays.isPending) return <p className="kumo-caption">…</p>;
  if (birthdays.isError) return <p className="kumo-caption">{t('widgetBirthdaysFailed')}</p>;
  if (birthdays.data.length === 0)
    return <p className="kumo-caption">{t(week ? 'widgetBirthdaysNoneWeek' : 'widgetBirthdaysNoneToday')}</p>;
  return (
    <ul className="kumo-widget-birthdays">
      {birthdays.data.map(({ user, birthday }) => (
        <li key={user.id}>
          <Link to={profilePath(user)} aria-label={`@${user.username}`} title={`@${user.username}`}>
            <Avatar user={user} size={36} />
          </Link>
          {week && <span className="kumo-caption">{birthdayText(birthday)}</span>}
        </li>
      ))}
    </ul>
  );
}

export const birthdaysWidget: WidgetDef = {
  name: 'birthdayFollowings',
  schema: { period: { type: 'enum', default: 'today', options: ['today', 'week'] } },
  Component: BirthdaysWidget,
  feature: 'birthdays',
};
