// Shared settings of the integration suites: real PostgreSQL, NATS and Redis on this machine, one
// file at a time. The files run in a worker process that Jest replaces once its heap passes the
// limit after a file: run in band, the heap the suites leave behind (compiled modules, class-validator
// and TypeORM metadata per file) grew past Node's 4 GB ceiling over the longest project.
module.exports = {
  ...require('./jest.preset.js'),
  testTimeout: 60000,
  maxWorkers: 1,
  workerIdleMemoryLimit: '1GB',
};
