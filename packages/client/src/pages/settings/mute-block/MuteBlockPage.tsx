import { IconBan, IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { Tabs } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import type { RelationKind } from '@/queries/index.ts';
import { RELATION_LISTS } from './mute-block-lists.ts';
import { RelationList } from './RelationList.tsx';
import './mute-block.css';

const KINDS: RelationKind[] = ['mutes', 'renoteMutes', 'blocks'];

/** /secure/settings/mute-block: muted users (with expiry), hidden renotes and blocked users. */
export default function MuteBlockPage() {
  const [kind, setKind] = useState<RelationKind>('mutes');
  const def = RELATION_LISTS[kind];
  return (
    <SettingsFrame title={t('settingsMuteBlock')} icon={<IconBan size={20} aria-hidden />}>
      <p className="kumo-mute-block-word">
        {t('mutesWordMuteHint')}{' '}
        <Link to="/secure/settings/word-mute" className="kumo-settings-link-inline">
          <IconMessageOff size={16} aria-hidden /> {t('settingsWordMute')}
        </Link>
      </p>
      <Tabs
        label={t('mutesTabsLabel')}
        value={kind}
        onChange={setKind}
        tabs={KINDS.map((k) => ({ key: k, label: t(RELATION_LISTS[k].tab) }))}
      />
      <div className="kumo-mute-block-panel" role="tabpanel" aria-label={t(def.tab)}>
        <RelationList key={kind} def={def} />
      </div>
    </SettingsFrame>
  );
}
