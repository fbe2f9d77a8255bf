/** The editor's keyboard shortcuts, in ace's notation, as Superset's SQL editor binds them. */
export type ShortcutName = 'runQuery' | 'stopQuery' | 'newTab' | 'previousTab' | 'nextTab' | 'formatQuery';

export interface Shortcut {
  name: ShortcutName;
  win: string;
  mac: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { name: 'runQuery', win: 'Ctrl-Enter', mac: 'Command-Enter' },
  { name: 'stopQuery', win: 'Ctrl-E', mac: 'Ctrl-X' },
  // Ctrl+T belongs to the browser elsewhere than on a Mac.
  { name: 'newTab', win: 'Ctrl-Q', mac: 'Ctrl-T' },
  { name: 'previousTab', win: 'Ctrl-[', mac: 'Ctrl-[' },
  { name: 'nextTab', win: 'Ctrl-]', mac: 'Ctrl-]' },
  { name: 'formatQuery', win: 'Ctrl-Shift-F', mac: 'Ctrl-Shift-F' },
];

export const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** 'Ctrl-Shift-F' as the help shows it: 'Ctrl + Shift + F'. */
export function shortcutLabel(shortcut: Shortcut, mac = isMac()): string {
  return (mac ? shortcut.mac : shortcut.win).replace(/-/g, ' + ');
}

const KEY_NAMES: Record<string, string> = { Enter: 'Enter', '[': '[', ']': ']', BracketLeft: '[', BracketRight: ']' };

/** Whether a keydown outside the editor is this shortcut (inside the editor, ace matches it itself). */
export function matchesShortcut(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  shortcut: Shortcut,
  mac = isMac(),
): boolean {
  const parts = (mac ? shortcut.mac : shortcut.win).split('-');
  const key = parts.pop() as string;
  const wants = new Set(parts);
  if (
    wants.has('Ctrl') !== event.ctrlKey ||
    wants.has('Command') !== event.metaKey ||
    wants.has('Shift') !== event.shiftKey ||
    wants.has('Alt') !== event.altKey
  )
    return false;
  const pressed = KEY_NAMES[event.code] ?? KEY_NAMES[event.key] ?? event.key;
  return pressed.toLowerCase() === key.toLowerCase();
}
