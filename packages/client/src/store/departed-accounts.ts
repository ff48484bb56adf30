/**
 * The accounts that left this device while this page lived (signed out, or removed from it): what
 * the page still holds of them — a draft in an open post form, saved as the page closes; a setting
 * changed on the way out — is not written back after everything kept for them was removed.
 */
const departed = new Set<string>();

export function markLeftDevice(accountId: string): void {
  departed.add(accountId);
}

/** Whether `accountId` has left this device: nothing more is kept for it. */
export function hasLeftDevice(accountId: string | null): boolean {
  return accountId !== null && departed.has(accountId);
}
