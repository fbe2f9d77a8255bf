import type { ReactNode } from 'react';
import { Icon, List } from 'semantic-ui-react';
import { CertifiedBadge, Tooltip, WarningIconWithTooltip } from '@tessera/ui';
import { t } from '../../../../i18n';

export interface DatasourceItemProps {
  icon: ReactNode;
  label: string;
  /** Shown on hover of the label (a metric's SQL expression, a column's type). */
  title?: string | null;
  description?: string | null;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  warning?: string | null;
}

/** One metric or column of the panel: type icon, name, and its description, certification and warning badges. */
export function DatasourceItem({ icon, label, title, description, certifiedBy, certificationDetails, warning }: DatasourceItemProps) {
  return (
    // The type icon and the name on one line; a long name wraps between words, never under its icon.
    <List.Item role="listitem" style={{ display: 'flex', alignItems: 'baseline', gap: '0.35em', flexWrap: 'wrap' }}>
      <span style={{ flex: '0 0 auto' }}>{icon}</span>
      <span title={title ?? undefined} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </span>
      {certifiedBy && (
        <>
          {' '}
          <CertifiedBadge certifiedBy={certifiedBy} details={certificationDetails} t={t} />
        </>
      )}
      {warning && (
        <>
          {' '}
          <WarningIconWithTooltip warningMarkdown={warning} t={t} />
        </>
      )}
      {description && (
        <>
          {' '}
          <Tooltip content={description}>
            <span role="img" tabIndex={0} aria-label={t('Description')} style={{ display: 'inline-block' }}>
              <Icon name="info circle" color="grey" fitted aria-hidden="true" />
            </span>
          </Tooltip>
        </>
      )}
    </List.Item>
  );
}
