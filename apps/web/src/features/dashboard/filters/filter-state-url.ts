/** The address parameter holding the key of the dashboard's stored filter state. */
export const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';

/** The filter state key of the current address, if any. */
export function readFilterStateKey(): string | null {
  const key = new URLSearchParams(window.location.search).get(NATIVE_FILTERS_KEY_PARAM);
  return key ? key : null;
}

/**
 * Puts the key into the address without a new history entry, keeping the other parameters, the
 * hash and the router's history state.
 */
export function writeFilterStateKey(key: string): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(NATIVE_FILTERS_KEY_PARAM) === key) return;
  url.searchParams.set(NATIVE_FILTERS_KEY_PARAM, key);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
