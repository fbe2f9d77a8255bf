/** Pointer position relative to an element, from the event's client coordinates (layout-free in jsdom). */
export function pointerWithin(event: MouseEvent, element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [event.clientX - rect.left, event.clientY - rect.top];
}
