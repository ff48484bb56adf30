/** Spec P2 §9: claims are sent at least this far apart. */
export const CLAIM_STAGGER_MS = 500;

export interface ClaimDeps {
  /** The account the claims are for. */
  accountId: string;
  /** Sends `i/claim-achievement`. */
  send: (name: string) => Promise<unknown>;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => unknown;
}

export interface ClaimSession {
  readonly accountId: string;
  claim: (name: string) => void;
  /** The account's state as the server last told it: what it holds, whether it moved. */
  update: (me: { achievements?: ReadonlyArray<{ name: string }>; movedTo?: string | null }) => void;
  /** Names sent so far (for tests and the achievements page's optimism). */
  readonly sent: ReadonlySet<string>;
}

/**
 * Spec P2 §4: each achievement is claimed at most once per session, the claims go out 500 ms
 * apart, and none is claimed for an account that moved. One already held is not sent again.
 */
export function createClaimSession(deps: ClaimDeps): ClaimSession {
  const now = deps.now ?? Date.now;
  const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms));
  const asked = new Set<string>();
  const sent = new Set<string>();
  const held = new Set<string>();
  let moved = false;
  let nextAt = 0;
  return {
    accountId: deps.accountId,
    sent,
    update(me) {
      moved = me.movedTo != null;
      for (const a of me.achievements ?? []) held.add(a.name);
    },
    claim(name) {
      if (moved || asked.has(name) || held.has(name)) return;
      asked.add(name);
      const at = Math.max(now(), nextAt);
      nextAt = at + CLAIM_STAGGER_MS;
      const go = () => {
        if (moved) return;
        sent.add(name);
        // a refused claim (an older server, a network blip) is not worth telling the user
        deps.send(name).catch(() => undefined);
      };
      const wait = at - now();
      if (wait <= 0) go();
      else schedule(go, wait);
    },
  };
}

let session: ClaimSession | null = null;
/** Claims made before the session's watcher started (it loads after the first screen). */
let early: Array<{ name: string; by: string | null | undefined }> = [];
const EARLY_MAX = 32;

/** The signed-in account's claims; null signs the session out (claims are dropped). */
export function setClaimSession(next: ClaimSession | null): void {
  session = next;
  if (!next) return;
  const waiting = early;
  early = [];
  for (const c of waiting) claimAchievement(c.name, c.by);
}

/** Tells the current session (if any) what the account holds now; false when there is none. */
export function updateClaimSession(me: Parameters<ClaimSession['update']>[0]): boolean {
  session?.update(me);
  return session !== null;
}

/**
 * Claims an achievement for the signed-in account (spec P2 §4). `byAccountId`: who did it, when
 * known; another signed-in account acting (a deck column's) claims nothing. A claim made before
 * the session started waits for it.
 */
export function claimAchievement(name: string, byAccountId?: string | null): void {
  if (!session) {
    if (early.length < EARLY_MAX) early.push({ name, by: byAccountId });
    return;
  }
  if (byAccountId !== undefined && byAccountId !== session.accountId) return;
  session.claim(name);
}
