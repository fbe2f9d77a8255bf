import { defineRenderer } from '../../core/render/define-renderer';
import type { BarChartProps } from './bar.types';
import { createBarChartState, drawBars } from './draw-bars';
import type { BarChartState } from './draw-bars';

/** The renderer every bar-shaped chart loads; each plugin's `renderer.ts` re-exports it. */
export const barRenderer = defineRenderer<BarChartProps, BarChartState>(drawBars, createBarChartState);
