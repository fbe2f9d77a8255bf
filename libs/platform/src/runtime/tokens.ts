/** Dependency-injection tokens for the platform's adapters inside every service and the gateway. */
export const PLATFORM_RUNTIME = Symbol('PLATFORM_RUNTIME');
export const TESSERA_CONFIG = Symbol('TESSERA_CONFIG');
export const KV_STORE = Symbol('KV_STORE');
export const LOCK_SERVICE = Symbol('LOCK_SERVICE');
/** The name of the service the module runs in (`charts`, `sql`, …). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
/** The `QueryObserver` every warehouse pool of a service reports its statements to (metrics, slow and failed queries). */
export const WAREHOUSE_QUERY_OBSERVER = Symbol('WAREHOUSE_QUERY_OBSERVER');
