import type { entities } from 'misskey-js';
import {
  IconCloudDownload,
  IconDownload,
  IconExternalLink,
  IconEye,
  IconEyeExclamation,
  IconEyeOff,
  IconInfoCircle,
  IconLink,
  IconTextCaption,
} from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { showApiError, type Api } from '@/api/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { saveUrlToDrive, updateDriveFile, type DriveFileChange } from '@/queries/index.ts';
import { inputText, toast, type MenuItem, copyLink } from '@/ui/index.ts';
import { mediaMenuEntries, type MediaMenuKey } from './media-menu-rules.ts';

/** Saves a file under its own name (a cross-origin file opens in a new tab instead, as browsers decide). */
export function downloadFile(file: Pick<entities.DriveFile, 'url' | 'name'>): void {
  const a = document.createElement('a');
  a.href = file.url;
  a.download = file.name;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

const icon = (Icon: typeof IconEyeOff) => createElement(Icon, { size: 18, 'aria-hidden': true });

/** Who opens the menu, and what its actions call and update; null for a visitor. */
export interface MediaMenuSession {
  meId: string;
  api: Api;
  queryClient: QueryClient;
}

const ICON: Record<MediaMenuKey, ReactNode> = {
  hide: icon(IconEyeOff),
  openOriginal: icon(IconExternalLink),
  copyLink: icon(IconLink),
  download: icon(IconDownload),
  markSensitive: icon(IconEyeExclamation),
  unmarkSensitive: icon(IconEye),
  describe: icon(IconTextCaption),
  details: icon(IconInfoCircle),
  saveToDrive: icon(IconCloudDownload),
};

const TEXT: Record<MediaMenuKey, LocaleKey> = {
  hide: 'mediaHide',
  openOriginal: 'mediaOpenOriginal',
  copyLink: 'mediaCopyLink',
  download: 'mediaDownload',
  markSensitive: 'mediaMarkSensitive',
  unmarkSensitive: 'mediaUnmarkSensitive',
  describe: 'mediaDescribe',
  details: 'mediaFileDetails',
  saveToDrive: 'mediaSaveToDrive',
};

/** Runs a change; a toast when it worked, the generic error dialog when not. */
function run(work: () => Promise<unknown>, done: LocaleKey, after?: () => void): void {
  void work().then(
    () => {
      toast(t(done));
      after?.();
    },
    (err: unknown) => showApiError(err),
  );
}

async function describe(file: entities.DriveFile, session: MediaMenuSession): Promise<void> {
  const r = await inputText({ title: t('mediaDescribeTitle'), default: file.comment ?? '', maxLength: 512 });
  if (r.canceled) return;
  run(
    () => updateDriveFile(session.api, session.queryClient, file.id, { comment: r.result || null }),
    'mediaDescribed',
  );
}

// the file detail window belongs to the drive manager, a module above this one: loaded on first use
async function showDetails(file: entities.DriveFile): Promise<void> {
  const { openFileDetail } = await import('@/drive-manager/index.ts');
  openFileDetail(file);
}

/**
 * A shown file's menu (spec P2 §4: it can be hidden again), plus open, copy and download; the owner
 * marks it sensitive, describes it and sees its details; anyone else signed in saves it to their drive.
 * Marking it sensitive puts its cover back at once.
 */
export function mediaMenuItems(
  file: entities.DriveFile,
  hide: () => void,
  session: MediaMenuSession | null,
): MenuItem[] {
  return mediaMenuEntries(file, session?.meId ?? null).map((key): MenuItem => {
    if (key === 'divider') return { type: 'divider' };
    const text = t(TEXT[key]);
    if (key === 'openOriginal')
      return { type: 'link', text, icon: ICON[key], href: file.url, external: true };
    const button = (action: () => void): MenuItem => ({ type: 'button', text, icon: ICON[key], action });
    const change = (c: DriveFileChange, done: LocaleKey, after?: () => void) =>
      button(
        () =>
          session && run(() => updateDriveFile(session.api, session.queryClient, file.id, c), done, after),
      );
    switch (key) {
      case 'hide':
        return button(hide);
      case 'copyLink':
        return button(() => void copyLink(file.url));
      case 'download':
        return button(() => downloadFile(file));
      case 'markSensitive':
        return change({ isSensitive: true }, 'mediaMarkedSensitive', hide);
      case 'unmarkSensitive':
        return change({ isSensitive: false }, 'mediaUnmarkedSensitive');
      case 'describe':
        return button(() => session && void describe(file, session));
      case 'details':
        return button(() => void showDetails(file));
      case 'saveToDrive':
        return button(
          () =>
            session &&
            run(() => saveUrlToDrive(session.api, session.queryClient, file.url), 'mediaSavingToDrive'),
        );
    }
  });
}
