// The email address of an account (Misskey keeps it on the user profile). Kumo Local sends no mail,
// so an address stays unverified.
import type { Db } from '../db/open.ts';
import { one, run } from '../db/statement.ts';

export interface UserEmail {
  email: string;
  emailVerified: boolean;
}

export function emailOf(db: Db, userId: string): UserEmail | null {
  const row = one<{ email: string; emailVerified: number }>(
    db,
    'SELECT email, emailVerified FROM user_emails WHERE userId = ?',
    userId,
  );
  return row ? { email: row.email, emailVerified: row.emailVerified === 1 } : null;
}

// The shape Misskey's email validation accepts: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether `email` may become `userId`'s address: well formed and nobody else's. */
export function isEmailAvailable(db: Db, userId: string, email: string): boolean {
  if (email.length > 512 || !EMAIL_PATTERN.test(email)) return false;
  const holder = one<{ userId: string }>(
    db,
    'SELECT userId FROM user_emails WHERE emailLower = ?',
    email.toLowerCase(),
  );
  return holder == null || holder.userId === userId;
}

/** Sets (or, with null, removes) the address; a new address is unverified. */
export function setEmail(db: Db, userId: string, email: string | null): void {
  run(db, 'DELETE FROM user_emails WHERE userId = ?', userId);
  if (email != null)
    run(
      db,
      'INSERT INTO user_emails (userId, email, emailLower, emailVerified) VALUES (?, ?, ?, 0)',
      userId,
      email,
      email.toLowerCase(),
    );
}
