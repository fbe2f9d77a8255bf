import { Button, Icon, Segment } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import type { BulkAction } from './list-view.types';

export interface BulkSelectBannerProps<T> {
  selectedRows: readonly T[];
  totalRows: number;
  actions: readonly BulkAction<T>[];
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onRunAction: (action: BulkAction<T>) => void;
  /** Leaves bulk-select mode. */
  onClose?: () => void;
  busy?: boolean;
  t: TranslateFn;
}

/** '%s Selected' with select/deselect all, the bulk actions, and a close button. */
export function BulkSelectBanner<T>({
  selectedRows,
  totalRows,
  actions,
  onSelectAll,
  onDeselectAll,
  onRunAction,
  onClose,
  busy,
  t,
}: BulkSelectBannerProps<T>) {
  const count = selectedRows.length;
  return (
    <Segment
      secondary
      size="small"
      role="region"
      aria-label={t('Bulk select')}
      style={{ display: 'flex', alignItems: 'center', gap: '1em', flexWrap: 'wrap' }}
    >
      <span role="status">{t('%s Selected', count)}</span>
      {count < totalRows && (
        <Button type="button" basic compact size="small" onClick={onSelectAll}>
          {t('Select all')}
        </Button>
      )}
      {count > 0 && (
        <Button type="button" basic compact size="small" onClick={onDeselectAll}>
          {t('Deselect all')}
        </Button>
      )}
      {count > 0 &&
        actions.map((action) => (
          <Button
            key={action.key}
            type="button"
            compact
            size="small"
            primary={action.type === 'primary'}
            negative={action.type === 'danger'}
            disabled={busy}
            onClick={() => onRunAction(action)}
          >
            {action.name}
          </Button>
        ))}
      {onClose && (
        <button
          type="button"
          aria-label={t('Close')}
          onClick={onClose}
          style={{ marginInlineStart: 'auto', border: 0, background: 'none', cursor: 'pointer' }}
        >
          <Icon name="close" fitted aria-hidden="true" />
        </button>
      )}
    </Segment>
  );
}
