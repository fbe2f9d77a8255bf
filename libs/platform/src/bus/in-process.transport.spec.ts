import { busContractSuite } from '../testing/bus-contract.suite';
import { InProcessHub, InProcessTransport } from './in-process.transport';

let hub = new InProcessHub();

busContractSuite('in-process', {
  reset: async () => {
    hub = new InProcessHub();
  },
  connect: async () => new InProcessTransport(hub),
  abort: async (transport) => (transport as InProcessTransport).abort(),
});
