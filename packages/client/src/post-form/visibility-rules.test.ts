import { describe, expect, test } from 'vitest';
import {
  channelForces,
  chooseLocalOnly,
  chooseVisibility,
  initialVisibility,
  needsLocalOnlyConfirmation,
  offeredVisibilities,
  replyLocalOnly,
  replyVisibility,
  visibilityConstraints,
  type ReplyTarget,
  type VisibilityState,
} from './visibility-rules.ts';

const pub: VisibilityState = { visibility: 'public', localOnly: false };
const localReply = (visibility: ReplyTarget['visibility'], localOnly = false): ReplyTarget => ({
  visibility,
  localOnly,
  user: { host: null },
});
const remoteReply = (visibility: ReplyTarget['visibility']): ReplyTarget => ({
  visibility,
  localOnly: true,
  user: { host: 'remote.example' },
});
const base = { remember: false, remembered: pub, defaults: pub };

describe('replies (spec P2 §4)', () => {
  test('a reply to a home, followers or specified note keeps that visibility and is locked', () => {
    expect(replyVisibility('home', 'public')).toEqual({ visibility: 'home', locked: true });
    expect(replyVisibility('followers', 'public')).toEqual({ visibility: 'followers', locked: true });
    expect(replyVisibility('specified', 'home')).toEqual({ visibility: 'specified', locked: true });
  });

  test('a reply to a public note keeps the chosen visibility, unlocked', () => {
    expect(replyVisibility('public', 'followers')).toEqual({ visibility: 'followers', locked: false });
  });

  test('the picker cannot change a locked reply visibility', () => {
    const ctx = { reply: localReply('followers') };
    const state = initialVisibility({ ...base, ...ctx });
    expect(state.visibility).toBe('followers');
    expect(visibilityConstraints(ctx, state).visibilityLocked).toBe(true);
    expect(chooseVisibility(ctx, state, 'public')).toEqual(state);
  });

  test('a reply to a remote user is not local-only; a reply to a local note inherits its flag', () => {
    expect(replyLocalOnly(remoteReply('public'))).toBe(false);
    expect(replyLocalOnly(localReply('public', true))).toBe(true);
    expect(replyLocalOnly(localReply('public', false))).toBe(false);
    expect(
      initialVisibility({ ...base, defaults: { ...pub, localOnly: true }, reply: remoteReply('public') }),
    ).toEqual(pub);
    expect(initialVisibility({ ...base, reply: localReply('home', true) })).toEqual({
      visibility: 'home',
      localOnly: true,
    });
  });
});

describe('channels', () => {
  test('a channel forces public; one that does not federate forces local-only', () => {
    expect(channelForces({ id: 'c' })).toEqual({ visibility: 'public', localOnly: true });
    expect(channelForces({ id: 'c', federated: true })).toEqual({ visibility: 'public', localOnly: false });
    const ctx = { channel: { id: 'c' } };
    const state = initialVisibility({
      ...base,
      defaults: { visibility: 'followers', localOnly: false },
      ...ctx,
    });
    expect(state).toEqual({ visibility: 'public', localOnly: true });
    expect(visibilityConstraints(ctx, state)).toMatchObject({
      visibilityLocked: true,
      localOnlyLocked: true,
    });
    expect(chooseLocalOnly(ctx, state, false)).toEqual(state);
  });
});

describe('specified and local-only', () => {
  test('specified visibility turns local-only off and hides the toggle', () => {
    const state = chooseVisibility({}, { visibility: 'public', localOnly: true }, 'specified');
    expect(state).toEqual({ visibility: 'specified', localOnly: false });
    expect(visibilityConstraints({}, state).localOnlyHidden).toBe(true);
    expect(chooseLocalOnly({}, state, true)).toEqual(state);
  });

  test('turning local-only on asks first unless the user chose never to be asked again', () => {
    expect(needsLocalOnlyConfirmation(true, false)).toBe(true);
    expect(needsLocalOnlyConfirmation(true, true)).toBe(false);
    expect(needsLocalOnlyConfirmation(false, false)).toBe(false);
  });
});

describe('the starting visibility', () => {
  const remembered: VisibilityState = { visibility: 'home', localOnly: true };
  const defaults: VisibilityState = { visibility: 'followers', localOnly: false };

  test('with rememberNoteVisibility the last used values are used, otherwise the defaults', () => {
    expect(initialVisibility({ remember: true, remembered, defaults })).toEqual(remembered);
    expect(initialVisibility({ remember: false, remembered, defaults })).toEqual(defaults);
  });

  test('what the caller asks for wins over both', () => {
    expect(
      initialVisibility({ remember: true, remembered, defaults, initial: { visibility: 'public' } }),
    ).toEqual({
      visibility: 'public',
      localOnly: true,
    });
  });
});

describe('without the role policy canPublicNote', () => {
  const silenced = { canPublicNote: false };
  test('public is not offered; the others are', () => {
    expect(offeredVisibilities(silenced)).toEqual(['home', 'followers', 'specified']);
    expect(offeredVisibilities({})).toEqual(['public', 'home', 'followers', 'specified']);
  });
  test('a default or remembered public starts as home', () => {
    expect(initialVisibility({ ...base, ...silenced }).visibility).toBe('home');
    const remembered = { ...base, ...silenced, remember: true, remembered: pub };
    expect(initialVisibility(remembered).visibility).toBe('home');
    expect(initialVisibility({ ...base, ...silenced, initial: { visibility: 'public' } }).visibility).toBe(
      'home',
    );
  });
  test('a reply to a public note falls back to home too, and the local-only flag is kept', () => {
    const state = initialVisibility({
      ...base,
      ...silenced,
      defaults: { visibility: 'public', localOnly: true },
    });
    expect(state).toEqual({ visibility: 'home', localOnly: true });
    expect(initialVisibility({ ...base, ...silenced, reply: localReply('public') }).visibility).toBe('home');
  });
  test('choosing public is ignored', () => {
    const home: VisibilityState = { visibility: 'home', localOnly: false };
    expect(chooseVisibility(silenced, home, 'public')).toBe(home);
    expect(chooseVisibility(silenced, home, 'followers').visibility).toBe('followers');
  });
  test('a channel still posts publicly (the server decides)', () => {
    expect(initialVisibility({ ...base, ...silenced, channel: { id: 'c1' } }).visibility).toBe('public');
  });
});
