import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import {
  MAX_FIELDS,
  addField,
  moveField,
  removeField,
  updateField,
  type ProfileField,
} from './profile-form.ts';

/** The extra label/value rows of a profile: add, edit, reorder and remove (at most 16). */
export function ProfileFieldsEditor({
  fields,
  onChange,
}: {
  fields: ProfileField[];
  onChange: (fields: ProfileField[]) => void;
}) {
  return (
    <div className="kumo-profile-fields">
      <p className="kumo-caption">{t('editProfileFieldsHint', { n: MAX_FIELDS })}</p>
      <ol>
        {fields.map((f, i) => {
          const item = t('editProfileFieldRow', { n: i + 1 });
          return (
            <li key={f.key}>
              <input
                className="kumo-input"
                value={f.name}
                placeholder={t('editProfileFieldLabel')}
                aria-label={`${item}: ${t('editProfileFieldLabel')}`}
                onChange={(e) => onChange(updateField(fields, i, { name: e.target.value }))}
              />
              <input
                className="kumo-input"
                value={f.value}
                placeholder={t('editProfileFieldValue')}
                aria-label={`${item}: ${t('editProfileFieldValue')}`}
                onChange={(e) => onChange(updateField(fields, i, { value: e.target.value }))}
              />
              <span className="kumo-profile-field-buttons">
                <button
                  type="button"
                  aria-label={t('moveUp', { item })}
                  disabled={i === 0}
                  onClick={() => onChange(moveField(fields, i, -1))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={t('moveDown', { item })}
                  disabled={i === fields.length - 1}
                  onClick={() => onChange(moveField(fields, i, 1))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={t('removeItem', { item })}
                  onClick={() => onChange(removeField(fields, i))}
                >
                  <IconTrash size={16} aria-hidden />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="kumo-button"
        disabled={fields.length >= MAX_FIELDS}
        onClick={() => onChange(addField(fields))}
      >
        <IconPlus size={16} aria-hidden />
        {t('editProfileAddField')}
      </button>
    </div>
  );
}
