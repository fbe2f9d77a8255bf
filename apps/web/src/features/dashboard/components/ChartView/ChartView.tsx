import { useEffect, useRef } from 'react';
import {
  getChartPlugin,
  type ChartDataResponseResult,
  type ChartRenderer,
  type ContextMenuEvent,
  type CrossFilterEvent,
  type DataValue,
  type QueryFormData,
  type RenderHandle,
} from '@tessera/viz';
import { loadedRenderer, loadRenderer } from '../../chart-renderers';

export interface ChartViewProps {
  vizType: string;
  formData: Record<string, unknown>;
  /** The dashboard's colour namespace: its charts share label colours (and avoid each other's with AvoidColorsCollision). */
  colorNamespace?: string;
  queriesResponse: unknown[];
  width: number;
  height: number;
  onRendered: () => void;
  onError: (error: unknown) => void;
  /** Values this chart cross-filters on, highlighted by the renderer. */
  crossFilterValues?: DataValue[];
  /** A click on a mark; absent when the chart may not cross-filter. */
  onCrossFilter?: (filter: CrossFilterEvent) => void;
  /** A right-click on a mark (drill to detail). */
  onContextMenu?: (event: ContextMenuEvent) => void;
}

/** Draws a chart's answer with its viz plugin: `transformProps`, then the lazily loaded renderer. */
export function ChartView({
  vizType,
  formData,
  colorNamespace,
  queriesResponse,
  width,
  height,
  onRendered,
  onError,
  crossFilterValues,
  onCrossFilter,
  onContextMenu,
}: ChartViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<RenderHandle<unknown> | null>(null);
  const callbacks = useRef({ onRendered, onError, onCrossFilter, onContextMenu });
  callbacks.current = { onRendered, onError, onCrossFilter, onContextMenu };

  useEffect(() => {
    let active = true;
    const target = element.current;
    try {
      const plugin = getChartPlugin(vizType);
      const props = plugin.transformProps({
        formData: formData as QueryFormData,
        queriesData: queriesResponse as ChartDataResponseResult[],
        width,
        height,
        hooks: { crossFilterValues, colorNamespace },
      });
      if (handle.current) {
        handle.current.update(props);
        return undefined;
      }
      const draw = (renderer: ChartRenderer<unknown>) => {
        if (!target) return;
        handle.current = renderer.render(target, props, {
          onRendered: () => callbacks.current.onRendered(),
          onError: (error) => callbacks.current.onError(error),
          onCrossFilter: (filter) => callbacks.current.onCrossFilter?.(filter),
          onContextMenu: (event) => callbacks.current.onContextMenu?.(event),
        });
      };
      // A renderer loaded ahead (see `chart-renderers.ts`) draws at once, as the answer arrives.
      const ready = loadedRenderer(vizType);
      if (ready) {
        draw(ready);
        return undefined;
      }
      loadRenderer(vizType)
        .then((renderer) => active && draw(renderer))
        .catch((error: unknown) => active && callbacks.current.onError(error));
    } catch (error) {
      callbacks.current.onError(error);
    }
    return () => {
      active = false;
    };
  }, [vizType, formData, colorNamespace, queriesResponse, width, height, crossFilterValues]);

  useEffect(
    () => () => {
      handle.current?.destroy();
      handle.current = null;
    },
    [],
  );

  return <div ref={element} className="dashboard-chart-view" data-viz-type={vizType} style={{ width, height }} />;
}
