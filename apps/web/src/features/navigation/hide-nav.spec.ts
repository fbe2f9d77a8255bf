import { shouldHideNav } from './hide-nav';

describe('shouldHideNav', () => {
  it.each([
    ['', false],
    ['?uiConfig=4', true],
    ['?uiConfig=5', true],
    ['?uiConfig=31', true],
    ['?uiConfig=3', false],
    ['?uiConfig=8', false],
    ['?uiConfig=abc', false],
    ['?standalone=1', true],
    ['?standalone=true', true],
    ['?standalone=2', true],
    ['?standalone=0', false],
    ['?standalone=false', false],
    ['?standalone=', false],
  ])('%s → %s', (search, hidden) => {
    expect(shouldHideNav(new URLSearchParams(search))).toBe(hidden);
  });
});
