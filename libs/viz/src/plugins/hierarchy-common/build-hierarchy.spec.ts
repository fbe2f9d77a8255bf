import { buildMetricHierarchy } from './build-hierarchy';

describe('metric hierarchy', () => {
  const rows = [
    { region: 'EMEA', country: 'France', sales: 300 },
    { region: 'NA', country: 'USA', sales: 400 },
    { region: 'EMEA', country: 'Spain', sales: 200 },
    { region: 'APAC', country: null, sales: 'n/a' },
  ];

  it('nests rows per column with the metric summed per node and siblings largest first', () => {
    const root = buildMetricHierarchy(rows, ['region', 'country'], 'sales', (value) => String(value), 'sales');
    expect(root.value).toBe(900);
    expect(root.children.map((node) => [node.name, node.value])).toEqual([
      ['EMEA', 500],
      ['NA', 400],
      ['APAC', 0],
    ]);
    const [emea] = root.children;
    expect(emea.children.map((node) => [node.name, node.value, node.path, node.groupValues])).toEqual([
      ['France', 300, ['EMEA', 'France'], ['EMEA', 'France']],
      ['Spain', 200, ['EMEA', 'Spain'], ['EMEA', 'Spain']],
    ]);
    expect(root.children[2].children[0]).toMatchObject({ name: 'null', groupValues: ['APAC', null] });
  });
});

describe('metric hierarchy with a secondary metric', () => {
  it('sums the secondary metric alongside', () => {
    const rows = [
      { region: 'EMEA', sales: 300, cost: 100 },
      { region: 'EMEA', sales: 200, cost: 150 },
    ];
    const root = buildMetricHierarchy(rows, ['region'], 'sales', (value) => String(value), 'sales', 'cost');
    expect(root.children[0]).toMatchObject({ name: 'EMEA', value: 500, secondaryValue: 250 });
    expect(root.secondaryValue).toBe(250);
  });
});
