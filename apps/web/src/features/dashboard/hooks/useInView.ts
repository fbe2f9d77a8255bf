import { useEffect, type RefObject } from 'react';

/**
 * Reports when the element comes into or goes out of the viewport grown by `rootMargin` (CSS
 * margin syntax; percentages are of the viewport); not at all where the browser cannot tell.
 */
export function useInView(ref: RefObject<HTMLElement | null>, onChange: (inView: boolean) => void, rootMargin = '0px'): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) onChange(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onChange, rootMargin]);
}
