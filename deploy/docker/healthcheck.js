// Docker HEALTHCHECK: asks the process's own /health (the process lives). The gateway and the
// all-in-one app answer it on TESSERA_PORT, service processes on TESSERA_HEALTH_PORT.
const app = process.env.TESSERA_APP || 'tessera';
const port = app === 'gateway' || app === 'tessera' ? process.env.TESSERA_PORT || '8088' : process.env.TESSERA_HEALTH_PORT || '8081';
// A process that does not answer within 4 s counts as unhealthy.
setTimeout(() => process.exit(1), 4000).unref();
fetch(`http://127.0.0.1:${port}/health`)
  .then((response) => process.exit(response.ok ? 0 : 1))
  .catch(() => process.exit(1));
