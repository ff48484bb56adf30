import type { LocaleKey } from '@/i18n/index.ts';

/** One kind of account data on the import/export page, with the endpoints Misskey has for it. */
export interface DataKind {
  id: 'notes' | 'favorites' | 'clips' | 'following' | 'userLists' | 'muting' | 'blocking' | 'antennas';
  title: LocaleKey;
  exportEndpoint:
    | 'i/export-notes'
    | 'i/export-favorites'
    | 'i/export-clips'
    | 'i/export-following'
    | 'i/export-user-lists'
    | 'i/export-mute'
    | 'i/export-blocking'
    | 'i/export-antennas';
  importEndpoint?:
    | 'i/import-following'
    | 'i/import-user-lists'
    | 'i/import-muting'
    | 'i/import-blocking'
    | 'i/import-antennas';
}

/** In page order. Notes, favorites and clips can only be exported (as Misskey). */
export const DATA_KINDS: readonly DataKind[] = [
  { id: 'notes', title: 'exportKindNotes', exportEndpoint: 'i/export-notes' },
  { id: 'favorites', title: 'exportKindFavorites', exportEndpoint: 'i/export-favorites' },
  { id: 'clips', title: 'exportKindClips', exportEndpoint: 'i/export-clips' },
  {
    id: 'following',
    title: 'exportKindFollowing',
    exportEndpoint: 'i/export-following',
    importEndpoint: 'i/import-following',
  },
  {
    id: 'userLists',
    title: 'exportKindUserLists',
    exportEndpoint: 'i/export-user-lists',
    importEndpoint: 'i/import-user-lists',
  },
  {
    id: 'muting',
    title: 'exportKindMuting',
    exportEndpoint: 'i/export-mute',
    importEndpoint: 'i/import-muting',
  },
  {
    id: 'blocking',
    title: 'exportKindBlocking',
    exportEndpoint: 'i/export-blocking',
    importEndpoint: 'i/import-blocking',
  },
  {
    id: 'antennas',
    title: 'exportKindAntennas',
    exportEndpoint: 'i/export-antennas',
    importEndpoint: 'i/import-antennas',
  },
];

/** The error code of an import, as a message key (unknown codes fall back to the server's message). */
export function importErrorKey(code: string | undefined): LocaleKey | null {
  switch (code) {
    case 'NO_SUCH_FILE':
      return 'importErrorNoSuchFile';
    case 'UNEXPECTED_FILE_TYPE':
      return 'importErrorFileType';
    case 'TOO_BIG_FILE':
      return 'importErrorTooBig';
    case 'EMPTY_FILE':
      return 'importErrorEmpty';
    case 'RATE_LIMIT_EXCEEDED':
      return 'importExportRateLimited';
    default:
      return null;
  }
}
