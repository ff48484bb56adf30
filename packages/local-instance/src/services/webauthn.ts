import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Instance } from '../context.ts';
import { run } from '../db/statement.ts';
import { securityKeysOf, type SecurityKeyRow } from './two-factor.ts';

/** How long a registration or sign-in challenge may be answered (Misskey keeps them 90 s). */
const CHALLENGE_MS = 90_000;

/**
 * A key must check who holds it (PIN, fingerprint), at registration and at every sign-in, as Misskey's
 * WebAuthn service requires: a password-less sign-in would otherwise need only the key in hand, and
 * the browser is asked for it so that a key that cannot is refused there rather than by the server.
 */
const USER_VERIFICATION = 'required';

const challenges = new WeakMap<Instance, Map<string, { challenge: string; expires: number }>>();

function keep(inst: Instance, key: string, challenge: string): void {
  let map = challenges.get(inst);
  if (!map) challenges.set(inst, (map = new Map()));
  map.set(key, { challenge, expires: Date.now() + CHALLENGE_MS });
}

/** The challenge handed out for `key`, once: a second answer to it is refused. */
function take(inst: Instance, key: string): string | null {
  const map = challenges.get(inst);
  const entry = map?.get(key);
  map?.delete(key);
  return entry && entry.expires > Date.now() ? entry.challenge : null;
}

/** The relying party: the server's host name, and the origin the browser signs for. */
export function relyingParty(origin: string): { rpID: string; origin: string } {
  return { rpID: new URL(origin).hostname, origin };
}

export async function startKeyRegistration(
  inst: Instance,
  origin: string,
  user: { id: string; username: string; name: string | null },
) {
  const { rpID } = relyingParty(origin);
  const options = await generateRegistrationOptions({
    rpName: new URL(origin).host,
    rpID,
    userName: user.username,
    userDisplayName: user.name ?? user.username,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: securityKeysOf(inst.db, user.id).map((k) => ({ id: k.id })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: USER_VERIFICATION },
  });
  keep(inst, `register:${user.id}`, options.challenge);
  return options;
}

/** Stores the key the browser made for the last registration challenge; null if it does not verify. */
export async function finishKeyRegistration(
  inst: Instance,
  origin: string,
  userId: string,
  name: string,
  response: RegistrationResponseJSON,
): Promise<SecurityKeyRow | null> {
  const expectedChallenge = take(inst, `register:${userId}`);
  if (!expectedChallenge) return null;
  const rp = relyingParty(origin);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  const now = Date.now();
  const row: SecurityKeyRow = {
    id: credential.id,
    userId,
    name,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    createdAt: now,
    lastUsed: now,
  };
  run(
    inst.db,
    `INSERT INTO user_security_keys (id, userId, name, publicKey, counter, createdAt, lastUsed)
     VALUES (@id, @userId, @name, @publicKey, @counter, @createdAt, @lastUsed)`,
    row,
  );
  return row;
}

/** The options the browser needs to sign in with one of the user's keys. */
export async function startKeyAuthentication(inst: Instance, origin: string, userId: string) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(origin).rpID,
    allowCredentials: securityKeysOf(inst.db, userId).map((k) => ({ id: k.id })),
    userVerification: USER_VERIFICATION,
  });
  keep(inst, `signin:${userId}`, options.challenge);
  return options;
}

/** Whether the browser's answer proves one of the user's keys (its use is then recorded). */
export async function verifyKeyAuthentication(
  inst: Instance,
  origin: string,
  userId: string,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const expectedChallenge = take(inst, `signin:${userId}`);
  const key = securityKeysOf(inst.db, userId).find((k) => k.id === response?.id);
  if (!expectedChallenge || !key) return false;
  const rp = relyingParty(origin);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: { id: key.id, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: key.counter },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return false;
  run(
    inst.db,
    'UPDATE user_security_keys SET counter = ?, lastUsed = ? WHERE id = ?',
    result.authenticationInfo.newCounter,
    Date.now(),
    key.id,
  );
  return true;
}
