import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { HandlebarsChartProps, HandlebarsFormData } from './handlebars.types';

/** The list every new handlebars chart starts with: each row as JSON. */
export const DEFAULT_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

export const DEFAULT_STYLE = `.data-list { margin: 0; padding-left: 1.2em; font: 13px sans-serif; }`;

/** The template, its style and the rows it is rendered with. */
export function transformProps(input: TransformPropsInput<HandlebarsFormData>): HandlebarsChartProps {
  const { formData, width, height } = input;
  return {
    width,
    height,
    template: formData.handlebarsTemplate ?? DEFAULT_TEMPLATE,
    style: formData.styleTemplate ?? DEFAULT_STYLE,
    data: input.queriesData[0]?.data ?? [],
  };
}
