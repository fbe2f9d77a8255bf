import { schemeCategory10 } from 'd3-scale-chromatic';

/** A named palette for categories (series, slices). */
export interface CategoricalScheme {
  id: string;
  label: string;
  colors: readonly string[];
}

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';

const SCHEMES: readonly CategoricalScheme[] = [
  {
    id: 'supersetColors',
    label: 'Superset Colors',
    colors: [
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
      '#E04355',
      '#FCC700',
      '#A868B7',
      '#3CCCCB',
      '#A38F79',
      '#8FD3E4',
      '#A1A6BD',
      '#ACE1C4',
      '#FEC0A1',
      '#B2B2B2',
      '#EFA1AA',
      '#FDE380',
      '#D3B3DA',
      '#9EE5E5',
      '#D1C6BC',
    ],
  },
  { id: 'd3Category10', label: 'D3 Category 10', colors: [...schemeCategory10] },
  {
    id: 'd3Category20',
    label: 'D3 Category 20',
    colors: [
      '#1f77b4',
      '#aec7e8',
      '#ff7f0e',
      '#ffbb78',
      '#2ca02c',
      '#98df8a',
      '#d62728',
      '#ff9896',
      '#9467bd',
      '#c5b0d5',
      '#8c564b',
      '#c49c94',
      '#e377c2',
      '#f7b6d2',
      '#7f7f7f',
      '#c7c7c7',
      '#bcbd22',
      '#dbdb8d',
      '#17becf',
      '#9edae5',
    ],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#29696B',
      '#5BCACE',
      '#F4B02A',
      '#F1826A',
      '#792EB2',
      '#C96EC6',
      '#921E50',
      '#B27700',
      '#9C3498',
      '#9C3498',
      '#E4679D',
      '#C32F0E',
      '#9D63CA',
    ],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: ['#3366cc', '#dc3912', '#ff9900', '#109618', '#990099', '#0099c6', '#dd4477', '#66aa00', '#b82e2e', '#316395'],
  },
  {
    id: 'googleCategory20c',
    label: 'Google Category 20c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
      '#994499',
      '#22aa99',
      '#aaaa11',
      '#6633cc',
      '#e67300',
      '#8b0707',
      '#651067',
      '#329262',
      '#5574a6',
      '#3b3eac',
    ],
  },
];

export function listCategoricalSchemes(): readonly CategoricalScheme[] {
  return SCHEMES;
}

/** The named scheme; an unknown or missing name falls back to the default scheme. */
export function getCategoricalScheme(id?: string | null): CategoricalScheme {
  return (
    SCHEMES.find((scheme) => scheme.id === id) ?? (SCHEMES.find((scheme) => scheme.id === DEFAULT_CATEGORICAL_SCHEME) as CategoricalScheme)
  );
}
