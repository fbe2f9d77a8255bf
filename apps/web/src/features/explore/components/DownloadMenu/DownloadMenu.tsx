import { MenuButton } from '@tessera/ui';
import type { QueryFormData } from '@tessera/viz';
import { t } from '../../../../i18n';
import { downloadContext, submitDownload, type DownloadFormat } from './download-chart-data';

export interface DownloadMenuProps {
  formData: QueryFormData;
  disabled: boolean;
}

/** Exports the chart's data as CSV, JSON or Excel (for users with `can_csv`). */
export function DownloadMenu({ formData, disabled }: DownloadMenuProps) {
  const download = (format: DownloadFormat) => submitDownload(downloadContext(formData, format));
  return (
    <MenuButton
      label={t('Download')}
      trigger={
        <>
          <i aria-hidden="true" className="download icon" /> {t('Download')}
        </>
      }
      direction="left"
      items={[
        { key: 'csv', label: t('Export to .CSV'), disabled, onClick: () => download('csv') },
        { key: 'json', label: t('Export to .JSON'), disabled, onClick: () => download('json') },
        { key: 'xlsx', label: t('Export to Excel'), disabled, onClick: () => download('xlsx') },
      ]}
    />
  );
}
