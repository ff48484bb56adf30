/**
 * Follows a pointer from `down` until it is released, reporting the distance moved. Used for moving
 * and resizing windows; the listeners live on the window so a fast pointer cannot escape them.
 */
export function startDrag(
  down: { clientX: number; clientY: number; preventDefault: () => void },
  onMove: (dx: number, dy: number) => void,
): void {
  down.preventDefault();
  const { clientX: x0, clientY: y0 } = down;
  const move = (e: PointerEvent) => onMove(e.clientX - x0, e.clientY - y0);
  const up = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
}
