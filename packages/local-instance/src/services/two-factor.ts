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

const validTotp = (secret: string, token: string) =>
  OTPAuth.TOTP.validate({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, token, window: 1 }) !== null;

/** Turns two-factor on when `token` comes from the new secret; returns the backup codes, or null. */
export function finishTotp(db: Db, userId: string, token: string): string[] | null {
  const row = rowOf(db, userId);
  if (!row?.tempSecret || !validTotp(row.tempSecret, token.replace(/\s/g, ''))) return null;
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => new OTPAuth.Secret({ size: 10 }).base32);
  run(
    db,
    'UPDATE user_two_factor SET secret = tempSecret, tempSecret = NULL, backupCodes = ? WHERE userId = ?',
    JSON.stringify(codes),
    userId,
  );
  return codes;
}

/**
 * Whether `token` is a current code of the user's authenticator or one of their unused backup
 * codes (a backup code works once).
 */
export function checkSecondFactor(db: Db, userId: string, token: string): boolean {
  const row = rowOf(db, userId);
  if (!row?.secret) return false;
  const given = token.replace(/\s/g, '');
  const codes = parseJson<string[]>(row.backupCodes, []);
  if (codes.includes(given)) {
    run(
      db,
      'UPDATE user_two_factor SET backupCodes = ? WHERE userId = ?',
      JSON.stringify(codes.filter((c) => c !== given)),
      userId,
    );
    return true;
  }
  return validTotp(row.secret, given);
}

/** Turns two-factor authentication off: the secret, the backup codes and password-less sign-in go. */
export function disableTwoFactor(db: Db, userId: string): void {
  run(db, 'DELETE FROM user_two_factor WHERE userId = ?', userId);
}

export function setPasswordLessLogin(db: Db, userId: string, on: boolean): void {
  run(db, 'UPDATE user_two_factor SET usePasswordLessLogin = ? WHERE userId = ?', on ? 1 : 0, userId);
}
