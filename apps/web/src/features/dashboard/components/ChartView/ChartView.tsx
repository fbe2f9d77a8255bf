import { useEffect, useRef } from 'react';
import { getChartPlugin, type ChartDataResponseResult, type QueryFormData, type RenderHandle } from '@tessera/viz';

export interface ChartViewProps {
  vizType: string;
  formData: Record<string, unknown>;
  queriesResponse: unknown[];
  width: number;
  height: number;
  onRendered: () => void;
  onError: (error: unknown) => void;
}

/** Draws a chart's answer with its viz plugin: `transformProps`, then the lazily loaded renderer. */
export function ChartView({ vizType, formData, queriesResponse, width, height, onRendered, onError }: ChartViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<RenderHandle<unknown> | null>(null);
  const callbacks = useRef({ onRendered, onError });
  callbacks.current = { onRendered, onError };

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
      });
      if (handle.current) {
        handle.current.update(props);
        return undefined;
      }
      plugin
        .loadRenderer()
        .then((renderer) => {
          if (!active || !target) return;
          handle.current = renderer.render(target, props, {
            onRendered: () => callbacks.current.onRendered(),
            onError: (error) => callbacks.current.onError(error),
          });
        })
        .catch((error: unknown) => active && callbacks.current.onError(error));
    } catch (error) {
      callbacks.current.onError(error);
    }
    return () => {
      active = false;
    };
  }, [vizType, formData, queriesResponse, width, height]);

  useEffect(
    () => () => {
      handle.current?.destroy();
      handle.current = null;
    },
    [],
  );

  return <div ref={element} className="dashboard-chart-view" data-viz-type={vizType} style={{ width, height }} />;
}
