import { useSelector } from 'react-redux';
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import { selectFeatureFlag } from '../../../config';
import { useThumbnail } from './use-thumbnail';

/** Card covers are this tall (spec part 1 §9). */
export const CARD_COVER_HEIGHT_PX = 264;

/** Superset's flag: list cards show thumbnails only when it is on. */
export const THUMBNAILS_FLAG = 'THUMBNAILS';

const selectThumbnails = selectFeatureFlag(THUMBNAILS_FLAG);

export interface CardCoverProps {
  icon: SemanticICONS;
  /** The object's `thumbnail_url`. */
  thumbnailUrl?: string | null;
}

/**
 * A list card's cover: the object's thumbnail when THUMBNAILS is on (the resource's placeholder icon
 * while it is drawn, or when there is none), else the placeholder, as Superset's list cards do.
 */
export function CardCover({ icon, thumbnailUrl }: CardCoverProps) {
  const enabled = useSelector(selectThumbnails);
  const thumbnail = useThumbnail(enabled && thumbnailUrl ? thumbnailUrl : null);
  return (
    <div
      aria-hidden="true"
      data-testid="card-cover"
      data-thumbnail={enabled && thumbnailUrl ? thumbnail.status : undefined}
      style={{
        height: CARD_COVER_HEIGHT_PX,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f7f7f7',
        overflow: 'hidden',
      }}
    >
      {thumbnail.status === 'ready' ? (
        <img src={thumbnail.src} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain', objectPosition: 'top center' }} />
      ) : (
        <Icon name={icon} size="huge" color="grey" />
      )}
    </div>
  );
}
