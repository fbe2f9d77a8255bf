import { registerCatalogue, setLocale } from './translate';
import { formatRelativeTime, localizeHumanizedDelta } from './relative-time';

describe('relative times in the user language', () => {
  afterEach(() => setLocale('en'));

  it("says Superset's humanized deltas with Intl.RelativeTimeFormat", () => {
    setLocale('fr');
    expect(localizeHumanizedDelta('5 minutes ago')).toBe('il y a 5 minutes');
    expect(localizeHumanizedDelta('an hour ago')).toBe('il y a 1 heure');
    expect(localizeHumanizedDelta('a day ago')).toBe('hier');
    expect(localizeHumanizedDelta('in 2 days')).toBe('après-demain');
    setLocale('de');
    expect(localizeHumanizedDelta('3 months ago')).toBe('vor 3 Monaten');
    setLocale('ja');
    expect(formatRelativeTime(-3, 'day')).toBe('3 日前');
  });

  it("takes 'a few seconds ago' from the catalogue, as Intl has no such phrase", () => {
    registerCatalogue('fr', { 'a few seconds ago': 'il y a quelques secondes' });
    setLocale('fr');
    expect(localizeHumanizedDelta('a few seconds ago')).toBe('il y a quelques secondes');
  });

  it('leaves English, and texts of another form, as they are', () => {
    expect(localizeHumanizedDelta('5 minutes ago')).toBe('5 minutes ago');
    setLocale('fr');
    expect(localizeHumanizedDelta('yesterday-ish')).toBe('yesterday-ish');
    expect(localizeHumanizedDelta('in 5 minutes ago')).toBe('in 5 minutes ago');
  });
});
