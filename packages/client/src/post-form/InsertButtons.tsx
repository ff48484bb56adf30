import { IconAt, IconSparkles } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { IconButton, openMenu } from '@/ui/index.ts';
import { mentionOf } from './mentions.ts';
import { INSERTABLE_FNS, mentionInsert, wrapInFn } from './mfm-insert.ts';
import type { CaretEdit } from './use-caret-edit.ts';
import { pickUser } from './pick-user.ts';

/** The toolbar's mention button (the user picker) and its MFM effect menu. */
export function InsertButtons({
  disabled,
  asToken,
  onEdit,
}: {
  disabled: boolean;
  /** Posting as another signed-in account: the picker searches as that account. */
  asToken: string | undefined;
  onEdit: (edit: CaretEdit) => void;
}) {
  return (
    <>
      <IconButton
        label={t('mentionUser')}
        icon={IconAt}
        disabled={disabled}
        onClick={() =>
          void pickUser(asToken).then(
            (user) =>
              user && onEdit((value, start, end) => mentionInsert(value, start, end, mentionOf(user))),
          )
        }
      />
      <IconButton
        label={t('insertMfmFunction')}
        icon={IconSparkles}
        disabled={disabled}
        onClick={(e) =>
          void openMenu(
            INSERTABLE_FNS.map((name) => ({
              type: 'button' as const,
              text: name,
              action: () => onEdit((value, start, end) => wrapInFn(value, start, end, name)),
            })),
            e.currentTarget,
            { label: t('insertMfmFunction') },
          )
        }
      />
    </>
  );
}
