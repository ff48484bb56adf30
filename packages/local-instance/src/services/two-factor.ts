import * as OTPAuth from 'otpauth';
import type { Db } from '../db/open.ts';
import { all, one, parseJson, run } from '../db/statement.ts';

/** How many backup codes a user gets when two-factor authentication is turned on (Misskey 2025). */
export const BACKUP_CODE_COUNT = 5;

interface TwoFactorRow {
  userId: string;
  tempSecret: string | null;
  secret: string | null;
  backupCodes: string;
  usePasswordLessLogin: number;
  /** The time step of the last authenticator code that was accepted to sign in (or to turn it on). */
  lastTotpStep: number | null;
}

export interface SecurityKeyRow {
  id: string;
  userId: string;
  name: string;
  publicKey: string;
  counter: number;
  createdAt: number;
  lastUsed: number;
}

export interface TwoFactorState {
  enabled: boolean;
  usePasswordLessLogin: boolean;
  backupCodesLeft: number;
  securityKeys: SecurityKeyRow[];
}

function rowOf(db: Db, userId: string): TwoFactorRow | undefined {
  return one<TwoFactorRow>(db, 'SELECT * FROM user_two_factor WHERE userId = ?', userId);
}

export function twoFactorState(db: Db, userId: string): TwoFactorState {
  const row = rowOf(db, userId);
  return {
    enabled: row?.secret != null,
    usePasswordLessLogin: !!row?.usePasswordLessLogin,
    backupCodesLeft: parseJson<string[]>(row?.backupCodes, []).length,
    securityKeys: securityKeysOf(db, userId),
  };
}

export function securityKeysOf(db: Db, userId: string): SecurityKeyRow[] {
  return all<SecurityKeyRow>(
    db,
    'SELECT * FROM user_security_keys WHERE userId = ? ORDER BY createdAt',
    userId,
  );
}

/** A new authenticator secret, kept aside until the user proves their app has it (`finishTotp`). */
export function startTotp(db: Db, userId: string): OTPAuth.Secret {
  const secret = new OTPAuth.Secret({ size: 20 });
  run(
    db,
    `INSERT INTO user_two_factor (userId, tempSecret) VALUES (?, ?)
     ON CONFLICT (userId) DO UPDATE SET tempSecret = excluded.tempSecret`,
    userId,
    secret.base32,
  );
  return secret;
}

/** Codes change every 30 s; one step either side is accepted too, for clocks that drift. */
const TOTP_PERIOD_MS = 30_000;

/** The time step whose code for `secret` is `token`, or null when `token` is no current code. */
function totpStep(secret: string, token: string, now = Date.now()): number | null {
  const delta = OTPAuth.TOTP.validate({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    token,
    window: 1,
    timestamp: now,
  });
  return delta === null ? null : Math.floor(now / TOTP_PERIOD_MS) + delta;
}

const normalized = (token: string) => token.replace(/\s/g, '');

/** Turns two-factor on when `token` comes from the new secret; returns the backup codes, or null. */
export function finishTotp(db: Db, userId: string, token: string): string[] | null {
  const row = rowOf(db, userId);
  const step = row?.tempSecret ? totpStep(row.tempSecret, normalized(token)) : null;
  if (step === null) return null;
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => new OTPAuth.Secret({ size: 10 }).base32);
  run(
    db,
    `UPDATE user_two_factor SET secret = tempSecret, tempSecret = NULL, backupCodes = ?, lastTotpStep = ?
     WHERE userId = ?`,
    JSON.stringify(codes),
    step,
    userId,
  );
  return codes;
}

/** Uses up `given` if it is one of the user's backup codes (each works once). */
function takeBackupCode(db: Db, row: TwoFactorRow, given: string): boolean {
  const codes = parseJson<string[]>(row.backupCodes, []);
  if (!codes.includes(given)) return false;
  run(
    db,
    'UPDATE user_two_factor SET backupCodes = ? WHERE userId = ?',
    JSON.stringify(codes.filter((c) => c !== given)),
    row.userId,
  );
  return true;
}

/**
 * Whether `token` is a current code of the user's authenticator or one of their unused backup
 * codes, to confirm a change in the settings. A code may confirm more than one call there: Misskey's
 * clients send the same one to i/2fa/register-key and then to i/2fa/key-done.
 */
export function checkSecondFactor(db: Db, userId: string, token: string): boolean {
  const row = rowOf(db, userId);
  if (!row?.secret) return false;
  const given = normalized(token);
  return takeBackupCode(db, row, given) || totpStep(row.secret, given) !== null;
}

/**
 * The second factor of a sign-in: as `checkSecondFactor`, but an authenticator code signs in once
 * (RFC 6238 §5.2): a code of the step last accepted, or of an earlier one, is refused, so a code
 * seen over someone's shoulder or caught on its way cannot be used again while it is shown.
 */
export function checkSigninSecondFactor(db: Db, userId: string, token: string): boolean {
  const row = rowOf(db, userId);
  if (!row?.secret) return false;
  const given = normalized(token);
  if (takeBackupCode(db, row, given)) return true;
  const step = totpStep(row.secret, given);
  if (step === null || (row.lastTotpStep !== null && step <= row.lastTotpStep)) return false;
  run(db, 'UPDATE user_two_factor SET lastTotpStep = ? WHERE userId = ?', step, userId);
  return true;
}

/** Turns two-factor authentication off: the secret, the backup codes and password-less sign-in go. */
export function disableTwoFactor(db: Db, userId: string): void {
  run(db, 'DELETE FROM user_two_factor WHERE userId = ?', userId);
}

export function setPasswordLessLogin(db: Db, userId: string, on: boolean): void {
  run(db, 'UPDATE user_two_factor SET usePasswordLessLogin = ? WHERE userId = ?', on ? 1 : 0, userId);
}
