/** Opts into react-router 7 behaviour now, which also keeps the console free of upgrade warnings. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
