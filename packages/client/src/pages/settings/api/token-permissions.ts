/** A session id for miauth/gen-token: the client makes it up, like an app starting MiAuth would. */
export function newTokenSession(): string {
  return crypto.randomUUID();
}
