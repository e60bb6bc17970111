// `npm start`'s gateway (scripts/gateway.mjs) in a process of its own, for the bench: it serves
// ROOT's public-site/dist and passes pages to RENDER_PORT and /api to API_PORT, on PORT.
import { startGateway } from '../../scripts/gateway.mjs';

const server = startGateway({
  port: Number(process.env.PORT),
  apiPort: Number(process.env.API_PORT),
  renderPort: Number(process.env.RENDER_PORT),
  root: process.env.ROOT,
  quiet: true,
});
server.on('error', (error) => {
  console.error(`The gateway failed: ${error.message}`);
  process.exit(1);
});
process.once('SIGTERM', () => process.exit(0));
