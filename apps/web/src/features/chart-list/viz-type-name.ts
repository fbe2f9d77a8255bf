import { getChartPlugin, hasChartPlugin } from '@tessera/viz';
import type { FetchSelects } from '@tessera/ui';
import { t } from '../../i18n';

/** A chart type as people read it ('Line Chart', in the active language), the saved id for a type no plugin draws. */
export function vizTypeName(vizType: string): string {
  return hasChartPlugin(vizType) ? t(getChartPlugin(vizType).metadata.name) : vizType;
}

/** The type filter's options (saved ids from `distinct/viz_type`) labelled with the types' names. */
export function withVizTypeNames(load: FetchSelects): FetchSelects {
  return async (filter, page, pageSize) => {
    const loaded = await load(filter, page, pageSize);
    return { ...loaded, data: loaded.data.map((option) => ({ ...option, label: vizTypeName(String(option.value)) })) };
  };
}
