import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** One entry of a {@link MenuButton}; `header` entries are labels, not actions. */
export interface MenuItem {
  key: string;
  label: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
  header?: boolean;
}

export interface MenuButtonProps {
  /** Accessible name of the trigger button and the menu. */
  label: string;
  /** What the trigger shows; defaults to the label. */
  trigger?: ReactNode;
  /** The entries, or a function computing them each time the menu opens (for state-dependent menus). */
  items: readonly MenuItem[] | (() => readonly MenuItem[]);
  menuStyle?: CSSProperties;
  /** Which way the menu extends from the trigger. */
  direction?: 'left' | 'right';
  className?: string;
}

interface Anchor {
  top: number;
  left?: number;
  right?: number;
}

/**
 * A button that opens a `role="menu"` list; closes on choice, Escape or a click elsewhere. The menu
 * is portalled to the page body with fixed positioning so clipping containers (grid headers, cards)
 * cannot cut it off.
 */
export function MenuButton({ label, trigger, items, menuStyle, direction = 'right', className }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = anchor !== null;

  const openMenu = () => {
    const rect = triggerRef.current?.getBoundingClientRect();
    if (!rect) return;
    setAnchor(direction === 'left' ? { top: rect.bottom, right: window.innerWidth - rect.right } : { top: rect.bottom, left: rect.left });
  };
  const close = (refocus: boolean) => {
    setAnchor(null);
    if (refocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useLayoutEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      close(event.key === 'Escape');
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    entries[(index + step + entries.length) % entries.length]?.focus();
  };

  const choose = (item: MenuItem) => {
    if (item.disabled || item.header) return;
    close(true);
    item.onClick?.();
  };

  const entries = open ? (typeof items === 'function' ? items() : items) : [];
  const menu = open && (
    <div
      className="ui dropdown active visible"
      style={{ position: 'fixed', top: anchor.top, left: anchor.left, right: anchor.right, zIndex: 1100 }}
    >
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={label}
        className={`menu transition visible ${direction === 'left' ? 'left' : ''}`}
        style={{ display: 'block', position: 'static', ...menuStyle }}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((item) =>
          item.header ? (
            <div key={item.key} className="header" role="presentation">
              {item.label}
            </div>
          ) : (
            <div
              key={item.key}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              className={`item ${item.disabled ? 'disabled' : ''}`}
              style={item.danger ? { color: '#db2828' } : undefined}
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(item);
                }
              }}
            >
              {item.label}
            </div>
          ),
        )}
      </div>
    </div>
  );

  return (
    <span className={className} style={{ display: 'inline-block' }}>
      <button
        ref={triggerRef}
        type="button"
        className="ui basic compact icon button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          // Triggers sit inside clickable headers and cards; opening the menu must not click those.
          event.stopPropagation();
          if (open) close(false);
          else openMenu();
        }}
      >
        {trigger ?? label}
      </button>
      {menu && createPortal(menu, document.body)}
    </span>
  );
}
