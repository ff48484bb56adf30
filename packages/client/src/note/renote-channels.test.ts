import { describe, expect, it } from 'vitest';
import { renoteChannelChoices } from './renote-channels.ts';

const cooking = { id: 'c1', name: 'Cooking' };
const cats = { id: 'c2', name: 'Cats' };
const old = { id: 'c3', name: 'Old', isArchived: true };

describe('renoteChannelChoices', () => {
  it('offers my open channels for a public or home note', () => {
    expect(renoteChannelChoices({ visibility: 'public' }, [cooking, cats, old])).toEqual([cooking, cats]);
    expect(renoteChannelChoices({ visibility: 'home', channel: null }, [cats])).toEqual([cats]);
  });

  it('offers nothing for a followers-only or direct note', () => {
    expect(renoteChannelChoices({ visibility: 'followers' }, [cooking])).toEqual([]);
    expect(renoteChannelChoices({ visibility: 'specified' }, [cooking])).toEqual([]);
  });

  it("keeps a channel's note inside it unless the channel lets renotes out", () => {
    const inside = { id: 'c1', allowRenoteToExternal: false };
    expect(renoteChannelChoices({ visibility: 'public', channel: inside }, [cooking, cats])).toEqual([
      cooking,
    ]);
    const out = { id: 'c1', allowRenoteToExternal: true };
    expect(renoteChannelChoices({ visibility: 'public', channel: out }, [cooking, cats])).toEqual([
      cooking,
      cats,
    ]);
  });
});
