import { IconArrowDown, IconArrowUp, IconLayoutSidebar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { NAV_ITEMS } from '@/app/index.ts';
import { t } from '@/i18n/index.ts';
import { DEFAULT_MENU, useSetting } from '@/store/index.ts';
import { FormSection, moveItem, SelectField } from '@/ui/index.ts';
import { SettingField } from '../SettingField.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { addEntry, removeEntry } from './menu-edit.ts';

const SEPARATOR = '-';

/** /secure/settings/navbar: the order and content of the side menu, and how it is displayed. */
export default function NavbarSettingsPage() {
  const [menu, setMenu] = useSetting('menu');
  const addable = [SEPARATOR, ...Object.keys(NAV_ITEMS).filter((k) => !menu.includes(k))];
  const [toAdd, setToAdd] = useState(SEPARATOR);
  const labelOf = (key: string) =>
    key === SEPARATOR ? t('menuSeparator') : NAV_ITEMS[key] ? t(NAV_ITEMS[key].label) : key;
  return (
    <SettingsFrame title={t('settingsNavbar')} icon={<IconLayoutSidebar size={20} aria-hidden />}>
      <FormSection>
        <SettingField
          def={{ key: 'menuDisplay', kind: 'select', options: ['sideFull', 'sideIcon', 'top'] }}
        />
      </FormSection>
      <FormSection title={t('menuEntries')}>
        <ol className="kumo-menu-editor">
          {menu.map((key, i) => (
            <li key={`${key}${i}`} data-separator={key === SEPARATOR || undefined}>
              {key !== SEPARATOR && NAV_ITEMS[key]?.icon}
              <span className="kumo-menu-editor-label">{labelOf(key)}</span>
              <button
                type="button"
                aria-label={t('moveUp', { item: labelOf(key) })}
                disabled={i === 0}
                onClick={() => setMenu(moveItem(menu, i, -1))}
              >
                <IconArrowUp size={16} aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('moveDown', { item: labelOf(key) })}
                disabled={i === menu.length - 1}
                onClick={() => setMenu(moveItem(menu, i, 1))}
              >
                <IconArrowDown size={16} aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('removeItem', { item: labelOf(key) })}
                onClick={() => setMenu(removeEntry(menu, i))}
              >
                <IconTrash size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ol>
        <div className="kumo-settings-actions">
          <SelectField
            label={t('addMenuEntry')}
            value={addable.includes(toAdd) ? toAdd : SEPARATOR}
            options={addable.map((k) => ({ value: k, label: labelOf(k) }))}
            onChange={setToAdd}
          />
        </div>
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            onClick={() => setMenu(addEntry(menu, addable.includes(toAdd) ? toAdd : SEPARATOR))}
          >
            {t('add')}
          </button>
          <button type="button" className="kumo-button" onClick={() => setMenu([...DEFAULT_MENU])}>
            {t('resetToDefault')}
          </button>
        </div>
      </FormSection>
    </SettingsFrame>
  );
}
