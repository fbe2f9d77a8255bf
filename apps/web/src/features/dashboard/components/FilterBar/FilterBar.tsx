import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, Header, Segment } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectDashboardState } from '../../dashboard.selectors';
import { filtersApplied, filtersCleared, filterValueChanged } from '../../dashboard.slice';
import type { FilterValue } from '../../dashboard.types';
import { SelectFilter } from '../SelectFilter/SelectFilter';
import { TimeFilter } from '../TimeFilter/TimeFilter';

/** Filters the panel is at most this wide (spec part 1 §9: 200 px filters, 360 px date ranges, plus padding). */
export const FILTER_BAR_WIDTH_PX = 260;

function sameValues(left: Readonly<Record<string, FilterValue>>, right: Readonly<Record<string, FilterValue>>): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** The vertical native-filter bar: one field per filter, 'Apply filters' and 'Clear all'. */
export function FilterBar() {
  const dispatch = useDispatch();
  const { filters, draftFilterValues, appliedFilterValues, filterOptions } = useSelector(selectDashboardState);
  if (filters.length === 0) return null;
  const changed = !sameValues(draftFilterValues, appliedFilterValues);
  const onChange = (filterId: string) => (value: FilterValue) => dispatch(filterValueChanged({ filterId, value }));

  return (
    <Segment as="aside" aria-label={t('Filters')} style={{ width: FILTER_BAR_WIDTH_PX, flex: 'none', alignSelf: 'flex-start' }}>
      <Header as="h2" size="small">
        {t('Filters')}
      </Header>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(filtersApplied());
        }}
      >
        {filters.map((filter) =>
          filter.filterType === 'filter_time' ? (
            <TimeFilter key={filter.id} filter={filter} value={draftFilterValues[filter.id] ?? null} onChange={onChange(filter.id)} />
          ) : (
            <SelectFilter
              key={filter.id}
              filter={filter}
              value={draftFilterValues[filter.id] ?? null}
              options={filterOptions[filter.id]}
              onChange={onChange(filter.id)}
            />
          ),
        )}
        <Button primary type="submit" disabled={!changed}>
          {t('Apply filters')}
        </Button>
        <Button type="button" basic onClick={() => dispatch(filtersCleared())}>
          {t('Clear all')}
        </Button>
      </Form>
    </Segment>
  );
}
