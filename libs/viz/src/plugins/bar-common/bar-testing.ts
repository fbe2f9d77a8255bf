/** For specs: numeric attributes of a drawn mark, rounded to 1/100 px. */
export function roundedAttrs(node: Element | null | undefined, names: readonly string[]): number[] {
  return names.map((name) => Math.round(Number(node?.getAttribute(name)) * 100) / 100);
}

/** For specs: `[x, y, width, height]` of a series' bars, rounded to 1/100 px. */
export function barBoxes(element: HTMLElement, series: string): number[][] {
  return [...element.querySelectorAll(`g.tessera-bar-series[data-series="${series}"] rect.tessera-bar`)].map((node) =>
    roundedAttrs(node, ['x', 'y', 'width', 'height']),
  );
}
