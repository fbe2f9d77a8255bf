import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawHeadline } from '../big-number-common/draw-headline';
import type { BigNumberTotalChartProps } from './big-number-total.types';

/** The value and its subheader, vertically centred. */
function drawBigNumberTotal(root: ChartRoot, props: BigNumberTotalChartProps): void {
  root.style('display', 'flex').style('flex-direction', 'column').style('justify-content', 'center');
  drawHeadline(
    root,
    [
      { text: props.formattedBigNumber, className: 'tessera-big-number-header-line', fontSize: props.headerFontSize * props.height },
      { text: props.subheader, className: 'tessera-big-number-subheader', fontSize: props.subheaderFontSize * props.height },
    ],
    props.width,
  );
}

export const renderer = defineRenderer<BigNumberTotalChartProps>(drawBigNumberTotal);
