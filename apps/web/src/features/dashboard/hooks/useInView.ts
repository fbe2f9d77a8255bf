import { useEffect, type RefObject } from 'react';

/** Reports when the element scrolls into or out of the viewport (not at all where unsupported). */
export function useInView(ref: RefObject<HTMLElement | null>, onChange: (inView: boolean) => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) onChange(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onChange]);
}
