import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { CountryMapFormData } from './country-map.types';

export const countryMapFormData: CountryMapFormData = {
  datasource: '2__table',
  viz_type: 'country_map',
  select_country: 'usa',
  entity: 'state',
  metric: 'sum__num',
  number_format: ',d',
  linear_color_scheme: 'white_black',
};

/** Births by state as birth_names holds them: bare USPS codes, one full ISO code, and `other`, no region. */
export const countryMapResult: ChartDataResponseResult = {
  colnames: ['state', 'sum__num'],
  coltypes: [1, 0],
  rowcount: 4,
  data: [
    { state: 'CA', sum__num: 3000 },
    { state: 'us-tx', sum__num: 2000 },
    { state: 'NY', sum__num: 1000 },
    { state: 'other', sum__num: 5000 },
  ],
};
