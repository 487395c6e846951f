/**
 * `make run-images`: the site from its images (`make images` first), every component in its own
 * container on a private podman network, configured from the chart's rendered values with the
 * demo seeded (seedDemo=true, as an operator trying the chart would set it). Ctrl-C stops and
 * removes the containers and the network.
 *   PORT (default 8080): where the gateway is published on localhost.
 */
import { startContainerStack } from './stack.ts';
import { stopOnCtrlC } from '../local/until-stopped.ts';

const port = Number(process.env.PORT ?? 8080);
console.log('Starting Rawi from its images (FerretDB, MinIO, NATS, five services, web, gateway)...');
const started = Date.now();
const stack = await startContainerStack({ gatewayPort: port, set: ['seedDemo=true'] }).catch(
  (error: Error) => {
    console.error(`Rawi could not start: ${error.message}`);
    process.exit(1);
  },
);
console.log(`
Rawi is running from its images (${((Date.now() - started) / 1000).toFixed(1)} s).
  Website:      ${stack.url}/
  Admin panel:  ${stack.url}/admin/login   (user "${stack.admin.username}", password "${stack.admin.password}")
  Containers:   podman ps --filter label=rawi.stack=${stack.network}
Press Ctrl-C to stop.`);

stopOnCtrlC(stack);
