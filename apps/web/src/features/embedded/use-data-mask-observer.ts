import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectDataMask, type DataMask, type StateWithDashboard } from '../dashboard';
import type { EmbeddedHostChannel } from './embedded-comms';
import { dataMaskChangeTrigger } from './embedded-methods';

/** The SDK method a host defines with `observeDataMask(callback)`. */
export const OBSERVE_DATA_MASK = 'observeDataMask';

/**
 * With emit data masks (uiConfig bit 16), tells the host the dashboard's data mask once it is
 * loaded and after every change, with which kinds of filter changed, as Superset does.
 */
export function useDataMaskObserver(emit: EmbeddedHostChannel['emit'], enabled: boolean): void {
  const loaded = useSelector((state: StateWithDashboard) => state.dashboard.status === 'loaded');
  const dataMask = useSelector(selectDataMask);
  const lastSent = useRef<DataMask | null>(null);
  useEffect(() => {
    if (!enabled || !loaded) return;
    // A new object with the same filters (a reload, an unrelated edit) is no change.
    if (lastSent.current !== null && JSON.stringify(lastSent.current) === JSON.stringify(dataMask)) return;
    const trigger = dataMaskChangeTrigger(lastSent.current, dataMask);
    lastSent.current = dataMask;
    emit(OBSERVE_DATA_MASK, { ...dataMask, ...trigger });
  }, [emit, enabled, loaded, dataMask]);
}
