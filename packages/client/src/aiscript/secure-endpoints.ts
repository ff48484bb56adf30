/**
 * The endpoints Misskey marks `secure` (2026.7): only the account's own session may call them —
 * minting, listing and revoking tokens, the password, two-factor authentication, the e-mail
 * address, deleting or moving the account, exports and imports, sign-in history, push
 * registration. A program (a Play, a plugin, a widget's script) never reaches them, whatever token
 * it holds: one that could would turn any script into the account's owner (a token made with
 * `miauth/gen-token` outlives the page and needs no dialog).
 */
const SECURE_ENDPOINTS: ReadonlySet<string> = new Set([
  'admin/emoji/import-zip',
  'admin/system-webhook/test',
  'auth/accept',
  'export-custom-emojis',
  'fetch-external-resources',
  'i/2fa/done',
  'i/2fa/key-done',
  'i/2fa/password-less',
  'i/2fa/register',
  'i/2fa/register-key',
  'i/2fa/remove-key',
  'i/2fa/unregister',
  'i/2fa/update-key',
  'i/apps',
  'i/authorized-apps',
  'i/change-password',
  'i/delete-account',
  'i/export-antennas',
  'i/export-blocking',
  'i/export-clips',
  'i/export-favorites',
  'i/export-following',
  'i/export-mute',
  'i/export-notes',
  'i/export-user-lists',
  'i/import-antennas',
  'i/import-blocking',
  'i/import-following',
  'i/import-muting',
  'i/import-user-lists',
  'i/move',
  'i/regenerate-token',
  'i/registry/scopes-with-domain',
  'i/revoke-token',
  'i/signin-history',
  'i/update-email',
  'i/webhooks/test',
  'miauth/gen-token',
  'page-push',
  'sw/register',
  'sw/show-registration',
  'sw/update-registration',
]);

/** Whether a program is refused this endpoint (in any case of letters: a server may not tell them apart). */
export function isSecureEndpoint(name: string): boolean {
  return SECURE_ENDPOINTS.has(name.toLowerCase());
}
