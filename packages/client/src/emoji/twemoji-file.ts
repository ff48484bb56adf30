/**
 * Which file of @twemoji/svg draws a Unicode emoji. Files are named by lowercase hex code points joined
 * with '-'. Twemoji's convention: outside ZWJ sequences the variation selector FE0F is dropped (keycaps too:
 * `#️⃣` is 23-20e3.svg); inside ZWJ sequences the fully-qualified form is kept, so a sequence typed without
 * its selectors gets them back. One file deviates from that convention and is mapped by hand.
 */

const ZWJ = 0x200d;
const VS16 = 0xfe0f;
const isSkinTone = (cp: number) => cp >= 0x1f3fb && cp <= 0x1f3ff;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;

/** Twemoji names these fully-qualified sequences differently (checked against every file of the package). */
const RENAMED: Record<string, string> = {
  '1f441-fe0f-200d-1f5e8-fe0f': '1f441-200d-1f5e8', // eye in speech bubble
};

/** A text-style pictograph (♀, ☠, 👁) needs FE0F to be shown as emoji unless a skin tone follows. */
function needsSelector(cp: number, next: number | undefined): boolean {
  const ch = String.fromCodePoint(cp);
  return PICTOGRAPHIC.test(ch) && !EMOJI_PRESENTATION.test(ch) && !(next !== undefined && isSkinTone(next));
}

function fullyQualified(codePoints: number[]): number[] {
  const bare = codePoints.filter((cp) => cp !== VS16);
  return bare.flatMap((cp, i) => (needsSelector(cp, bare[i + 1]) ? [cp, VS16] : [cp]));
}

const hex = (codePoints: number[]) => codePoints.map((cp) => cp.toString(16)).join('-');

/** The file name, without `.svg`, that Twemoji uses for `char`. */
export function twemojiFileName(char: string): string {
  const codePoints = Array.from(char, (c) => c.codePointAt(0) ?? 0);
  if (!codePoints.includes(ZWJ)) return hex(codePoints.filter((cp) => cp !== VS16));
  const name = hex(fullyQualified(codePoints));
  return RENAMED[name] ?? name;
}

/** Where the client serves Twemoji images (build/twemoji-plugin.ts copies them there). */
export function twemojiUrl(char: string): string {
  return `/twemoji/${twemojiFileName(char)}.svg`;
}
