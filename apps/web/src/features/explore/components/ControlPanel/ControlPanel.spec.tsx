import { screen, within } from '@testing-library/react';
import type { QueryFormData } from '@tessera/viz';
import { applyLocale } from '../../../../i18n';
import { renderWithApp } from '../../../../testing/render-with-app';
import { birthsDatasource } from '../../explore.fixtures';
import type { ExploreDatasource } from '../../explore.types';
import { ControlPanel } from './ControlPanel';

/** A column named like a text of the catalogue: the user's own name, which no language changes. */
const datasource: ExploreDatasource = {
  ...birthsDatasource,
  columns: [...birthsDatasource.columns, { column_name: 'Value', type: 'VARCHAR', type_generic: 1, is_dttm: false }],
};

const pieFormData = {
  datasource: '7__table',
  viz_type: 'pie',
  groupby: ['Value'],
  metric: 'count',
  label_type: 'key',
} as unknown as QueryFormData;

function renderPanel() {
  return renderWithApp(<ControlPanel formData={pieFormData} datasource={datasource} onChange={jest.fn()} onVizTypeChange={jest.fn()} />);
}

function control(name: string): HTMLElement {
  const field = document.querySelector<HTMLElement>(`[data-control="${name}"]`);
  if (!field) throw new Error(`no control ${name}`);
  return field;
}

describe('ControlPanel', () => {
  afterEach(() => applyLocale('en'));

  it("shows the chart type, sections, labels, descriptions and options in the active language, and the dataset's names as they are", async () => {
    await applyLocale('fr');
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Contrôles du graphique' });
    expect(within(panel).getByRole('combobox', { name: 'Type de graphique' })).toHaveValue('Graphique en secteurs');
    expect(within(panel).getByRole('heading', { name: 'Options du graphique' })).toBeInTheDocument();
    expect(within(control('sort_by_metric')).getByText('Trier par métrique')).toBeInTheDocument();
    expect(within(control('label_type')).getByTitle('Que faut-il afficher dans le libellé ?')).toHaveTextContent('Type de libellé');
    expect(within(control('label_type')).getByRole('combobox', { name: 'Type de libellé' })).toHaveValue('Nom de la catégorie');
    expect(within(control('groupby')).getByText('Value')).toBeInTheDocument();
    expect(within(panel).queryByText('Sort by metric')).toBeNull();
  });

  it('translates a validation message before it fills in its value', async () => {
    await applyLocale('fr');
    renderWithApp(
      <ControlPanel
        formData={{ ...pieFormData, row_limit: 6000 } as QueryFormData}
        datasource={datasource}
        maxRowLimit={5000}
        onChange={jest.fn()}
        onVizTypeChange={jest.fn()}
      />,
    );
    expect(within(control('row_limit')).getByRole('alert')).toHaveTextContent('La valeur ne peut pas dépasser 5000');
  });

  it('follows a change of language without loading the page again', async () => {
    await applyLocale('de');
    const view = renderPanel();
    expect(within(control('sort_by_metric')).getByText('Nach Metrik sortieren')).toBeInTheDocument();
    await applyLocale('en');
    view.unmount();
    renderPanel();
    expect(within(control('sort_by_metric')).getByText('Sort by metric')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Chart type' })).toHaveValue('Pie Chart');
  });
});
