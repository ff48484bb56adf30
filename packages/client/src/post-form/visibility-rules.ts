/** Spec P2 §4: the visibility and local-only rules of the post form, as plain functions. */
export type Visibility = 'public' | 'home' | 'followers' | 'specified';

export const VISIBILITIES: readonly Visibility[] = ['public', 'home', 'followers', 'specified'];

export interface VisibilityState {
  visibility: Visibility;
  localOnly: boolean;
}

/** What the form needs to know about the note being replied to. */
export interface ReplyTarget {
  visibility: Visibility;
  localOnly?: boolean;
  user: { host: string | null };
}

/** What the form needs to know about the chosen channel; `federated` is absent on current servers. */
export interface ChannelTarget {
  id: string;
  federated?: boolean;
}

export interface VisibilityContext {
  reply?: ReplyTarget | null;
  channel?: ChannelTarget | null;
  /** The role policy canPublicNote of the writer; absent means allowed. */
  canPublicNote?: boolean;
}

/** The visibilities the picker offers: without canPublicNote, no public. */
export function offeredVisibilities(ctx: VisibilityContext): readonly Visibility[] {
  return ctx.canPublicNote === false ? VISIBILITIES.filter((v) => v !== 'public') : VISIBILITIES;
}

/**
 * A writer whose roles take public notes away gets home instead, whether public was the default,
 * the remembered choice or asked for by the caller; a channel's forced public stays (its lock says why).
 */
export function withoutForbiddenPublic(ctx: VisibilityContext, state: VisibilityState): VisibilityState {
  if (state.visibility !== 'public' || ctx.canPublicNote !== false || ctx.channel) return state;
  return { ...state, visibility: 'home' };
}

/** A reply to a non-public note keeps that note's visibility, locked. */
export function replyVisibility(
  target: Visibility,
  chosen: Visibility,
): { visibility: Visibility; locked: boolean } {
  return target === 'public' ? { visibility: chosen, locked: false } : { visibility: target, locked: true };
}

/** A reply to a remote user's note is not local-only; a reply to a local note inherits its flag. */
export function replyLocalOnly(reply: ReplyTarget): boolean {
  return reply.user.host == null ? (reply.localOnly ?? false) : false;
}

/** A channel forces public; a channel that does not federate also forces local-only. */
export function channelForces(channel: ChannelTarget): VisibilityState {
  return { visibility: 'public', localOnly: channel.federated !== true };
}

export interface VisibilityConstraints {
  visibilityLocked: boolean;
  localOnlyLocked: boolean;
  /** Specified notes never federate publicly; the toggle is hidden. */
  localOnlyHidden: boolean;
}

export function visibilityConstraints(ctx: VisibilityContext, state: VisibilityState): VisibilityConstraints {
  const channel = ctx.channel ?? null;
  const replyLocks = ctx.reply != null && ctx.reply.visibility !== 'public';
  return {
    visibilityLocked: replyLocks || channel !== null,
    localOnlyLocked: channel !== null,
    localOnlyHidden: state.visibility === 'specified',
  };
}

/** Specified visibility turns local-only off. */
function normalise(state: VisibilityState): VisibilityState {
  return state.visibility === 'specified' ? { ...state, localOnly: false } : state;
}

export interface InitialVisibilityInput extends VisibilityContext {
  /** Setting rememberNoteVisibility. */
  remember: boolean;
  /** The remembered values (deviceAccount settings visibility and localOnly). */
  remembered: VisibilityState;
  /** defaultNoteVisibility and defaultNoteLocalOnly. */
  defaults: VisibilityState;
  /** What the caller of the form asked for. */
  initial?: Partial<VisibilityState>;
}

/** The visibility and local-only flag a new form starts with. */
export function initialVisibility(input: InitialVisibilityInput): VisibilityState {
  let state: VisibilityState = { ...(input.remember ? input.remembered : input.defaults) };
  if (input.initial?.visibility) state.visibility = input.initial.visibility;
  if (input.initial?.localOnly !== undefined) state.localOnly = input.initial.localOnly;
  if (input.reply) {
    state = {
      visibility: replyVisibility(input.reply.visibility, state.visibility).visibility,
      localOnly: replyLocalOnly(input.reply),
    };
  }
  if (input.channel) state = channelForces(input.channel);
  return normalise(withoutForbiddenPublic(input, state));
}

/** Choosing a visibility in the picker; ignored while locked. */
export function chooseVisibility(
  ctx: VisibilityContext,
  state: VisibilityState,
  visibility: Visibility,
): VisibilityState {
  if (visibilityConstraints(ctx, state).visibilityLocked) return state;
  if (!offeredVisibilities(ctx).includes(visibility)) return state;
  return normalise({ ...state, visibility });
}

/** Turning the local-only toggle; ignored while locked or hidden. */
export function chooseLocalOnly(
  ctx: VisibilityContext,
  state: VisibilityState,
  on: boolean,
): VisibilityState {
  const c = visibilityConstraints(ctx, state);
  if (c.localOnlyLocked || c.localOnlyHidden) return state;
  return { ...state, localOnly: on };
}

/** Turning local-only on asks first, until the user chose "never ask again". */
export function needsLocalOnlyConfirmation(turningOn: boolean, neverShowAgain: boolean): boolean {
  return turningOn && !neverShowAgain;
}

/** The local key of "yes and never ask again". */
export const NEVER_SHOW_LOCAL_ONLY_INFO_KEY = 'neverShowLocalOnlyInfo';
