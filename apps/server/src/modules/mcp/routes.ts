import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { apiEndpoints, apiPath, routeOf } from '@careerforge/contract';
import { unauthorized } from '../../lib/errors';
import { MCP_TOOLS, inputSchemaOf, type McpTool } from './tools';

const SERVER_INFO = { name: 'careerforge', version: '1.0.0' };

/**
 * The MCP SDK, loaded with the first MCP request: about 4 MB of heap that a server no agent
 * talks to never needs (bench/memory.ts).
 */
const loadSdk = async () => {
  const [server, http, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { ...server, ...http, ...types };
};
type McpSdk = Awaited<ReturnType<typeof loadSdk>>;
let sdk: Promise<McpSdk> | undefined;

/** The tool list: names, descriptions, input schemas from the contract. */
function buildToolList() {
  return MCP_TOOLS.map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: inputSchemaOf(t.endpoint) as { type: 'object'; [k: string]: unknown },
    annotations: { readOnlyHint: !t.write, openWorldHint: t.name === 'import_job' },
  }));
}
/** Built with the first MCP request, like the SDK (the schemas are converted once). */
let toolList: ReturnType<typeof buildToolList> | undefined;

const failure = (text: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text }],
});

/**
 * The MCP server at POST /mcp: Streamable HTTP, stateless (a server and transport per request,
 * no session id), answered as JSON. Only a personal access token opens it, never a session
 * cookie. A tool call is the route it names, injected with the same token, so it passes the
 * same checks: validation, the token's scope, plan and rate limits.
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  async function callTool(req: FastifyRequest, tool: McpTool, args: Record<string, unknown>) {
    if (tool.write && req.accessToken?.scope === 'read')
      return failure(
        `${tool.name} changes your data, and this token can only read. Create a token with write access in Settings.`,
      );
    const { method, path } = apiEndpoints[tool.endpoint];
    const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const params = Object.fromEntries(names.map((n) => [n, String(args[n] ?? '')]));
    const rest = Object.fromEntries(Object.entries(args).filter(([k]) => !names.includes(k)));
    const read = method === 'GET';
    const res = await app.inject({
      method,
      url: apiPath(tool.endpoint as never, params, read ? rest : undefined),
      headers: { authorization: req.headers.authorization ?? '' },
      remoteAddress: req.ip,
      ...(read ? {} : { payload: rest }),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON: the text as it came
    }
    if (res.statusCode >= 400) {
      const message =
        (body as { error?: { message?: string } } | null)?.error?.message ?? res.statusMessage;
      return failure(`${res.statusCode}: ${message}`);
    }
    return { content: [{ type: 'text' as const, text: JSON.stringify(body, null, 2) }] };
  }

  function mcpServer(
    req: FastifyRequest,
    { Server, ListToolsRequestSchema, CallToolRequestSchema }: McpSdk,
  ) {
    const server = new Server(SERVER_INFO, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: (toolList ??= buildToolList()),
    }));
    server.setRequestHandler(CallToolRequestSchema, async (call) => {
      const tool = MCP_TOOLS.find((t) => t.name === call.params.name);
      if (!tool) return failure(`Unknown tool "${call.params.name}".`);
      return callTool(req, tool, call.params.arguments ?? {});
    });
    return server;
  }

  app.route({
    ...routeOf('mcp'),
    onRequest: async (req, reply) => {
      // RFC 6750: a refused request says which scheme opens it
      reply.header('www-authenticate', 'Bearer realm="careerforge"');
      await app.requireUser(req, reply);
      reply.removeHeader('www-authenticate');
      if (!req.accessToken) {
        reply.header('www-authenticate', 'Bearer realm="careerforge"');
        throw unauthorized(
          'The MCP server takes a personal access token: send Authorization: Bearer <token>. Create one in Settings.',
        );
      }
    },
    handler: async (req, reply) => {
      const mcp = await (sdk ??= loadSdk());
      const server = mcpServer(req, mcp);
      const transport = new mcp.StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req.raw, reply.raw, req.body);
    },
  });
};
