import { connect } from 'nats';
import { loadConfig } from '../config/load-config';
import { busContractSuite } from '../testing/bus-contract.suite';
import { NatsTransport } from './nats.transport';

const { natsUrl } = loadConfig();

busContractSuite('NATS + JetStream', {
  // A fresh work queue per test, so jobs from one test never leak into the next.
  reset: async () => {
    const nc = await connect({ servers: natsUrl });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete('JOBS_BUSTEST').catch(() => undefined);
    await nc.close();
  },
  connect: (name) => NatsTransport.connect({ url: natsUrl, name: `bustest-${name}` }),
  abort: (transport) => (transport as NatsTransport).abort(),
});
