import { useState, type FocusEvent } from 'react';

/**
 * Whether the pointer is over an element or focus is inside it, with the handlers to spread on it:
 * controls shown this way stay out of the way until the user reaches for the component.
 */
export function useHoverOrFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Focus moving between the element's own descendants keeps it focused.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { active: hovered || focused, handlers };
}
