import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { SessionShape } from '../../../domain/sessionShape';
import { apiError, fieldErrors, operationIdOf, schemaRegistry } from '../../kit/schemas';

/**
 * What the account calls answer (auth/account/*, auth/reauth/, and an administrator's view of a
 * person's security on usuarios/{id}/), for the API document: schemas describe, handlers parse.
 */
const at = z.iso.datetime({ offset: true });

export const sessionSchema = z.object({
  id: z.number().int().describe('The session\'s number (never the token\'s sid)'),
  created_at: at.describe('When it signed in'),
  last_used_at: at.describe('Its sign-in or last token refresh (up to 20 minutes stale)'),
  ip: z.string().nullable().describe('The address it signed in from'),
  last_ip: z.string().nullable().describe('The address of its last use'),
  user_agent: z.string().nullable().describe('The browser it signed in with'),
  app: z.boolean().describe('Signed in from the phone'),
  second_factor: z.boolean().describe('Signed in with a second factor'),
  current: z.boolean().describe('The caller\'s own session'),
} satisfies Record<keyof SessionShape<string>, z.ZodType>);
schemaRegistry.add(sessionSchema, { id: 'Session', description: 'A live sign-in of a person.' });

export const factorStateSchema = z.object({
  enabled: z.boolean(),
  enabled_at: at.nullable(),
  required: z.boolean().describe('A group of the person requires one (settings.second_factor_groups)'),
  recovery_codes_left: z.number().int(),
});

export const accountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  imagen: z.string().nullable().describe('API path of the photo (usuarios/{id}/imagen/), or null'),
  groups: z.array(z.string()),
  second_factor: factorStateSchema,
  authenticated_at: at.describe('When this session last gave a password or code'),
  reauth_seconds: z.number().int().describe('How long that counts for sensitive changes'),
});
schemaRegistry.add(accountSchema, { id: 'Account', description: 'The signed-in person\'s own account.' });

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()).describe('Shown once: XXXXX-XXXXX') });
export const endedSchema = z.object({ ended: z.number().int().describe('Sessions ended') });

/** A call of a signed-in back-office person on their own account (app sessions get 403). */
export const accountCall = (call: string, summary: string, parts: Pick<FastifySchema, 'body' | 'params' | 'consumes'>, ok: Record<number, z.ZodType>): FastifySchema => ({
  tags: ['auth'],
  operationId: operationIdOf('auth', call),
  summary,
  ...parts,
  response: { ...ok, 400: fieldErrors.or(apiError), 401: apiError, 403: apiError, 404: apiError, 409: apiError, 429: apiError },
});
