import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Button, Checkbox, Dropdown, Form, Header, Segment } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectCanEditDashboard, pickDashboardState, type StateWithDashboard } from '../../dashboard.selectors';
import { crossFiltersEnabledChanged, filtersApplied, filtersCleared, filtersConfigOpened, filterValueChanged } from '../../dashboard.slice';
import type { FilterOptions, FilterValue, NativeFilter } from '../../dashboard.types';
import { crossFiltersEnabled } from '../../model/cross-filters';
import { filterBarOrientation } from '../../filters/filter-bar-orientation';
import { filterBarItems, filterValueError } from '../../model/native-filters';
import { useDashboardUiConfig } from '../../ui-config/dashboard-ui-config';
import { ChoiceFilter } from '../ChoiceFilter/ChoiceFilter';
import { CrossFilterChips } from '../CrossFilterChips/CrossFilterChips';
import { FiltersConfigModal } from '../FiltersConfigModal/FiltersConfigModal';
import { RangeFilter } from '../RangeFilter/RangeFilter';
import { SelectFilter } from '../SelectFilter/SelectFilter';
import { TimeFilter } from '../TimeFilter/TimeFilter';

/** Filters the panel is at most this wide (spec part 1 §9: 200 px filters, 360 px date ranges, plus padding). */
export const FILTER_BAR_WIDTH_PX = 260;

function sameValues(left: Readonly<Record<string, FilterValue>>, right: Readonly<Record<string, FilterValue>>): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

interface FilterFieldProps {
  filter: NativeFilter;
  value: FilterValue;
  options: FilterOptions | undefined;
  error: string | null;
  onChange: (value: FilterValue) => void;
}

/** The field of one filter, by its type. */
function FilterField({ filter, value, options, error, onChange }: FilterFieldProps) {
  switch (filter.filterType) {
    case 'filter_time':
      return <TimeFilter filter={filter} value={value} onChange={onChange} />;
    case 'filter_range':
      return <RangeFilter filter={filter} value={value} error={error} onChange={onChange} />;
    case 'filter_timegrain':
    case 'filter_timecolumn':
      return <ChoiceFilter filter={filter} value={value} options={options} error={error} onChange={onChange} />;
    default:
      return <SelectFilter filter={filter} value={value} options={options} error={error} onChange={onChange} />;
  }
}

/** The bar's settings for editors (Superset's gear): whether charts may cross-filter each other. */
function FilterBarSettings({ enabled, onChange }: { enabled: boolean; onChange: (enabled: boolean) => void }) {
  return (
    <Dropdown icon="setting" className="icon" button basic aria-label={t('Filter bar settings')} style={{ float: 'inline-end' }}>
      <Dropdown.Menu>
        <Dropdown.Item onClick={(event) => event.stopPropagation()}>
          <Checkbox
            id="filter-bar-cross-filtering"
            label={t('Enable cross-filtering')}
            checked={enabled}
            onChange={(_event, data) => onChange(data.checked === true)}
          />
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The native-filter bar, a panel left of the layout or (`filter_bar_orientation` 'HORIZONTAL') a
 * bar above it: the settings and the config modal's entry for editors, the cross-filter chips, one
 * field per filter with the dividers between them, 'Apply filters' and 'Clear all'.
 */
export function FilterBar() {
  const dispatch = useDispatch();
  const { dashboard, filters, draftFilterValues, appliedFilterValues, filterOptions, crossFilters } = useSelector(
    (state: StateWithDashboard) =>
      pickDashboardState(state, 'dashboard', 'filters', 'draftFilterValues', 'appliedFilterValues', 'filterOptions', 'crossFilters'),
    shallowEqual,
  );
  const { showFilters, expandFilters, isGuest } = useDashboardUiConfig();
  const canEdit = useSelector(selectCanEditDashboard) && !isGuest;
  if (!showFilters || !expandFilters) return null;
  if (filters.length === 0 && Object.keys(crossFilters).length === 0 && !canEdit) return null;
  const errors = Object.fromEntries(
    filters.map((filter) => [filter.id, filterValueError(filter, draftFilterValues[filter.id] ?? null, t)]),
  );
  const invalid = Object.values(errors).some((error) => error !== null);
  const changed = !sameValues(draftFilterValues, appliedFilterValues);
  const onChange = (filterId: string) => (value: FilterValue) => dispatch(filterValueChanged({ filterId, value }));
  const metadata = dashboard?.metadata ?? {};
  const horizontal = filterBarOrientation(metadata) === 'HORIZONTAL';
  const barStyle = horizontal ? { width: '100%', marginTop: 0 } : { width: FILTER_BAR_WIDTH_PX, flex: 'none', alignSelf: 'flex-start' };
  // Horizontally the fields sit side by side, each at the vertical bar's width, and wrap.
  const formStyle = horizontal ? { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'flex-end', gap: '0 1em' } : undefined;
  const fieldStyle = horizontal ? { width: FILTER_BAR_WIDTH_PX } : undefined;

  return (
    <Segment as="aside" aria-label={t('Filters')} data-orientation={horizontal ? 'horizontal' : 'vertical'} style={barStyle}>
      {canEdit && (
        <FilterBarSettings
          enabled={crossFiltersEnabled(metadata)}
          onChange={(enabled) => dispatch(crossFiltersEnabledChanged({ enabled }))}
        />
      )}
      <Header as="h2" size="small">
        {t('Filters')}
      </Header>
      {canEdit && (
        <Button
          type="button"
          basic
          size="small"
          icon="filter"
          content={t('Add/Edit Filters')}
          onClick={() => dispatch(filtersConfigOpened())}
          style={{ marginBottom: '1em' }}
        />
      )}
      {canEdit && <FiltersConfigModal />}
      <CrossFilterChips />
      {filters.length > 0 && (
        <Form
          style={formStyle}
          onSubmit={(event) => {
            event.preventDefault();
            if (!invalid) dispatch(filtersApplied());
          }}
        >
          {filterBarItems(metadata, filters).map((item) =>
            item.kind === 'divider' ? (
              <div
                key={item.divider.id}
                data-filter-divider={item.divider.id}
                style={{ borderTop: '1px solid rgba(34,36,38,.15)', paddingTop: 8, marginBottom: 8, ...fieldStyle }}
              >
                <Header as="h3" size="tiny" style={{ margin: 0 }}>
                  {item.divider.title}
                </Header>
                {item.divider.description && <p style={{ color: 'rgba(0,0,0,.6)' }}>{item.divider.description}</p>}
              </div>
            ) : (
              <div key={item.filter.id} data-filter-field={item.filter.id} style={fieldStyle}>
                <FilterField
                  filter={item.filter}
                  value={draftFilterValues[item.filter.id] ?? null}
                  options={filterOptions[item.filter.id]}
                  error={errors[item.filter.id] ?? null}
                  onChange={onChange(item.filter.id)}
                />
              </div>
            ),
          )}
          <div style={horizontal ? { marginBottom: '1em' } : undefined}>
            <Button primary type="submit" disabled={!changed || invalid}>
              {t('Apply filters')}
            </Button>
            <Button type="button" basic onClick={() => dispatch(filtersCleared())}>
              {t('Clear all')}
            </Button>
          </div>
        </Form>
      )}
    </Segment>
  );
}
