import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { FALLBACK_WIDTH_PX, useElementWidth } from './useElementWidth';

/** A cell whose drawing, like a dashboard chart's, is shown only once the cell's width is known. */
function Cell({ drawnAt }: { drawnAt: (width: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  if (width !== null) drawnAt(width);
  return <div ref={ref}>{width === null ? 'measuring' : `drawn at ${width}`}</div>;
}

describe('useElementWidth', () => {
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const laidOutAt = (px: number) => Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => px });
  afterEach(() => {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  });

  it("answers the element's measured width the first time it answers one, never a guess before it", () => {
    laidOutAt(733);
    const widths: number[] = [];
    const { container } = render(<Cell drawnAt={(width) => widths.push(width)} />);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([733]));
    expect(container.textContent).toBe('drawn at 733');
  });

  it('falls back to a width when the element has no layout to measure', () => {
    laidOutAt(0);
    const { container } = render(<Cell drawnAt={() => undefined} />);
    expect(container.textContent).toBe(`drawn at ${FALLBACK_WIDTH_PX}`);
  });

  it('follows the element as it resizes', () => {
    let width = 500;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    const observers: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { container } = render(<Cell drawnAt={() => undefined} />);
      expect(container.textContent).toBe('drawn at 500');
      width = 820;
      act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
      expect(container.textContent).toBe('drawn at 820');
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
