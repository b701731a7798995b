import { z } from 'zod';

export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    image: z.string().nullable().optional(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authProvidersSchema = z.object({
  email: z.boolean(),
  google: z.boolean(),
  oidc: z.object({ enabled: z.boolean(), name: z.string() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
