/** Whether this account may open the admin pages (Misskey: administrators and moderators). */
export function mayOpenAdmin(me: { isAdmin?: boolean; isModerator?: boolean }): boolean {
  return !!(me.isAdmin || me.isModerator);
}
