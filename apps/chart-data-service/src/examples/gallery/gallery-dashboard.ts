import type { LayoutRow } from '../example-layout';
import { GALLERY_CHARTS, GALLERY_TOPIC_CHART_NAMES } from './gallery-charts';

const CHARTS_PER_ROW = 3;

const GALLERY_INTRO = `## Chart gallery

One chart of every chart type Tessera draws, over the *examples* database.`;

/** The gallery's charts in order, three to a row, after an introduction. */
export function galleryRows(): LayoutRow[] {
  const names = [...GALLERY_TOPIC_CHART_NAMES, ...GALLERY_CHARTS.map((chart) => chart.name)];
  const rows: LayoutRow[] = [[{ markdown: GALLERY_INTRO }]];
  for (let start = 0; start < names.length; start += CHARTS_PER_ROW) {
    rows.push(names.slice(start, start + CHARTS_PER_ROW).map((chart) => ({ chart })));
  }
  return rows;
}
