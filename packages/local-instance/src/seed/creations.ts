// Demo data for what users make: gallery posts, a page and a Play, each liked by someone, so the
// lists, profiles' tabs and the reader and player have something to show.
import type { Instance } from '../context.ts';
import type { DriveFileRow, UserRow } from '../db/rows.ts';
import { genId } from '../db/ids.ts';
import { run } from '../db/statement.ts';
import { addLike, FLASH_LIKES, GALLERY_LIKES, PAGE_LIKES } from '../api/shared/likes.ts';

const HOUR = 3_600_000;

const DICE = `/// @ 1.0.0
// Roll two dice; the total is kept in this browser.
var best = Mk:load("best")
if (best == null) { best = 0 }
let result = Ui:C:text({ text: "Press roll." })
let record = Ui:C:text({ text: \`Best so far: {best}\` })
Ui:render([
  Ui:C:mfm({ text: "$[x2 🎲] **Two dice**" }),
  result,
  Ui:C:button({
    text: "Roll",
    primary: true,
    onClick: @() {
      let a = Math:rnd(1, 6)
      let b = Math:rnd(1, 6)
      result.update({ text: \`{a} + {b} = {a + b}\` })
      if (a + b > best) {
        best = a + b
        Mk:save("best", best)
        record.update({ text: \`Best so far: {best}\` })
      }
    },
  }),
  record,
])
`;

export function seedCreations(
  inst: Instance,
  users: Map<string, UserRow>,
  pic: (name: string) => DriveFileRow,
  now: number,
): void {
  const db = inst.db;
  const U = (name: string) => users.get(name)!;
  db.transaction(() => {
    const gallery = (user: string, at: number, title: string, description: string, files: string[]) => {
      const id = genId(at);
      run(
        db,
        `INSERT INTO gallery_posts (id, createdAt, updatedAt, userId, title, description, fileIds, isSensitive, likedCount)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0)`,
        id,
        at,
        at,
        U(user).id,
        title,
        description,
        JSON.stringify(files.map((f) => pic(f).id)),
      );
      return id;
    };
    const ocean = gallery('erin', now - 50 * HOUR, 'Sea and spring', 'Two studies, **digital**.', [
      'ocean-waves.png',
      'spring-flowers.png',
    ]);
    gallery('alice', now - 30 * HOUR, 'Evening hills', 'From the ridge, just before the sun went down.', [
      'sunset-over-hills.jpg',
    ]);
    addLike(db, GALLERY_LIKES, ocean, U('bob').id, { message: '', code: '', id: '' });

    const pageAt = now - 26 * HOUR;
    const pageId = genId(pageAt);
    const sunset = pic('sunset-over-hills.jpg').id;
    run(
      db,
      `INSERT INTO pages (id, createdAt, updatedAt, userId, title, name, summary, content, variables, script,
         eyeCatchingImageId, font, alignCenter, hideTitleWhenPinned, likedCount)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, '[]', '', ?, 'serif', 0, 0, 0)`,
      pageId,
      pageAt,
      pageAt,
      U('alice').id,
      'How I take sunset pictures',
      'sunsets',
      'Three things I learnt on the ridge.',
      JSON.stringify([
        { id: 'p1', type: 'text', text: 'Go **early**: the best light lasts ten minutes. :kumo:' },
        {
          id: 'p2',
          type: 'section',
          title: 'Wait for the hills',
          children: [
            { id: 'p3', type: 'text', text: 'Let the sun touch the ridge before you press.' },
            { id: 'p4', type: 'image', fileId: sunset },
          ],
        },
        {
          id: 'p5',
          type: 'section',
          title: 'Keep it simple',
          children: [{ id: 'p6', type: 'text', text: 'One subject, one colour.' }],
        },
      ]),
      sunset,
    );
    addLike(db, PAGE_LIKES, pageId, U('carol').id, { message: '', code: '', id: '' });

    const playAt = now - 20 * HOUR;
    const playId = genId(playAt);
    run(
      db,
      `INSERT INTO flashes (id, createdAt, updatedAt, userId, title, summary, script, permissions, visibility, likedCount)
       VALUES (?, ?, ?, ?, ?, ?, ?, '[]', 'public', 0)`,
      playId,
      playAt,
      playAt,
      U('erin').id,
      'Two dice',
      'Roll two dice and beat your best.',
      DICE,
    );
    addLike(db, FLASH_LIKES, playId, U('dave').id, { message: '', code: '', id: '' });
  })();
}
