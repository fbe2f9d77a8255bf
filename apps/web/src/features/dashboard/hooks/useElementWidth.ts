import { useLayoutEffect, useState, type RefObject } from 'react';

/** Width used where the element has no layout to measure (hidden, or in tests without a layout engine). */
export const FALLBACK_WIDTH_PX = 400;

/**
 * The element's content width, kept current as it resizes; null until it has been measured.
 *
 * Measuring in a layout effect happens before the browser paints, and answering null until then lets the
 * caller hold back what depends on the width: a chart drawn at a guessed width would be drawn again at its
 * cell's width a moment later, which a person sees as a jump.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth > 0 ? element.clientWidth : FALLBACK_WIDTH_PX);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
