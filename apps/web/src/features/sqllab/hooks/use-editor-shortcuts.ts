import { useEffect, useRef } from 'react';
import { matchesShortcut, SHORTCUTS, type ShortcutName } from '../keyboard-shortcuts';

/**
 * The editor's shortcuts anywhere on the page. Inside the ace editor ace runs them itself (and stops
 * the key there), so this only answers keys pressed elsewhere.
 */
export function useEditorShortcuts(onShortcut: (name: ShortcutName) => void): void {
  const handlerRef = useRef(onShortcut);
  handlerRef.current = onShortcut;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.target instanceof Element && event.target.closest('.ace_editor')) return;
      const shortcut = SHORTCUTS.find((candidate) => matchesShortcut(event, candidate));
      if (!shortcut) return;
      event.preventDefault();
      handlerRef.current(shortcut.name);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
