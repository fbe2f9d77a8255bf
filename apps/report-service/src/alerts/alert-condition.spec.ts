import { evaluateAlert } from './alert-condition';

const one = (value: unknown) => ({ columns: ['v'], rows: [{ v: value }] });

describe('evaluateAlert', () => {
  it('compares the first value with the threshold', () => {
    expect(evaluateAlert(one(10), 'operator', { op: '>', threshold: 5 })).toEqual({ triggered: true, value: 10, valueRowJson: '{"v":10}' });
    expect(evaluateAlert(one(1), 'operator', { op: '>', threshold: 5 })).toMatchObject({ triggered: false, value: 1 });
    expect(evaluateAlert(one('5'), 'operator', { op: '==', threshold: 5 })).toMatchObject({ triggered: true, value: 5 });
    expect(evaluateAlert(one(5), 'operator', { op: '!=', threshold: 5 }).triggered).toBe(false);
    expect(evaluateAlert(one(4), 'operator', { op: '<=', threshold: 4 }).triggered).toBe(true);
  });

  it('reads the first column of the answer, whatever it is called', () => {
    expect(
      evaluateAlert({ columns: ['total', 'label'], rows: [{ label: 'x', total: 7 }] }, 'operator', { op: '>=', threshold: 7 }).triggered,
    ).toBe(true);
  });

  it('never fires an operator on no row or a null value', () => {
    expect(evaluateAlert({ columns: ['v'], rows: [] }, 'operator', { op: '<', threshold: 5 })).toEqual({
      triggered: false,
      value: null,
      valueRowJson: null,
    });
    expect(evaluateAlert(one(null), 'operator', { op: '<', threshold: 5 }).triggered).toBe(false);
  });

  it('fires `not null` on a value that is not null, empty or zero', () => {
    expect(evaluateAlert(one(3), 'not null', null).triggered).toBe(true);
    expect(evaluateAlert(one('text'), 'not null', null)).toMatchObject({ triggered: true, value: null });
    for (const value of [null, 0, '', '0']) expect(evaluateAlert(one(value), 'not null', null).triggered).toBe(false);
    expect(evaluateAlert({ columns: ['v'], rows: [] }, 'not null', null).triggered).toBe(false);
  });

  it('refuses more than one row and a value that is not a number', () => {
    expect(() => evaluateAlert({ columns: ['v'], rows: [{ v: 1 }, { v: 2 }] }, 'operator', { op: '>', threshold: 0 })).toThrow(
      'more than one row (2 rows)',
    );
    expect(() => evaluateAlert(one('high'), 'operator', { op: '>', threshold: 0 })).toThrow('must return a number');
  });
});
