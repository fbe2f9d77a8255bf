import type { Selection } from 'd3-selection';
import { chartText } from '../../core/i18n/chart-text';

type Parent = Selection<HTMLLabelElement, unknown, null, undefined>;

const sizeText = (size: number | null) => (size === null ? chartText('All') : String(size));

/**
 * The page size picker drawn as the app's styled (Fomantic) selection dropdown rather than a bare
 * `select`: a listbox that opens its options on click or Enter, moves with the arrow keys and closes
 * on Escape or when focus leaves it.
 */
export function drawPageSizeDropdown(
  parent: Parent,
  sizes: readonly (number | null)[],
  current: number | null,
  onChoose: (size: number | null) => void,
): void {
  const box = parent
    .append('div')
    .attr('class', 'ui compact selection dropdown tessera-page-size')
    .attr('role', 'listbox')
    .attr('aria-label', chartText('Page size'))
    .attr('aria-expanded', 'false')
    .attr('tabindex', 0)
    .style('min-width', '5em')
    .style('min-height', '0')
    .style('padding', '0.35em 2.2em 0.35em 0.8em')
    .style('margin', '0 0.4em');
  box.append('div').attr('class', 'text').text(sizeText(current));
  box.append('i').attr('class', 'dropdown icon').attr('aria-hidden', 'true').style('padding', '0.35em 0.6em');
  const menu = box.append('div').attr('class', 'menu transition');
  const show = (open: boolean) => {
    box.classed('active visible', open).attr('aria-expanded', String(open));
    menu.classed('visible', open);
  };
  const choose = (size: number | null) => {
    show(false);
    if (size !== current) onChoose(size);
  };
  for (const size of sizes) {
    menu
      .append('div')
      .attr('class', size === current ? 'item active selected' : 'item')
      .attr('role', 'option')
      .attr('aria-selected', String(size === current))
      .text(sizeText(size))
      .on('click', (event: MouseEvent) => {
        event.stopPropagation();
        choose(size);
      });
  }
  box.on('click', () => show(!box.classed('visible')));
  box.on('focusout', (event: FocusEvent) => {
    if (!(box.node() as HTMLElement).contains(event.relatedTarget as Node | null)) show(false);
  });
  box.on('keydown', (event: KeyboardEvent) => {
    const at = sizes.indexOf(current);
    if (event.key === 'Enter' || event.key === ' ') show(!box.classed('visible'));
    else if (event.key === 'Escape') show(false);
    else if (event.key === 'ArrowDown' && at < sizes.length - 1) choose(sizes[at + 1]);
    else if (event.key === 'ArrowUp' && at > 0) choose(sizes[at - 1]);
    else return;
    event.preventDefault();
  });
}
