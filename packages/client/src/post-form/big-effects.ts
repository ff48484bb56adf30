import { parse, type MfmNode } from 'mfm-js';

/** Spec P2 §5: effects that make a public note take over timelines. */
export const BIG_EFFECTS: ReadonlySet<string> = new Set(['x2', 'x3', 'x4', 'scale', 'position']);

function containsBigEffect(nodes: MfmNode[]): boolean {
  for (const node of nodes) {
    if (node.type === 'fn' && BIG_EFFECTS.has(node.props.name)) return true;
    if (node.children && containsBigEffect(node.children)) return true;
  }
  return false;
}

/** Whether the text uses a big-size, scale or position effect (found by parsing, not by searching). */
export function usesBigEffects(text: string): boolean {
  if (!text.includes('$[')) return false;
  return containsBigEffect(parse(text));
}

/**
 * A public note with such effects where timelines show them asks: switch to home, cancel, or post
 * anyway. Behind a content warning only the warning is shown in timelines, so it is the warning's
 * text that is checked, as Misskey does; without one (or with an empty one), the note's text.
 */
export function needsBigEffectPrompt(visibility: string, text: string, cw: string | null = null): boolean {
  const shown = cw !== null && cw.trim() !== '' ? cw : text;
  return visibility === 'public' && usesBigEffects(shown);
}
