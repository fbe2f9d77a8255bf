import { MenuButton } from '@tessera/ui';
import type { QueryFormData } from '@tessera/viz';
import { t } from '../../../../i18n';
import { downloadContext, downloadOptions, submitDownload } from '../../../chart-actions';

export interface DownloadMenuProps {
  formData: QueryFormData;
  disabled: boolean;
}

/** Exports the chart's data as CSV, JSON or Excel (for users with `can_csv`). */
export function DownloadMenu({ formData, disabled }: DownloadMenuProps) {
  return (
    <MenuButton
      label={t('Download')}
      trigger={
        <>
          <i aria-hidden="true" className="download icon" /> {t('Download')}
        </>
      }
      direction="left"
      items={downloadOptions(formData.viz_type, t).map((option) => ({
        key: option.key,
        label: option.label,
        disabled,
        onClick: () => submitDownload(downloadContext(formData, option.format, option.scope)),
      }))}
    />
  );
}
