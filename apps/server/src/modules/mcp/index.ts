import { defineModule } from '../descriptor';
import { mcpRoutes } from './routes';

/** The MCP endpoint for agents: routes only, on the other modules' HTTP API. */
export const mcpModule = defineModule({
  name: 'mcp',
  service: () => undefined,
  routes: mcpRoutes,
});
