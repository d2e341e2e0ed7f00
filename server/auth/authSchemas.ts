import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../http/guard';
import { apiError, fieldErrors, operationIdOf } from '../kit/schemas';

/** Route schemas of the public sign-in calls, for the API docs; the handlers read bodies themselves (server/kit/openapi.ts). */
export const authRoute = (call: string, summary: string, body: z.ZodObject, ok: Record<number, z.ZodType>): { schema: FastifySchema } & typeof PUBLIC_ROUTE => ({
  // Open to anyone: no token is needed to sign in or recover a password.
  ...PUBLIC_ROUTE,
  schema: { tags: ['auth'], operationId: operationIdOf('auth', call), summary, security: [], body, response: { ...ok, 400: apiError.or(fieldErrors), 401: apiError, 429: apiError } },
});

const deviceToken = z.string().optional().describe('The device token an earlier sign-in of this browser or phone answered (ASVS 6.3.1)');

/** What a completed sign-in answers. */
export const tokensAnswer = z.object({
  access: z.string(),
  refresh: z.string(),
  groups: z.array(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  id: z.number().int(),
  // An app session gets no back-office socket (docs/DECISIONS.md).
  websockets_token: z.string().optional().describe('Absent for an app session'),
  planta: z
    .object({ id: z.number().int(), name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .nullable()
    .optional()
    .describe("An app session only: the user's plant and its position"),
  viaje: z.number().int().nullable().optional().describe('An app session only: the started trip the user drives or rides in, or null'),
  device_token: z.string().optional().describe('A new device token, when the call sent no valid one: send it with the next sign-ins of this account'),
});

/** A sign-in halfway: the password was right, a code (or setting the factor up) is owed. */
export const challengeAnswer = z.object({
  challenge: z.string(),
  second_factor: z.enum(['code', 'setup']),
  expires_in: z.number().int().describe('Seconds the challenge lives'),
});

export const loginBody = z.object({ email: z.string(), password: z.string(), device_token: deviceToken });
export const codeBody = z.object({ challenge: z.string(), code: z.string(), device_token: deviceToken });
export const setupBody = z.object({ challenge: z.string() });
/** A second factor's setup (the sign-in's and My account's): the secret, its otpauth:// address and QR code. */
export const setupAnswer = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string().describe('The otpauth URL as an SVG QR code') });

/** A body's text field, or '' when it is missing or not text. */
export const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
