import { useDispatch, useSelector } from 'react-redux';
import { Header, Icon, Label } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectCrossFilters, type StateWithDashboard } from '../../dashboard.selectors';
import { crossFilterRemoved } from '../../dashboard.slice';

/** The filter bar's 'Cross-filters' section: one chip per chart that cross-filters, each removable. */
export function CrossFilterChips() {
  const dispatch = useDispatch();
  const crossFilters = useSelector(selectCrossFilters);
  const charts = useSelector((state: StateWithDashboard) => state.dashboard.charts);
  const entries = Object.entries(crossFilters);
  if (entries.length === 0) return null;
  return (
    <section aria-label={t('Cross-filters')} style={{ marginBottom: '1em' }}>
      <Header as="h3" size="tiny">
        {t('Cross-filters')}
      </Header>
      {entries.map(([chartId, crossFilter]) => {
        const chartName = charts[Number(chartId)]?.sliceName ?? chartId;
        return (
          <Label key={chartId} as="div" data-cross-filter-chart={chartId} style={{ display: 'block', marginBottom: '0.5em' }}>
            <div>{chartName}</div>
            <Label.Detail>
              {crossFilter.column}: {crossFilter.label}
            </Label.Detail>
            <button
              type="button"
              aria-label={t('Remove cross-filter %s', chartName)}
              onClick={() => dispatch(crossFilterRemoved({ chartId: Number(chartId) }))}
              style={{ border: 0, background: 'none', padding: 0, marginInlineStart: '0.4em', cursor: 'pointer' }}
            >
              <Icon name="delete" fitted aria-hidden="true" />
            </button>
          </Label>
        );
      })}
    </section>
  );
}
