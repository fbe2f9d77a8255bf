import { useState } from 'react';
import { Accordion, Icon } from 'semantic-ui-react';
import { resolveControl, type ControlPanelSection, type QueryFormData } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreDatasource } from '../../explore.types';
import { exploreControlPanel } from '../../form-data';
import { ControlField } from '../ControlField/ControlField';
import { VizTypePicker } from '../VizTypePicker/VizTypePicker';

/**
 * A row's controls share the line only where each gets this much room; else they stack. Side by side
 * in the narrow panel, a select showed 'Category, Value and Percentage' as 'Category, \'.
 */
const CONTROL_MIN_WIDTH = '13em';

export interface ControlPanelProps {
  formData: QueryFormData;
  datasource: ExploreDatasource;
  /** The configured ceiling of the row limit; the server's default ceiling when absent. */
  maxRowLimit?: number;
  onChange: (name: string, value: unknown) => void;
  onVizTypeChange: (vizType: string) => void;
}

function Section({
  section,
  formData,
  datasource,
  onChange,
}: { section: ControlPanelSection } & Omit<ControlPanelProps, 'onVizTypeChange' | 'maxRowLimit'>) {
  const [open, setOpen] = useState(section.expanded);
  const rows = section.controlSetRows
    .map((row) =>
      row.map((control) => ({ control, resolved: resolveControl(control, formData) })).filter(({ resolved }) => resolved.visible),
    )
    .filter((row) => row.length > 0);
  if (rows.length === 0) return null;
  return (
    <>
      <Accordion.Title as="h3" active={open} onClick={() => setOpen(!open)} style={{ fontSize: '1em' }}>
        <Icon name="dropdown" />
        {t(section.label)}
      </Accordion.Title>
      <Accordion.Content active={open}>
        {rows.map((row) => (
          <div key={row.map(({ control }) => control.name).join('|')} style={{ display: 'flex', flexWrap: 'wrap', columnGap: '0.5em' }}>
            {row.map(({ control, resolved }) => (
              <div key={control.name} style={{ flex: `1 1 ${CONTROL_MIN_WIDTH}`, minWidth: 0 }}>
                <ControlField
                  control={control}
                  resolved={resolved}
                  datasource={datasource}
                  onChange={(value) => onChange(control.name, value)}
                />
              </div>
            ))}
          </div>
        ))}
      </Accordion.Content>
    </>
  );
}

/** The chart type picker and the sections of the chart type's control panel, showing only visible controls. */
export function ControlPanel({ formData, datasource, maxRowLimit, onChange, onVizTypeChange }: ControlPanelProps) {
  const panel = exploreControlPanel(formData.viz_type, maxRowLimit);
  return (
    <section aria-label={t('Chart controls')}>
      <VizTypePicker value={formData.viz_type} onChange={onVizTypeChange} />
      <Accordion fluid>
        {panel.sections.map((section) => (
          <Section
            key={`${formData.viz_type}-${section.label}`}
            section={section}
            formData={formData}
            datasource={datasource}
            onChange={onChange}
          />
        ))}
      </Accordion>
    </section>
  );
}
