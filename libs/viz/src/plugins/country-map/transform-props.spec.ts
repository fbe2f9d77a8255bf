import { getChartPlugin } from '../../registry';
import { countryMapFormData, countryMapResult } from './country-map.fixtures';
import { transformProps } from './transform-props';

const input = (extra = {}) => ({ formData: { ...countryMapFormData, ...extra }, queriesData: [countryMapResult], width: 500, height: 300 });

describe('country map transformProps', () => {
  it('keeps each row’s region code and metric, formatted with the number format', () => {
    const props = transformProps(input({ number_format: ',d' }));
    expect(props.country).toBe('usa');
    expect(props.rows[0]).toEqual({ region: 'CA', value: 3000, formatted: '3,000' });
    expect(props.rows).toHaveLength(4);
    expect(props.linearColorScheme).toBe('white_black');
  });

  it('names a country whose shapes do not ship, and asks for a country when none is chosen', () => {
    expect(() => transformProps(input({ select_country: 'france' }))).toThrow(
      'No map data available for France: region shapes ship for USA',
    );
    expect(() => transformProps(input({ select_country: null }))).toThrow('Choose a country to plot the map for');
  });

  it('is registered as Superset’s country_map with its control names', () => {
    const plugin = getChartPlugin('country_map');
    const names = plugin.controlPanel.sections.flatMap((section) => section.controlSetRows.flat().map((control) => control.name));
    expect(names).toEqual(['select_country', 'entity', 'metric', 'adhoc_filters', 'number_format', 'linear_color_scheme']);
    const country = plugin.controlPanel.sections[0].controlSetRows[0][0];
    expect(country.validators?.map((validate) => validate('france', {}))).toEqual([false, 'No map data available for this country']);
    expect(country.validators?.map((validate) => validate('usa', {}))).toEqual([false, false]);
  });
});
