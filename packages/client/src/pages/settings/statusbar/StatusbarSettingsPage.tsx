import { IconArrowDown, IconArrowUp, IconLayoutBottombar, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { t } from '@/i18n/index.ts';
import { useMyLists } from '@/queries/index.ts';
import { useSetting } from '@/store/index.ts';
import { FormSection, IconButton, newLocalId, SelectField, Switch, TextInput } from '@/ui/index.ts';
import {
  moveWidget,
  newStatusBar,
  readStatusBars,
  STATUS_BAR_SIZES,
  STATUS_BAR_TYPES,
  type StatusBar,
  type StatusBarType,
} from '@/widgets/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';

function BarEditor({
  bar,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  bar: StatusBar;
  index: number;
  count: number;
  onChange: (bar: StatusBar) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const lists = useMyLists();
  const title = bar.name || t(`statusbarType.${bar.type}`);
  const props = (change: Partial<StatusBar['props']>) =>
    onChange({ ...bar, props: { ...bar.props, ...change } });
  return (
    <FormSection title={title}>
      <div className="kumo-settings-actions">
        <IconButton
          label={t('statusbarMoveUp', { name: title })}
          icon={IconArrowUp}
          size={16}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        />
        <IconButton
          label={t('statusbarMoveDown', { name: title })}
          icon={IconArrowDown}
          size={16}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        />
        <IconButton
          label={t('statusbarRemove', { name: title })}
          icon={IconTrash}
          size={16}
          onClick={onRemove}
        />
      </div>
      <TextInput
        label={t('statusbarName')}
        value={bar.name}
        maxLength={100}
        debounce
        onChange={(name) => onChange({ ...bar, name })}
      />
      <SelectField
        label={t('statusbarType')}
        value={bar.type}
        onChange={(type) => onChange({ ...bar, type: type as StatusBarType })}
        options={STATUS_BAR_TYPES.map((k) => ({ value: k, label: t(`statusbarType.${k}`) }))}
      />
      <SelectField
        label={t('statusbarSize')}
        value={bar.size}
        onChange={(size) => onChange({ ...bar, size: size as StatusBar['size'] })}
        options={STATUS_BAR_SIZES.map((k) => ({ value: k, label: t(`statusbarSize.${k}`) }))}
      />
      <Switch
        label={t('statusbarBlack')}
        checked={bar.black}
        onChange={(black) => onChange({ ...bar, black })}
      />
      {bar.type === 'rss' && (
        <>
          <TextInput
            label={t('widgetField.url')}
            value={bar.props.url}
            type="url"
            maxLength={2048}
            debounce
            onChange={(url) => props({ url })}
          />
          <Switch
            label={t('widgetField.shuffle')}
            checked={bar.props.shuffle}
            onChange={(shuffle) => props({ shuffle })}
          />
        </>
      )}
      {bar.type === 'userList' && (
        <SelectField
          label={t('statusbarList')}
          value={bar.props.userListId ?? ''}
          onChange={(id) => props({ userListId: id || null })}
          options={[
            { value: '', label: t('statusbarChooseList') },
            ...(lists.data ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
        />
      )}
      {bar.type === 'federation' && (
        <Switch
          label={t('statusbarColored')}
          checked={bar.props.colored}
          onChange={(colored) => props({ colored })}
        />
      )}
      <TextInput
        label={t('widgetField.refreshIntervalSec')}
        type="number"
        min={10}
        max={86400}
        value={String(bar.props.refreshIntervalSec)}
        debounce
        onChange={(v) => Number(v) >= 10 && props({ refreshIntervalSec: Number(v) })}
      />
      <TextInput
        label={t('widgetField.duration')}
        type="number"
        min={5}
        max={600}
        value={String(bar.props.marqueeDuration)}
        debounce
        onChange={(v) => Number(v) >= 5 && Number(v) <= 600 && props({ marqueeDuration: Number(v) })}
      />
      <Switch
        label={t('widgetField.reverse')}
        checked={bar.props.marqueeReverse}
        onChange={(marqueeReverse) => props({ marqueeReverse })}
      />
    </FormSection>
  );
}

/** /secure/settings/statusbar: the bars at the bottom of the window (feed, federation, a list's notes). */
export default function StatusbarSettingsPage() {
  const [stored, setStored] = useSetting('statusbars');
  const bars = useMemo(() => readStatusBars(stored), [stored]);
  const save = (next: StatusBar[]) => setStored(next as unknown as Array<Record<string, unknown>>);
  return (
    <SettingsFrame title={t('settingsStatusbar')} icon={<IconLayoutBottombar size={20} aria-hidden />}>
      <p className="kumo-caption">{t('statusbarCaption')}</p>
      {bars.map((bar, i) => (
        <BarEditor
          key={bar.id}
          bar={bar}
          index={i}
          count={bars.length}
          onChange={(b) => save(bars.map((x) => (x.id === b.id ? b : x)))}
          onMove={(step) => save(moveWidget(bars, i, step))}
          onRemove={() => save(bars.filter((x) => x.id !== bar.id))}
        />
      ))}
      <div className="kumo-settings-actions">
        <button
          type="button"
          className="kumo-button primary"
          onClick={() => save([...bars, newStatusBar('rss', newLocalId())])}
        >
          {t('statusbarAdd')}
        </button>
      </div>
    </SettingsFrame>
  );
}
