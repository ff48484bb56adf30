import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { apiClient, signup, start, StreamClient } from './helpers.ts';

describe('streaming', () => {
  let inst: RunningInstance;
  let api: ReturnType<typeof apiClient>;
  let author: { id: string; token: string };
  let reader: { id: string; token: string };
  const sockets: StreamClient[] = [];
  const open = async (token?: string) => {
    const s = await StreamClient.open(inst, token);
    sockets.push(s);
    return s;
  };
  beforeAll(async () => {
    inst = await start();
    api = apiClient(inst);
    author = await signup(inst, 'author');
    reader = await signup(inst, 'reader');
    await api('following/create', { userId: author.id, i: reader.token });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await inst.close();
  });

  it('answers ping with pong and ignores heartbeats', async () => {
    const s = await open();
    s.send('h');
    s.send('ping');
    expect(await s.waitFor((m) => m === 'pong')).toBe('pong');
  });

  it('refuses a bad token', async () => {
    await expect(StreamClient.open(inst, 'bogus-token')).rejects.toThrow(/401/);
  });

  it('delivers a followed user’s new note on homeTimeline, and public notes on localTimeline', async () => {
    const home = await open(reader.token);
    await home.connect('homeTimeline', 'h1');
    const anon = await open();
    await anon.connect('localTimeline', 'l1');
    // homeTimeline needs a token: an anonymous connect is silently ignored
    anon.send({ type: 'connect', body: { channel: 'homeTimeline', id: 'denied', params: {}, pong: true } });
    const created = (await api('notes/create', { text: 'streamed hello', i: author.token })).body.createdNote;
    const msg = await home.waitFor(
      (m) => m.type === 'channel' && m.body.id === 'h1' && m.body.type === 'note',
    );
    expect(msg.body.body).toMatchObject({
      id: created.id,
      text: 'streamed hello',
      user: { username: 'author' },
    });
    const pub = await anon.waitFor((m) => m.type === 'channel' && m.body.id === 'l1');
    expect(pub.body.body.id).toBe(created.id);

    await api('notes/create', { text: 'home only', visibility: 'home', i: author.token });
    const homeOnly = await home.waitFor((m) => m.type === 'channel' && m.body.body?.text === 'home only');
    expect(homeOnly.body.id).toBe('h1');
    await api('notes/create', { text: 'after home only', i: author.token });
    await anon.waitFor((m) => m.type === 'channel' && m.body.body?.text === 'after home only');
    expect(anon.messages.some((m) => m.body?.body?.text === 'home only')).toBe(false);
    expect(anon.messages.some((m) => m.body?.id === 'denied')).toBe(false);
  });

  it('sends noteUpdated for reactions, poll votes and deletion to sockets that captured the note', async () => {
    const note = (
      await api('notes/create', { text: 'capture me', poll: { choices: ['x', 'y'] }, i: author.token })
    ).body.createdNote;
    const s = await open(author.token);
    s.send({ type: 'subNote', body: { id: note.id } });
    // make sure the capture arrived before acting
    s.send('ping');
    await s.waitFor((m) => m === 'pong');

    await api('notes/reactions/create', { noteId: note.id, reaction: '👍', i: reader.token });
    const reacted = await s.waitFor((m) => m.type === 'noteUpdated' && m.body.type === 'reacted');
    expect(reacted.body).toEqual({
      id: note.id,
      type: 'reacted',
      body: { reaction: '👍', emoji: null, userId: reader.id },
    });

    await api('notes/polls/vote', { noteId: note.id, choice: 1, i: reader.token });
    const voted = await s.waitFor((m) => m.type === 'noteUpdated' && m.body.type === 'pollVoted');
    expect(voted.body).toEqual({ id: note.id, type: 'pollVoted', body: { choice: 1, userId: reader.id } });

    await api('notes/reactions/delete', { noteId: note.id, i: reader.token });
    const unreacted = await s.waitFor((m) => m.type === 'noteUpdated' && m.body.type === 'unreacted');
    expect(unreacted.body.body).toEqual({ reaction: '👍', userId: reader.id });

    await api('notes/delete', { noteId: note.id, i: author.token });
    const deleted = await s.waitFor((m) => m.type === 'noteUpdated' && m.body.type === 'deleted');
    expect(typeof deleted.body.body.deletedAt).toBe('string');
  });

  it('publishes notifications, mentions and registry updates on the main channel', async () => {
    const s = await open(author.token);
    await s.connect('main', 'm1');
    await api('notes/create', { text: 'hey @author', i: reader.token });
    const mention = await s.waitFor((m) => m.type === 'channel' && m.body.type === 'mention');
    expect(mention.body.id).toBe('m1');
    expect(mention.body.body.text).toBe('hey @author');
    const notification = await s.waitFor((m) => m.type === 'channel' && m.body.type === 'notification');
    expect(notification.body.body).toMatchObject({ type: 'mention', user: { username: 'reader' } });

    await api('i/registry/set', {
      scope: ['client', 'base'],
      key: 'theme',
      value: { dark: true },
      i: author.token,
    });
    const reg = await s.waitFor((m) => m.type === 'channel' && m.body.type === 'registryUpdated');
    expect(reg.body.body).toEqual({ scope: ['client', 'base'], key: 'theme', value: { dark: true } });

    const other = await signup(inst, 'follower2');
    await api('following/create', { userId: author.id, i: other.token });
    const followed = await s.waitFor((m) => m.type === 'channel' && m.body.type === 'followed');
    expect(followed.body.body.username).toBe('follower2');
  });
});
