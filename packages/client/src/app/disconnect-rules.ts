export type DisconnectAction = 'nothing' | 'reload' | 'ask';

/** Spec P1 §4: what losing the stream does; a second dialog never stacks on an open one. */
export function disconnectAction(
  behavior: 'quiet' | 'reload' | 'dialog',
  dialogOpen: boolean,
): DisconnectAction {
  if (behavior === 'reload') return 'reload';
  if (behavior === 'dialog') return dialogOpen ? 'nothing' : 'ask';
  return 'nothing';
}
