import { z } from 'zod';
import { ignoredUserId, jsonObject, nonBlank } from './common';

/**
 * Personal access tokens: a secret an agent or another app sends as
 * `Authorization: Bearer <secret>` to act for its user on the API and the MCP server.
 */

export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Tokens one user may hold at once, and the longest lifetime one may be given. */
export const TOKEN_LIMITS = { perUser: 20, maxDays: 365, name: 100 } as const;

/** Every token's secret starts with this, so secret scanners and people can tell it apart. */
export const TOKEN_PREFIX = 'cfpat_';

export const createTokenSchema = z
  .object({
    name: nonBlank('Name', TOKEN_LIMITS.name),
    scope: z.enum(TOKEN_SCOPES, { error: 'Scope must be "read" or "write"' }),
    /** days until it stops working; none or null: until it is revoked */
    expiresInDays: z
      .number({ error: 'Expires in days must be a whole number' })
      .int({ error: 'Expires in days must be a whole number' })
      .min(1, { error: 'Expires in days must be at least 1' })
      .max(TOKEN_LIMITS.maxDays, {
        error: `Expires in days must be at most ${TOKEN_LIMITS.maxDays}`,
      })
      .nullable()
      .optional(),
    userId: ignoredUserId,
  })
  .meta({ id: 'CreateToken' });
export type CreateTokenInput = z.input<typeof createTokenSchema>;

export const accessTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scope: z.enum(TOKEN_SCOPES),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const createdTokenSchema = z
  .object({
    token: accessTokenSchema,
    /** shown once: only a digest is stored */
    secret: z.string(),
  })
  .meta({ id: 'CreatedToken' });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

/** One JSON-RPC 2.0 message, or a batch of them, as an MCP client posts it. */
// a tool call carries a resume (50,000 characters) and a job description (30,000) as JSON
const jsonRpcMessage = jsonObject('Message', { depth: 12, bytes: 512 * 1024 }).refine(
  (m) => (m as { jsonrpc?: unknown }).jsonrpc === '2.0',
  { error: 'Each message must be JSON-RPC 2.0 ("jsonrpc": "2.0")' },
);
export const mcpMessageSchema = z
  .union([jsonRpcMessage, z.array(jsonRpcMessage).min(1).max(20)], {
    error: 'Send a JSON-RPC 2.0 message or a batch of up to 20',
  })
  .meta({ id: 'McpMessage' });
