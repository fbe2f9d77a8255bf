import { useEffect, useRef } from 'react';
import { getChartPlugin, type ChartDataResponseResult, type ContextMenuEvent, type QueryFormData, type RenderHandle } from '@tessera/viz';
import type { ExploreDatasource } from '../../explore.types';
import { toControlDatasource } from '../../form-data';
import { useElementWidth } from './use-element-width';

export const CHART_HEIGHT = 420;

export interface ChartRendererProps {
  formData: QueryFormData;
  queriesResponse: ChartDataResponseResult[];
  datasource: ExploreDatasource;
  onRendered: () => void;
  onError: (error: unknown) => void;
  /** A right-click on a mark, with the filters that isolate it. */
  onContextMenu?: (event: ContextMenuEvent) => void;
}

/** Draws the result with the chart type's plugin: `transformProps`, then its lazily loaded renderer. */
export function ChartRenderer({ formData, queriesResponse, datasource, onRendered, onError, onContextMenu }: ChartRendererProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const targetRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  // The callbacks change identity on every render; the drawing must not restart for that.
  const callbacks = useRef({ onRendered, onError, onContextMenu });
  callbacks.current = { onRendered, onError, onContextMenu };

  useEffect(() => {
    let cancelled = false;
    let handle: RenderHandle<unknown> | undefined;
    const plugin = getChartPlugin(formData.viz_type);
    plugin
      .loadRenderer()
      .then((renderer) => {
        const element = targetRef.current;
        if (cancelled || !element) return;
        const props = plugin.transformProps({
          formData,
          queriesData: queriesResponse,
          width,
          height: CHART_HEIGHT,
          datasource: toControlDatasource(datasource),
        });
        handle = renderer.render(element, props, {
          onRendered: () => callbacks.current.onRendered(),
          onError: (error) => callbacks.current.onError(error),
          onContextMenu: (event) => callbacks.current.onContextMenu?.(event),
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) callbacks.current.onError(error);
      });
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [formData, queriesResponse, datasource, width]);

  return (
    <div ref={frameRef} style={{ width: '100%', overflow: 'hidden' }}>
      <div ref={targetRef} data-testid="chart-container" />
    </div>
  );
}
