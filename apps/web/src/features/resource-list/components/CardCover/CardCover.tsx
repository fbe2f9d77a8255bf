import { Icon, type SemanticICONS } from 'semantic-ui-react';

/** Card covers are this tall (spec part 1 §9). */
export const CARD_COVER_HEIGHT_PX = 264;

/** A list card's cover. Thumbnails are not rendered, so every card of a resource shows its placeholder icon. */
export function CardCover({ icon }: { icon: SemanticICONS }) {
  return (
    <div
      aria-hidden="true"
      data-testid="card-cover"
      style={{ height: CARD_COVER_HEIGHT_PX, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f7f7f7' }}
    >
      <Icon name={icon} size="huge" color="grey" />
    </div>
  );
}
