import type { ChartRoot } from './define-renderer';

/** The spec's default empty state, shown instead of axes when a query returned no rows. */
export function drawEmptyState(root: ChartRoot, title = 'No results', description = 'There is currently no information to display.'): void {
  const box = root
    .append('div')
    .attr('class', 'tessera-empty-state')
    .style('display', 'flex')
    .style('flex-direction', 'column')
    .style('align-items', 'center')
    .style('justify-content', 'center')
    .style('height', '100%')
    .style('font', '13px sans-serif')
    .style('color', '#666');
  box.append('div').attr('class', 'tessera-empty-title').style('font-weight', 'bold').text(title);
  box.append('div').attr('class', 'tessera-empty-description').text(description);
}
