import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe, type StoredAccount } from '@/account/index.ts';
import { useApi, type Api } from '@/api/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { useAntennaPlace } from './antenna-place.ts';

/** Who opens the note menu, and what its actions call and update. */
export interface NoteMenuSession {
  account: StoredAccount | null;
  me: entities.MeDetailed | undefined;
  /** The signed-in account's API client (a visitor's when nobody is signed in). */
  api: Api;
  queryClient: QueryClient;
  /** The devMode setting: the menu also copies the note's id. */
  devMode?: boolean;
  /** The antenna whose timeline shows the note, where the server can take notes out of antennas. */
  antennaId?: string | null;
}

/** The note menu's session for whoever is signed in. */
export function useNoteMenuSession(): NoteMenuSession {
  const { account, me } = useMe();
  return {
    account,
    me,
    api: useApi(),
    queryClient: useQueryClient(),
    devMode: useSettingValue('devMode'),
    antennaId: useAntennaPlace(),
  };
}
