import { IconTrash } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { DialogPanel, Switch, TextInput, type ModalContext } from '@/ui/index.ts';
import { EMOJI_NAME, type EmojiDraft } from './emoji-form.ts';

export type EmojiEditResult = { kind: 'save'; draft: EmojiDraft } | { kind: 'delete' };

interface Props extends ModalContext<EmojiEditResult> {
  title: string;
  imageUrl: string;
  initial: EmojiDraft;
  categories: readonly string[];
  roles: ReadonlyArray<Pick<entities.Role, 'id' | 'name'>>;
  /** Existing emoji can be deleted from here. */
  deletable: boolean;
}

/** The form of one emoji (adding or editing): name, category, aliases, licence, flags, role limits. */
export function EmojiEditDialog({ title, imageUrl, initial, categories, roles, deletable, close }: Props) {
  const [draft, setDraft] = useState(initial);
  const listId = useId();
  const set = <K extends keyof EmojiDraft>(key: K, value: EmojiDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const nameOk = EMOJI_NAME.test(draft.name.trim());
  const toggleRole = (id: string, on: boolean) =>
    set('roleIds', on ? [...draft.roleIds, id] : draft.roleIds.filter((r) => r !== id));
  return (
    <DialogPanel
      title={title}
      buttons={
        <>
          {deletable && (
            <button type="button" className="kumo-button danger" onClick={() => close({ kind: 'delete' })}>
              <IconTrash size={16} aria-hidden />
              {t('emojiManager.delete')}
            </button>
          )}
          <button
            type="button"
            className="kumo-button primary"
            disabled={!nameOk}
            onClick={() => close({ kind: 'save', draft })}
          >
            {t('save')}
          </button>
          <button type="button" className="kumo-button" onClick={() => close()}>
            {t('cancel')}
          </button>
        </>
      }
    >
      <div className="kumo-emoji-edit">
        <img
          className="kumo-emoji-edit-image"
          src={imageUrl}
          alt={t('emojiManagerImage', { name: draft.name })}
        />
        <TextInput
          label={t('emojiManagerName')}
          value={draft.name}
          onChange={(v) => set('name', v)}
          aria-invalid={!nameOk}
          caption={nameOk ? undefined : t('emojiManagerNameRule')}
          autoComplete="off"
        />
        <TextInput
          label={t('emojiManagerCategory')}
          value={draft.category}
          onChange={(v) => set('category', v)}
          list={listId}
          autoComplete="off"
        />
        <datalist id={listId}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextInput
          label={t('emojiManagerAliases')}
          caption={t('emojiManagerAliasesCaption')}
          value={draft.aliases}
          onChange={(v) => set('aliases', v)}
          autoComplete="off"
        />
        <TextInput
          label={t('emojiManagerLicense')}
          value={draft.license}
          onChange={(v) => set('license', v)}
        />
        <Switch
          label={t('emojiManagerSensitive')}
          checked={draft.isSensitive}
          onChange={(on) => set('isSensitive', on)}
        />
        <Switch
          label={t('emojiManagerLocalOnly')}
          caption={t('emojiManagerLocalOnlyCaption')}
          checked={draft.localOnly}
          onChange={(on) => set('localOnly', on)}
        />
        <fieldset className="kumo-emoji-edit-roles">
          <legend>{t('emojiManagerRoles')}</legend>
          <p className="kumo-caption">{t('emojiManagerRolesCaption')}</p>
          {roles.map((role) => (
            <Switch
              key={role.id}
              label={role.name}
              checked={draft.roleIds.includes(role.id)}
              onChange={(on) => toggleRole(role.id, on)}
            />
          ))}
        </fieldset>
      </div>
    </DialogPanel>
  );
}
