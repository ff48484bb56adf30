import { IconAt, IconBell, IconChecks, IconFilter, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import {
  FILTERABLE_TYPES,
  NOTIFICATION_TABS,
  NotificationList,
  setTypeShown,
  type FilterableType,
  type NotificationTab,
} from '@/notifications/index.ts';
import { useMarkAllNotificationsRead } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { openMenu, stepTab, SwipeArea, toast, PageHeader, Tabs } from '@/ui/index.ts';
import { DirectNotesList } from './DirectNotesList.tsx';
import './notifications-page.css';

function tabFrom(value: string | null): NotificationTab {
  return (NOTIFICATION_TABS as readonly string[]).includes(value ?? '') ? (value as NotificationTab) : 'all';
}

export default function NotificationsPage({ query }: PageProps) {
  const { account } = useMe();
  const markAll = useMarkAllNotificationsRead();
  const [tab, setTab] = useState<NotificationTab>(() => tabFrom(query.get('tab')));
  const [hidden, setHidden] = useState<FilterableType[]>([]);
  const disableSwipe = useSettingValue('disableSwipe');

  const openFilter = (anchor: HTMLElement) =>
    void openMenu(
      FILTERABLE_TYPES.map((type) => ({
        type: 'switch' as const,
        text: t(`notificationType.${type}`),
        checked: !hidden.includes(type),
        onChange: (shown: boolean) => setHidden((h) => setTypeShown(h, type, shown)),
      })),
      anchor,
      { label: t('notificationsFilter') },
    );

  const markAllRead = async () => {
    if (account && (await markAll.run())) toast(t('markedAllAsRead'));
  };

  return (
    <>
      <PageHeader
        title={t('notifications')}
        icon={<IconBell size={20} aria-hidden />}
        tabs={
          <Tabs
            label={t('notifications')}
            value={tab}
            onChange={setTab}
            tabs={[
              { key: 'all', label: t('notificationsAll'), icon: <IconBell size={16} aria-hidden /> },
              { key: 'mentions', label: t('notificationsMentions'), icon: <IconAt size={16} aria-hidden /> },
              { key: 'direct', label: t('notificationsDirect'), icon: <IconMail size={16} aria-hidden /> },
            ]}
          />
        }
      />
      <div className="kumo-notifications-toolbar">
        {tab === 'all' && (
          <button
            type="button"
            className="kumo-button"
            aria-haspopup="menu"
            onClick={(e) => openFilter(e.currentTarget)}
          >
            <IconFilter size={16} aria-hidden />
            {hidden.length ? t('notificationsFilterActive', { n: hidden.length }) : t('notificationsFilter')}
          </button>
        )}
        <button type="button" className="kumo-button" onClick={() => void markAllRead()}>
          <IconChecks size={16} aria-hidden />
          {t('markAllAsRead')}
        </button>
      </div>
      <SwipeArea enabled={!disableSwipe} onStep={(step) => setTab(stepTab(NOTIFICATION_TABS, tab, step))}>
        {tab === 'direct' ? <DirectNotesList /> : <NotificationList key={tab} tab={tab} hidden={hidden} />}
      </SwipeArea>
    </>
  );
}
