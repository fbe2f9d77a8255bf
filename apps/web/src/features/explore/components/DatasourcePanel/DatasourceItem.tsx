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
    <List.Item role="listitem">
      {icon} <span title={title ?? undefined}>{label}</span>
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
