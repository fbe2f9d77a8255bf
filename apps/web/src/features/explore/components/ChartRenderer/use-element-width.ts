import { useLayoutEffect, useState, type RefObject } from 'react';

/** The width charts get when the page has no layout to measure (first paint, tests). */
export const FALLBACK_CHART_WIDTH = 600;

/** The element's current width, following resizes where the browser can report them. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width || FALLBACK_CHART_WIDTH;
}
