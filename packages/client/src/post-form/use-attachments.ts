import { useState } from 'react';
import type { entities } from 'misskey-js';
import { api, apiUrl, showApiError } from '@/api/index.ts';
import { useMe } from '@/account/index.ts';
import { abortAfter, pastedFileName, uploadFromUrl, useUploads } from '@/drive/index.ts';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { Stream, useStream } from '@/stream/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { inputText, openDialog, toast } from '@/ui/index.ts';

/** Spec P2 §1, §5: at most 16 files per note. */
export const MAX_ATTACHMENTS = 16;

/** How long the form waits for a URL upload to be reported (the server says nothing on failure). */
const URL_UPLOAD_WAIT_MS = 120_000;

/** Moves the item at `from` by `by` places (−1 earlier, +1 later); out of range leaves the list as is. */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The attachment list of a post form: uploads, drive picks, URL uploads, edits, order. */
export function useAttachments(token: string | null, initial: entities.DriveFile[], onEdit: () => void) {
  const { account } = useMe();
  const stream = useStream();
  const pattern = useSettingValue('pastedFileName');
  const uploadFolder = useSettingValue('uploadFolder');
  const [files, setFiles] = useState<entities.DriveFile[]>(initial);
  const { uploads, startUploads } = useUploads();
  const room = MAX_ATTACHMENTS - files.length - uploads.length;
  // the uploadFolder setting names a folder of the signed-in account's drive: posting as another
  // account, its files go to the root of that account's drive (the folder id would be refused there)
  const asOther = token !== null && token !== account?.token;
  const folderId = asOther ? null : uploadFolder;

  const add = (added: readonly entities.DriveFile[]) => {
    onEdit();
    setFiles((list) =>
      [...list, ...added.filter((f) => !list.some((o) => o.id === f.id))].slice(0, MAX_ATTACHMENTS),
    );
  };
  const takeRoom = <T>(items: readonly T[]): T[] => {
    if (items.length > room) toast(t('attachmentLimitReached', { n: MAX_ATTACHMENTS }));
    return items.slice(0, Math.max(0, room));
  };
  const update = (file: entities.DriveFile) => {
    onEdit();
    setFiles((list) => list.map((f) => (f.id === file.id ? file : f)));
  };

  return {
    files,
    uploads,
    room,
    restore: setFiles,
    /** Files from the device, a paste or a drop; pasted ones are named from the pastedFileName pattern. */
    uploadLocal(local: readonly File[], pasted = false) {
      const list = takeRoom(local);
      if (list.length === 0) return;
      const names = pasted ? list.map((f, i) => pastedFileName(pattern, f, i + 1)) : undefined;
      void startUploads(list, { token, names, folderId, onUploaded: (f) => add([f]) });
    },
    async fromDrive() {
      if (!token) return;
      const picked = await pickDriveFiles(true, token === account?.token ? undefined : token);
      if (picked) add(takeRoom(picked));
    },
    async fromUrl() {
      if (!token || room <= 0) return;
      const answer = await inputText({ title: t('uploadFromUrl'), type: 'url', placeholder: 'https://' });
      if (answer.canceled || answer.result.trim() === '') return;
      toast(t('uploadFromUrlRequested'));
      // another account's file is reported on that account's own main channel
      const own = token === account?.token && stream;
      const channelStream = own ? stream : new Stream(apiUrl('') || location.origin, token);
      const url = answer.result.trim();
      try {
        const file = await uploadFromUrl(url, {
          token,
          folderId,
          stream: channelStream,
          signal: abortAfter(URL_UPLOAD_WAIT_MS),
        });
        add([file]);
      } catch (err) {
        // the server tells only of files that arrived: after the wait, say that this one did not
        if (err instanceof DOMException)
          await openDialog({ type: 'error', text: t('uploadFromUrlNoAnswer', { url }) });
        else await showApiError(err);
      } finally {
        if (!own) channelStream.close();
      }
    },
    remove(file: entities.DriveFile) {
      onEdit();
      setFiles((list) => list.filter((f) => f.id !== file.id));
    },
    move(file: entities.DriveFile, by: number) {
      onEdit();
      setFiles((list) =>
        moveItem(
          list,
          list.findIndex((f) => f.id === file.id),
          by,
        ),
      );
    },
    /** drive/files/update with name, comment or isSensitive (spec P2 §7). */
    async edit(
      file: entities.DriveFile,
      change: { name?: string; comment?: string | null; isSensitive?: boolean },
    ) {
      try {
        update(await api('drive/files/update', { fileId: file.id, ...change }, token));
      } catch (err) {
        await showApiError(err);
      }
    },
  };
}

export type AttachmentsModel = ReturnType<typeof useAttachments>;
