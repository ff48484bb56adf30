import { IconCloud, IconLink, IconUpload } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { openMenu } from '@/ui/index.ts';

export interface AttachChoices {
  fromDevice: () => void;
  fromDrive: () => void;
  fromUrl: () => void;
}

/** Spec P2 §2: the attach-file menu — from the device, from the drive, from a URL. */
export function openAttachMenu(anchor: Element | null, choices: AttachChoices): Promise<void> {
  return openMenu(
    [
      {
        type: 'button',
        text: t('uploadFromDevice'),
        icon: <IconUpload size={18} aria-hidden />,
        action: choices.fromDevice,
      },
      {
        type: 'button',
        text: t('fromDrive'),
        icon: <IconCloud size={18} aria-hidden />,
        action: choices.fromDrive,
      },
      {
        type: 'button',
        text: t('fromUrl'),
        icon: <IconLink size={18} aria-hidden />,
        action: choices.fromUrl,
      },
    ],
    anchor,
    { label: t('attachFile') },
  );
}

/** Opens the system file chooser; resolves with the chosen files (none when canceled). */
export function chooseLocalFiles(multiple = true): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = multiple;
    input.style.display = 'none';
    const done = () => {
      resolve(input.files ? [...input.files] : []);
      input.remove();
    };
    input.addEventListener('change', done, { once: true });
    input.addEventListener('cancel', done, { once: true });
    document.body.append(input);
    input.click();
  });
}
