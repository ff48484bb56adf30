/** Properties that decide where text wraps; copied onto the mirror element. */
const COPIED = [
  'boxSizing',
  'width',
  'height',
  'overflowX',
  'overflowY',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'lineHeight',
  'fontFamily',
  'textAlign',
  'textTransform',
  'textIndent',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
] as const;

/**
 * Where character `position` of a textarea or input is drawn, relative to the element's border box (the
 * element's own scroll taken into account), and the line height there. Measured with a hidden copy of the
 * field that wraps text the same way — the browser has no API for caret coordinates.
 */
export function caretPosition(
  field: HTMLTextAreaElement | HTMLInputElement,
  position: number,
): { top: number; left: number; height: number } {
  const style = getComputedStyle(field);
  const mirror = document.createElement('div');
  for (const prop of COPIED) mirror.style[prop] = style[prop];
  mirror.style.position = 'absolute';
  mirror.style.visibility = 'hidden';
  mirror.style.top = '0';
  mirror.style.left = '-9999px';
  mirror.style.whiteSpace = field instanceof HTMLTextAreaElement ? 'pre-wrap' : 'pre';
  mirror.style.overflowWrap = 'break-word';
  mirror.textContent = field.value.slice(0, position);
  const marker = document.createElement('span');
  marker.textContent = field.value.slice(position) || '.';
  mirror.appendChild(marker);
  document.body.appendChild(mirror);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4 || 18;
  const result = {
    top: marker.offsetTop - field.scrollTop,
    left: marker.offsetLeft - field.scrollLeft,
    height: lineHeight,
  };
  mirror.remove();
  return result;
}
