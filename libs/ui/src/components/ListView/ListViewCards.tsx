import type { ReactNode } from 'react';
import { Card, Checkbox, Placeholder } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';

/** How many placeholder cards stand in for a page being loaded. */
export const LOADING_CARD_COUNT = 25;

export interface ListViewCardsProps<T> {
  rows: readonly T[];
  renderCard: (row: T) => ReactNode;
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  loading: boolean;
  bulkSelect: boolean;
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  t: TranslateFn;
}

/** The card view: the page's cards, or 25 placeholders while loading; a checkbox per card in bulk mode. */
export function ListViewCards<T>({
  rows,
  renderCard,
  rowId,
  rowLabel,
  loading,
  bulkSelect,
  selected,
  onToggleRow,
  t,
}: ListViewCardsProps<T>) {
  if (loading) {
    return (
      <div role="status" aria-label={t('Loading')} aria-busy="true">
        <Card.Group itemsPerRow={4} stackable>
          {Array.from({ length: LOADING_CARD_COUNT }, (_, index) => (
            <Card key={index} data-testid="loading-card">
              <Placeholder fluid style={{ height: 264 }}>
                <Placeholder.Image rectangular />
              </Placeholder>
              <Card.Content>
                <Placeholder>
                  <Placeholder.Line length="medium" />
                  <Placeholder.Line length="short" />
                </Placeholder>
              </Card.Content>
            </Card>
          ))}
        </Card.Group>
      </div>
    );
  }
  return (
    <div role="list" aria-label={t('Cards')} className="ui four stackable cards">
      {rows.map((row) => {
        const id = rowId(row);
        return (
          <div
            role="listitem"
            key={id}
            className="card"
            // The list item only places the card in the grid: the card drawn inside it carries the frame and,
            // as the item's single grid cell, fills the row's height (two frames read as a double border).
            style={{
              position: 'relative',
              display: 'grid',
              boxShadow: 'none',
              background: 'transparent',
              outline: selected.has(id) ? '2px solid #2185d0' : undefined,
            }}
          >
            {bulkSelect && (
              <div style={{ position: 'absolute', top: 8, insetInlineStart: 8, zIndex: 1 }}>
                <Checkbox aria-label={t('Select %s', rowLabel(row))} checked={selected.has(id)} onChange={() => onToggleRow(id)} />
              </div>
            )}
            {renderCard(row)}
          </div>
        );
      })}
    </div>
  );
}
