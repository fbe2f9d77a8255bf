import { selectApplicableFilters, type CandidateRlsFilter } from './rls-selection';

const gamma = { id: 3, name: 'Gamma' };
const sales = { id: 7, name: 'sales' };
const filter = (id: number, filterType: 'Regular' | 'Base', roles: CandidateRlsFilter['roles']): CandidateRlsFilter => ({
  id,
  filterType,
  roles,
  groupKey: null,
  clause: `c${id}`,
});

describe('selectApplicableFilters', () => {
  const filters = [filter(4, 'Base', [sales]), filter(1, 'Regular', [gamma]), filter(2, 'Regular', [sales]), filter(3, 'Base', [])];

  it('applies Regular filters to holders of a listed role and Base filters to everyone else, ordered by id', () => {
    expect(selectApplicableFilters(filters, { roleNames: ['Gamma'] }).map((f) => f.id)).toEqual([1, 3, 4]);
    expect(selectApplicableFilters(filters, { roleIds: [7] }).map((f) => f.id)).toEqual([2, 3]);
  });

  it('matches roles by id or by name', () => {
    expect(selectApplicableFilters(filters, { roleIds: [3], roleNames: ['sales'] }).map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('gives a caller without roles only the Base filters', () => {
    expect(selectApplicableFilters(filters, {}).map((f) => f.id)).toEqual([3, 4]);
  });

  it('compares role names exactly', () => {
    expect(selectApplicableFilters(filters, { roleNames: ['gamma'] }).map((f) => f.id)).toEqual([3, 4]);
  });
});
