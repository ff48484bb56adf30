// Demo lists, an antenna and channels (with their notes), added after the rest of the demo.
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { all, run } from '../db/statement.ts';
import { catchNoteInAntennas } from '../services/antennas.ts';
import { createChannel, favoriteChannel, followChannel } from '../services/channels.ts';
import { createNote } from '../services/note-create.ts';
import { addMember, createUserList } from '../services/user-lists.ts';
import { findUserById } from '../services/users.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const CHANNELS = [
  {
    owner: 'carol',
    name: 'Morning coffee',
    description: 'Brews, beans and the first quiet hour of the day. Share your cup!',
    color: '#b5651d',
    followers: ['alice', 'bob', 'erin'],
    notes: [
      ['carol', 'Pour-over with a light Ethiopian roast today. Blueberry notes, no kidding ☕'],
      ['alice', 'Moka pot gang checking in. Loud, strong, perfect.'],
      ['erin', 'Tried oat milk in a flat white — surprisingly good foam.'],
      ['bob', 'Does anyone grind the night before or is that a crime?'],
      ['carol', '@bob it is a small crime. Grind right before brewing if you can!'],
    ],
  },
  {
    owner: 'erin',
    name: 'Photo walks',
    description: 'Pictures from walks around town and further away. Tips on light and framing welcome.',
    color: '#3a7bd5',
    followers: ['alice', 'frank'],
    notes: [
      ['erin', 'Golden hour by the river. The trick is to wait ten minutes longer than you think.'],
      ['frank', 'Fog this morning made every street look like a film set.'],
      ['alice', 'Found a staircase covered in ivy, will post the photo tonight 🌿'],
    ],
  },
  {
    owner: 'bob',
    name: 'Kumo dev chat',
    description: 'Questions and ideas about the Kumo client. Be kind, be specific.',
    color: '#8e44ad',
    followers: ['admin', 'dave'],
    notes: [
      ['bob', 'Is there a keyboard shortcut to open the post form? (there is: n)'],
      ['dave', 'Lists and antennas now have their own timelines. Nice!'],
    ],
  },
] as const;

export function seedListsAndChannels(inst: Instance, users: Map<string, UserRow>, now: number): void {
  const db = inst.db;
  const U = (name: string) => users.get(name)!;

  db.transaction(() => {
    // alice's lists
    const friends = createUserList(db, U('alice').id, 'Close friends', now - 20 * DAY);
    for (const m of ['bob', 'carol', 'erin']) addMember(db, friends.id, U(m).id, now - 20 * DAY);
    const makers = createUserList(db, U('alice').id, 'Makers', now - 12 * DAY);
    for (const m of ['dave', 'frank']) addMember(db, makers.id, U(m).id, now - 12 * DAY);
    run(db, 'UPDATE user_lists SET isPublic = 1 WHERE id = ?', makers.id);

    // alice's antenna for coffee and cats, filled with matching notes already posted
    const at = now - 15 * DAY;
    const antennaId = genId(at);
    run(
      db,
      `INSERT INTO antennas (id, createdAt, userId, name, src, keywords, excludeKeywords, users, withReplies)
       VALUES (?, ?, ?, ?, 'all', ?, '[]', '[]', 1)`,
      antennaId,
      at,
      U('alice').id,
      'Coffee & cats',
      JSON.stringify([['coffee'], ['cat'], ['☕']]),
    );

    // channels with a few notes each
    CHANNELS.forEach((c, ci) => {
      const created = now - (10 - ci * 2) * DAY;
      const ch = createChannel(db, U(c.owner), {
        name: c.name,
        description: c.description,
        color: c.color,
        createdAt: created,
      });
      followChannel(db, U(c.owner).id, ch.id, created);
      for (const f of c.followers) followChannel(db, U(f).id, ch.id, created + HOUR);
      c.notes.forEach(([author, text], i) => {
        createNote(inst, U(author), {
          text,
          channel: ch,
          createdAt: now - (c.notes.length - i) * 3 * HOUR - ci * 17 * MINUTE,
          silent: true,
        });
      });
    });
    const favorite = all<{ id: string }>(db, "SELECT id FROM channels WHERE name = 'Morning coffee'")[0];
    if (favorite) favoriteChannel(db, U('alice').id, favorite.id, now - DAY);

    // the rest of the demo was posted before this antenna row existed: catch what came after its creation
    const later = all<NoteRow>(
      db,
      'SELECT * FROM notes WHERE createdAt >= ? AND channelId IS NULL ORDER BY id',
      at,
    );
    for (const n of later) {
      const author = findUserById(db, n.userId);
      if (author) catchNoteInAntennas(inst, n, author);
    }
  })();
}
