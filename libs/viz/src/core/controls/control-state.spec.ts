import type { ControlPanelConfig } from './control-panel.types';
import { applyControlValues, getControlDefaults, listControls, resolveControl, validateFormData } from './control-state';

const panel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'mode',
            type: 'SelectControl',
            label: 'Mode',
            description: '',
            default: 'a',
            choices: [
              ['a', 'A'],
              ['b', 'B'],
            ],
          },
        ],
        [
          {
            name: 'detail',
            type: 'TextControl',
            label: 'Detail',
            description: '',
            initialValue: ({ formData }) => `for ${String(formData.mode)}`,
            validators: [(value) => (value ? false : 'This is a required field')],
            visibility: (formData) => formData.mode === 'a',
          },
        ],
        [
          {
            name: 'tags',
            type: 'SelectControl',
            label: 'Tags',
            description: '',
            multi: true,
            choices: [
              ['x', 'X'],
              ['y', 'Y'],
            ],
          },
        ],
      ],
    },
  ],
};

describe('control state', () => {
  it('computes initial values in panel order so later controls can use earlier ones', () => {
    expect(listControls(panel).map((control) => control.name)).toEqual(['mode', 'detail', 'tags']);
    expect(getControlDefaults(panel)).toEqual({ mode: 'a', detail: 'for a' });
  });

  it('validates only visible controls', () => {
    expect(validateFormData(panel, { mode: 'a', detail: '' })).toEqual({ detail: ['This is a required field'] });
    expect(validateFormData(panel, { mode: 'b', detail: '' })).toEqual({});
  });

  it('drops values that are not among the choices of a closed select', () => {
    expect(resolveControl(listControls(panel)[2], { tags: ['x', 'z'] }).value).toEqual(['x']);
    expect(applyControlValues(panel, { datasource: '1__table', viz_type: 'x', mode: 'c', tags: ['y'] })).toEqual({
      datasource: '1__table',
      viz_type: 'x',
      tags: ['y'],
    });
  });
});
