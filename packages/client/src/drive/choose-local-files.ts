/** Asks for files from the device; the attach menu's code loads on first use. */
export async function chooseLocalFiles(multiple = true): Promise<File[]> {
  const menu = await import('./attach-menu.tsx');
  return menu.chooseLocalFiles(multiple);
}
