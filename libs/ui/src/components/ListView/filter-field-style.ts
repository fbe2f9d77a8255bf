import type { CSSProperties } from 'react';

/**
 * The filters stand in one row, and Fomantic pads a selection dropdown more than a text input
 * (0.786em against 0.679em above and below), so a text or date field beside the dropdowns would sit a few
 * pixels shorter. Text fields take the dropdown's padding to stand exactly as tall.
 */
export const FILTER_FIELD_INPUT_STYLE: CSSProperties = {
  paddingTop: '0.78571429em',
  paddingBottom: '0.78571429em',
};

/** The grey of the dropdown filters' 'Select' (the browser's placeholder grey): an empty date field reads as waiting for input like them. */
export const FILTER_PLACEHOLDER_COLOR = 'rgb(117, 117, 117)';

/**
 * A date and time field lays its parts out taller than a line of text, so padding alone leaves it 2px
 * above the dropdowns: it takes their height outright (two paddings, one 1.214em line, the border).
 */
export const FILTER_DATE_INPUT_STYLE: CSSProperties = {
  boxSizing: 'border-box',
  height: 'calc(2.78571429em + 2px)',
  paddingTop: 0,
  paddingBottom: 0,
};
