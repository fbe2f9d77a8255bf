/** How long a linked component stays outlined after its permalink opens (Superset highlights it briefly too). */
export const ANCHOR_HIGHLIGHT_MS = 2000;

/** The element a layout component renders as (each carries `data-layout-id`), compared as text so any id works. */
export function findLayoutElement(root: ParentNode, layoutId: string): HTMLElement | null {
  return (
    Array.from(root.querySelectorAll<HTMLElement>('[data-layout-id]')).find((element) => element.dataset.layoutId === layoutId) ?? null
  );
}

function scrollAndHighlight(element: HTMLElement): () => void {
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  element.dataset.permalinkAnchor = 'true';
  element.style.outline = '2px solid #20a7c9';
  element.style.outlineOffset = '2px';
  const timer = setTimeout(() => {
    delete element.dataset.permalinkAnchor;
    element.style.outline = '';
    element.style.outlineOffset = '';
  }, ANCHOR_HIGHLIGHT_MS);
  return () => clearTimeout(timer);
}

/**
 * Scrolls the layout component `layoutId` into view and outlines it briefly, as soon as it is in the
 * document: now, or when a later render adds it. Answers a function that stops waiting.
 */
export function scrollToLayoutComponent(root: HTMLElement, layoutId: string): () => void {
  const present = findLayoutElement(root, layoutId);
  if (present) return scrollAndHighlight(present);
  let stopHighlight = () => {};
  const observer = new MutationObserver(() => {
    const element = findLayoutElement(root, layoutId);
    if (!element) return;
    observer.disconnect();
    stopHighlight = scrollAndHighlight(element);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    stopHighlight();
  };
}
