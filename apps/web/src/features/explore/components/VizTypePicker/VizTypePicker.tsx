import { Select } from '@tessera/ui';
import { listChartPlugins } from '@tessera/viz';
import { useSelector } from 'react-redux';
import { t } from '../../../../i18n';
import { selectLoadedPluginCount } from '../../../dynamic-plugins';

export interface VizTypePickerProps {
  value: string;
  onChange: (vizType: string) => void;
}

/** The chart type, among the registered chart plugins (those loaded at run time join the list as they load). */
export function VizTypePicker({ value, onChange }: VizTypePickerProps) {
  useSelector(selectLoadedPluginCount);
  const options = listChartPlugins().map((plugin) => ({ value: plugin.metadata.vizType, label: t(plugin.metadata.name) }));
  return (
    <div className="field" style={{ marginBottom: '0.8em' }}>
      <div style={{ fontWeight: 600, marginBottom: '0.2em' }}>{t('Chart type')}</div>
      <Select<string>
        ariaLabel={t('Chart type')}
        options={options}
        value={value}
        onChange={(next) => next && next !== value && onChange(next)}
        t={t}
      />
    </div>
  );
}
