import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { DriveFileRow, NoteRow, UserRow, Visibility } from '../db/rows.ts';
import { all, run } from '../db/statement.ts';
import { addDriveFile } from '../services/drive.ts';
import { follow } from '../services/follows.ts';
import { createNote } from '../services/note-create.ts';
import type { NewNote } from '../services/note-create.ts';
import { createReaction } from '../services/reactions.ts';
import { vote } from '../services/polls.ts';
import { createNotification } from '../services/notifications.ts';
import { createUser } from '../services/users.ts';
import { hashPassword } from '../services/password.ts';
import { DEMO_PICTURES, renderedPictures } from './images.ts';
import { seedEmojis } from './emojis.ts';
import { seedProfileExtras } from './profile-extras.ts';
import { FILLER, LONG_NOTE, QUOTES, REACTIONS, REPLIES } from './texts.ts';
import { seedListsAndChannels } from './lists.ts';
import { seedCreations } from './creations.ts';
import { seedChat } from './chat.ts';
import { storeDefaultPolicies } from '../packing/policies.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const PASSWORD = 'kumo-demo';

/** A small deterministic PRNG so the demo looks the same every time it is seeded. */
function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

const PROFILES = [
  {
    username: 'admin',
    isAdmin: true,
    name: 'Kumo Admin :kumo:',
    description:
      'I look after this little instance. Say hi! #kumo\nEverything here is demo data that lives on your computer.',
    fields: [{ name: 'Role', value: 'Administrator' }],
  },
  {
    username: 'alice',
    name: 'Alice :kumo_happy:',
    description:
      'Cloud watcher, **Kumo** tester, occasional baker. :onigiri:\nWorking on the web client with @bob.',
    location: 'Tokyo',
    birthday: '1995-04-12',
    fields: [
      { name: 'Website', value: 'https://example.com/alice' },
      { name: 'Pronouns', value: 'she/her' },
    ],
  },
  {
    username: 'bob',
    name: 'Bob',
    description: 'Writes TypeScript, drinks coffee :coffee:\nBuilds things, breaks things. #dev',
    location: 'Osaka',
  },
  {
    username: 'carol',
    name: 'Carol :blobcat:',
    description: 'nya. professional napper. :blobcat:',
    isCat: true,
  },
  {
    username: 'dave',
    name: 'Weather Dave',
    description: 'I am a bot 🤖 I post the weather every few hours. beep boop.',
    isBot: true,
  },
  {
    username: 'erin',
    name: 'Erin 🌸',
    description: 'Illustrator. Clouds, flowers and small creatures. #art',
  },
  { username: 'frank', name: null, description: null },
] as const;

const FOLLOWS: [string, string][] = [
  ['bob', 'alice'],
  ['carol', 'alice'],
  ['dave', 'alice'],
  ['erin', 'alice'],
  ['alice', 'bob'],
  ['alice', 'carol'],
  ['alice', 'erin'],
  ['carol', 'bob'],
  ['frank', 'erin'],
  ['erin', 'carol'],
  ['admin', 'alice'],
  ['alice', 'admin'],
  ['bob', 'admin'],
  ['carol', 'admin'],
  ['dave', 'admin'],
  ['erin', 'admin'],
  ['frank', 'admin'],
];

/**
 * Fills a new database with the demo: users (passwords `kumo-demo`), follows, custom emoji, a few
 * hundred notes over the past 30 days with MFM, polls, pictures, replies, renotes and reactions,
 * announcements and notifications. Everything is generated locally.
 */
export async function seedDemo(inst: Instance): Promise<void> {
  const db = inst.db;
  const now = Date.now();
  const rnd = prng(20250401);
  const users = new Map<string, UserRow>();
  const passwordHash = hashPassword(PASSWORD);

  PROFILES.forEach((p, i) => {
    const u = createUser(db, {
      username: p.username,
      password: PASSWORD,
      passwordHash,
      createdAt: now - (45 - i) * DAY,
      isAdmin: 'isAdmin' in p && p.isAdmin,
      name: p.name,
      description: p.description,
      isCat: 'isCat' in p && p.isCat,
      isBot: 'isBot' in p && p.isBot,
      location: 'location' in p ? p.location : null,
      birthday: 'birthday' in p ? p.birthday : null,
      fields: 'fields' in p ? [...p.fields] : [],
    });
    users.set(p.username, u);
  });
  const U = (name: string) => users.get(name)!;
  // The demo accounts are already set up: a client's account setup wizard is marked done for them.
  for (const u of users.values()) {
    run(
      db,
      `INSERT INTO registry (id, updatedAt, userId, domain, scope, key, value) VALUES (?, ?, ?, '', ?, ?, ?)`,
      genId(now),
      now,
      u.id,
      JSON.stringify(['client', 'base']),
      'accountSetupWizard',
      '-1',
    );
  }
  run(db, 'UPDATE users SET lastActiveAt = ? WHERE username IN (?, ?)', now - 2 * MINUTE, 'alice', 'bob');
  run(db, 'UPDATE users SET lastActiveAt = ? WHERE username = ?', now - 5 * HOUR, 'carol');
  run(db, 'UPDATE users SET lastActiveAt = ? WHERE username = ?', now - 9 * DAY, 'frank');

  await seedEmojis(inst, now - 40 * DAY);

  // Pictures, uploaded to the drives of their authors.
  const rendered = await renderedPictures();
  const owners = ['alice', 'erin', 'alice', 'bob', 'carol', 'frank', 'admin', 'erin'];
  const pictures: DriveFileRow[] = [];
  for (const [i, pic] of DEMO_PICTURES.entries()) {
    pictures.push(
      await addDriveFile(inst, U(owners[i]!), {
        ...rendered[i]!,
        name: pic.name,
        comment: pic.comment ?? null,
        isSensitive: pic.isSensitive ?? false,
        createdAt: now - (20 - i) * DAY,
        silent: true,
      }),
    );
  }
  const pic = (name: string) => pictures.find((p) => p.name === name)!;

  db.transaction(() => {
    FOLLOWS.forEach(([a, b], i) =>
      follow(inst, U(a), U(b), { createdAt: now - (38 - i) * DAY, silent: true }),
    );

    const notes: NoteRow[] = [];
    const post = (user: string, at: number, data: NewNote): NoteRow => {
      const n = createNote(inst, U(user), { ...data, createdAt: at, silent: true });
      notes.push(n);
      return n;
    };

    // Filler spread over 30 days, oldest first so that replies and renotes point backwards.
    const times: number[] = [];
    for (let k = 0; k < 250; k++) times.push(Math.floor(now - 30 * DAY + rnd.next() * (30 * DAY - 3 * HOUR)));
    times.sort((a, b) => a - b);
    const names = [...users.keys()];
    const weights = [
      'alice',
      'alice',
      'alice',
      'bob',
      'bob',
      'carol',
      'carol',
      'dave',
      'erin',
      'erin',
      'frank',
      'admin',
    ];
    for (const at of times) {
      const author = rnd.pick(weights);
      const roll = rnd.next();
      const earlier = notes.filter(
        (n) => n.visibility === 'public' && !n.isPureRenote && n.userId !== U(author).id,
      );
      if (roll < 0.18 && earlier.length > 5) {
        const target = earlier[earlier.length - 1 - rnd.int(Math.min(15, earlier.length))]!;
        post(author, at, { text: rnd.pick(REPLIES), reply: target, visibility: 'public' });
      } else if (roll < 0.27 && earlier.length > 5) {
        const target = earlier[earlier.length - 1 - rnd.int(Math.min(25, earlier.length))]!;
        post(author, at, { renote: target, visibility: 'public' });
      } else if (roll < 0.3 && earlier.length > 5) {
        const target = earlier[earlier.length - 1 - rnd.int(Math.min(25, earlier.length))]!;
        post(author, at, { text: rnd.pick(QUOTES), renote: target, visibility: 'public' });
      } else {
        const visibility: Visibility = rnd.next() < 0.1 ? 'home' : rnd.next() < 0.05 ? 'followers' : 'public';
        post(author, at, { text: rnd.pick(FILLER[author] ?? FILLER.alice!), visibility });
      }
    }
    void names;

    // Showcase notes: every kind of content the client has to render, mostly in the last days.
    const t = (daysAgo: number, hours = 0) => now - daysAgo * DAY - hours * HOUR;
    const welcome = post('alice', t(6), {
      text: 'Welcome to **Kumo**! :kumo:\nThis is a local demo instance: everything you see lives on your computer. Try reacting, voting and posting. #kumo',
    });
    run(db, 'UPDATE users SET pinnedNoteIds = ? WHERE id = ?', JSON.stringify([welcome.id]), U('alice').id);
    const r1 = post('carol', t(5, 20), { text: 'nya! happy to be here :blobcat:', reply: welcome });
    post('alice', t(5, 19), { text: '@carol welcome welcome :kumo_happy:', reply: r1 });
    post('bob', t(5, 18), { renote: welcome });
    post('admin', t(5, 17), {
      text: 'Glad to have you all here. Rules are simple: be kind. :ok:',
      reply: welcome,
    });
    post('alice', t(5, 2), { text: LONG_NOTE });
    post('alice', t(4, 22), {
      text: 'Sunset from the rooftop yesterday #photography',
      files: [pic('sunset-over-hills.jpg'), pic('bubbles.png')],
    });
    post('erin', t(4, 12), {
      text: 'Finished this one today! Spring flowers 🌸 #art',
      files: [pic('spring-flowers.png')],
    });
    post('erin', t(4, 8), { text: 'Ocean study, digital.', files: [pic('ocean-waves.png')] });
    post('bob', t(4, 3), {
      text: 'Colour test for the new theme :kumo:',
      files: [pic('panorama-stripes.png')],
    });
    post('carol', t(3, 23), { text: 'stayed up to watch the stars ✨', files: [pic('night-sky.jpg')] });
    post('frank', t(3, 20), {
      text: 'Made the curry from the recipe thread. My mouth is on fire. :spicy:',
      files: [pic('very-spicy-curry.jpg')],
    });
    post('admin', t(3, 18), {
      text: 'Test pattern for the media viewer.',
      files: [pic('grid-pattern.jpg')],
      visibility: 'home',
    });
    post('bob', t(3, 10), {
      text: "Here's how the client loads the home timeline:\n```ts\nconst notes = await api('notes/timeline', { limit: 20, withRenotes: true });\nfor (const note of notes) console.log(note.user.username, note.text);\n```\nInline code works too: `npm start` #dev",
    });
    post('carol', t(3, 6), {
      text: "Euler's identity is still the prettiest thing: \\(e^{i\\pi} + 1 = 0\\)\nAnd a block:\n\\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\\]",
    });
    post('erin', t(3, 2), {
      text: 'Reading about MFM today: https://misskey-hub.net/en/docs/for-users/features/mfm/ so many effects! $[spin 🌀] $[jelly :party:] $[rainbow rainbow text] $[sparkle ✨sparkles✨]\nAlso [a link with a label](https://example.com) and <small>small text</small>.',
    });
    post('frank', t(2, 22), {
      cw: 'Spoilers for the season finale',
      text: 'They were siblings all along!! I did not see that coming.',
    });
    post('alice', t(2, 20), {
      text: '$[tada Big news!] The new $[x2 Kumo] client is $[fg.color=f80 really] coming together :kumo_happy:\n<center>$[bg.color=5b8def $[fg.color=fff  cloud power ]]</center>',
    });
    post('bob', t(2, 16), {
      text: '@alice have you tried the deck view yet? It is great on a wide monitor.',
    });
    post('alice', t(2, 15), {
      text: '> quoting myself: never trust a cloud\n~~strike~~ <i>italic</i> $[blur hidden until hover] $[flip flipped] $[rotate.deg=30 tilted] $[border.color=f80 bordered]\n$[ruby 雲 くも] は かわいい #kumo',
    });
    post('erin', t(2, 10), { text: 'Kumo client 検索' });
    post('admin', t(2, 8), {
      text: 'Maintenance tonight at 22:00. This note stays on this server. :kumo_rain:',
      localOnly: true,
    });
    post('frank', t(2, 4), { text: 'Only likes on this one please ❤', reactionAcceptance: 'likeOnly' });
    post('alice', t(1, 22), {
      text: 'Only for people who follow me: the meetup is on Saturday!',
      visibility: 'followers',
    });
    post('alice', t(1, 20), {
      text: '@bob psst, I have a surprise planned for the meetup',
      visibility: 'specified',
      visibleUserIds: [U('bob').id],
    });
    post('bob', t(1, 18), { text: 'Home-only note: quiet day today.', visibility: 'home' });
    const openPoll = post('alice', t(1, 12), {
      text: 'What should we name the mascot? :kumo:',
      poll: {
        choices: ['Kumo-chan', 'Fluffy', 'Cirrus', 'Nimbus'],
        multiple: false,
        expiresAt: now + 3 * DAY,
      },
    });
    const multiPoll = post('bob', t(1, 9), {
      text: 'Which features do you use most? (pick any)',
      poll: {
        choices: ['Deck', 'Widgets', 'Drive', 'Reactions', 'Plugins'],
        multiple: true,
        expiresAt: now + 5 * DAY,
      },
    });
    const endedPoll = post('carol', t(5), {
      text: 'Tea or coffee? :coffee:',
      poll: { choices: ['Tea', 'Coffee', 'Both', 'Neither'], multiple: false, expiresAt: t(2) },
    });
    const endedMulti = post('dave', t(8), {
      text: 'Survey: which weather do you like? #weather',
      poll: { choices: ['Sun', 'Rain', 'Snow', 'Wind'], multiple: true, expiresAt: t(6) },
    });
    const forever = post('erin', t(0, 20), {
      text: 'Favourite season?',
      poll: { choices: ['Spring', 'Summer', 'Autumn', 'Winter'], multiple: false, expiresAt: null },
    });
    post('carol', t(0, 18), { text: 'Vote for Nimbus!! :blobcat:', renote: openPoll });
    post('erin', t(0, 16), { renote: notes.find((n) => n.text?.startsWith('$[tada'))! });
    post('dave', t(0, 4), {
      text: '⛅ Weather report: partly cloudy, 21°C, perfect cloud-watching weather. #weather :kumo:',
    });
    post('bob', t(0, 2), { text: 'Good evening! Anyone around? :blobwink:' });
    post('alice', t(0, 1), {
      text: 'Trying out **bold**, *italic*, `code`, #kumo, @bob and :kumo: all in one note. https://example.com',
    });

    // Votes.
    const voters = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'admin'];
    const castVotes = (note: NoteRow, choices: number, multiple: boolean, at: number) => {
      for (const v of voters) {
        if (rnd.next() < 0.25) continue;
        const picks = multiple ? [...new Set([rnd.int(choices), rnd.int(choices)])] : [rnd.int(choices)];
        for (const c of picks) vote(inst, U(v), note, c, { createdAt: at + rnd.int(6 * HOUR), silent: true });
      }
    };
    castVotes(endedPoll, 4, false, t(4));
    castVotes(endedMulti, 4, true, t(7));
    castVotes(multiPoll, 5, true, t(1, 8));
    castVotes(forever, 4, false, t(0, 19));
    for (const v of ['bob', 'carol', 'erin'])
      vote(inst, U(v), openPoll, v === 'bob' ? 3 : 0, { createdAt: t(1, 10), silent: true });
    run(db, 'UPDATE polls SET endNotified = 1 WHERE expiresAt IS NOT NULL AND expiresAt < ?', now);

    // Reactions and the notifications that come with the content.
    for (const n of notes) {
      const author = [...users.values()].find((u) => u.id === n.userId)!;
      const isRead = n.createdAt < now - 2 * DAY ? 1 : 0;
      const notify = (
        notifieeId: string | null,
        type: string,
        notifierId: string,
        extra: { reaction?: string; at?: number } = {},
      ) => {
        if (!notifieeId || notifieeId === notifierId) return;
        createNotification(inst, {
          notifieeId,
          type,
          notifierId,
          noteId: n.id,
          reaction: extra.reaction ?? null,
          createdAt: extra.at ?? n.createdAt,
          isRead: !!isRead,
          silent: true,
        });
      };
      if (n.replyUserId) notify(n.replyUserId, 'reply', author.id);
      if (n.renoteUserId) notify(n.renoteUserId, n.isPureRenote ? 'renote' : 'quote', author.id);
      for (const m of JSON.parse(n.mentions) as string[])
        if (m !== n.replyUserId) notify(m, 'mention', author.id);
      if (n.isPureRenote || n.visibility === 'specified' || n.visibility === 'followers') continue;
      const count = rnd.int(n.hasFiles || n.hasPoll ? 6 : 4);
      const reactors = [...users.values()]
        .filter((u) => u.id !== n.userId)
        .sort(() => rnd.next() - 0.5)
        .slice(0, count);
      for (const r of reactors) {
        const at = n.createdAt + (1 + rnd.int(120)) * MINUTE;
        if (at > now) continue;
        const reaction = createReaction(inst, r, n, rnd.pick(REACTIONS), { createdAt: at, silent: true });
        notify(n.userId, 'reaction', r.id, { reaction, at });
      }
    }

    // Follow notifications, and a couple for alice that are still unread.
    FOLLOWS.forEach(([a, b], i) =>
      createNotification(inst, {
        notifieeId: U(b).id,
        type: 'follow',
        notifierId: U(a).id,
        createdAt: now - (38 - i) * DAY,
        isRead: true,
        silent: true,
      }),
    );
    createNotification(inst, {
      notifieeId: U('alice').id,
      type: 'follow',
      notifierId: U('frank').id,
      createdAt: now - 30 * MINUTE,
      silent: true,
    });
    follow(inst, U('frank'), U('alice'), { createdAt: now - 30 * MINUTE, silent: true });
    createNotification(inst, {
      notifieeId: U('alice').id,
      type: 'pollEnded',
      notifierId: U('carol').id,
      noteId: endedPoll.id,
      createdAt: t(2),
      isRead: false,
      silent: true,
    });
    createNotification(inst, {
      notifieeId: U('alice').id,
      type: 'app',
      extra: { body: 'Your demo instance is ready. Have fun!', header: 'Kumo', icon: null },
      createdAt: now - 10 * MINUTE,
      silent: true,
    });

    // Announcements.
    const ann = (title: string, text: string, icon: string, at: number, userId: string | null = null) =>
      run(
        db,
        "INSERT INTO announcements (id, createdAt, title, text, icon, display, needConfirmationToRead, silence, isActive, userId) VALUES (?, ?, ?, ?, ?, 'normal', 0, 0, 1, ?)",
        genId(at),
        at,
        title,
        text,
        icon,
        userId,
      );
    ann(
      'Scheduled maintenance',
      'The server will restart briefly on Sunday night. Nothing will be lost.',
      'warning',
      t(9),
    );
    ann(
      'New custom emoji',
      'We added :kumo:, :blobcat:, :ramen: and friends. Find them under the **kumo**, **faces** and **food** categories.',
      'success',
      t(4),
    );
    ann(
      'Welcome to Kumo Local',
      'This instance runs on your machine with demo data. Sign in as any demo user with the password `kumo-demo`.',
      'info',
      t(1),
    );
    ann('Hi Alice!', 'This announcement is only for you. :kumo_happy:', 'info', t(0, 6), U('alice').id);
    // The two older ones have been read by everyone; the welcome note and Alice's stay unread.
    const older = all<{ id: string }>(
      db,
      'SELECT id FROM announcements WHERE userId IS NULL AND createdAt < ?',
      t(2),
    );
    for (const a of older) {
      for (const u of users.values()) {
        run(
          db,
          'INSERT OR IGNORE INTO announcement_reads (userId, announcementId, createdAt) VALUES (?, ?, ?)',
          u.id,
          a.id,
          now,
        );
      }
    }
  })();

  // Avatars for some users, from their pictures.
  run(db, 'UPDATE users SET avatarId = ? WHERE id = ?', pic('bubbles.png').id, U('alice').id);
  run(
    db,
    'UPDATE users SET avatarId = ?, bannerId = ? WHERE id = ?',
    pic('spring-flowers.png').id,
    pic('ocean-waves.png').id,
    U('erin').id,
  );
  run(db, 'UPDATE users SET bannerId = ? WHERE id = ?', pic('sunset-over-hills.jpg').id, U('alice').id);

  seedProfileExtras(inst, users, now);
  seedListsAndChannels(inst, users, now);
  seedCreations(inst, users, pic, now);
  seedChat(inst, users, pic, now);
  // the demo's base role lets everyone search notes (Misskey's default does not)
  storeDefaultPolicies(db, { canSearchNotes: true });
}
