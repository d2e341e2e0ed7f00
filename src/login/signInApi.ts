import { isBackOfficeUser } from '../../domain/roles';
import type { SecondFactorStep } from '../../domain/secondFactor';
import type { FactorSetupData } from '../common/factor/FactorSetup';
import { API_URL, jsonHeaders } from '../providers/apiUrl';
import { toClientError, toHttpError } from '../providers/errors';
import { translate } from '../providers/i18nProvider';
import { getLocale } from '../providers/locale';
import { noteSignedOutByChoice, saveSession, sessionFromLogin, type LoginAnswer } from '../providers/session';
import { deviceTokenFor, keepDeviceToken } from './deviceTokens';

/** Error thrown by a sign-in call: `message` is already translated, `code` is the server's (or ours). */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/** On the sign-in page a 429 means too many tries (SPEC §8 "tries exceeded"). */
const LOGIN_CODE_KEYS: Record<string, string> = {
  throttled: 'app.auth.tries_exceeded',
  tries_exceeded: 'app.auth.tries_exceeded',
};

const loginError = (status: number, body: Record<string, unknown> | null): LoginError => {
  const code = typeof body?.code === 'string' ? body.code : status === 429 ? 'throttled' : undefined;
  const key = code ? LOGIN_CODE_KEYS[code] : undefined;
  // A sign-in wait (server/auth/lockout.ts) comes with `retry_after`: the server's detail, in the
  // language we asked for, says when to try again ("… en 2 minutos").
  const waitDetail = status === 429 && typeof body?.retry_after === 'number' && typeof body.detail === 'string' ? body.detail : undefined;
  const message = waitDetail ?? (key ? translate(key) : toHttpError(status, body).message);
  return new LoginError(message, code, status);
};

/** A public sign-in call as the back office (User-Type: platform, no Authorization). */
const post = async <T>(path: string, body: object): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, { method: 'POST', headers: jsonHeaders({ 'User-Type': 'platform' }), body: JSON.stringify(body) });
  } catch (error) {
    throw new LoginError(toClientError(error).message, 'network');
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw loginError(response.status, answer);
  return answer as T;
};

export interface SignInParams {
  email: string;
  password: string;
  remember?: boolean;
}

/** A password accepted: signed in, or a second factor to give (`code`) or set up first (`setup`). */
export type SignInResult = { kind: 'signed_in' } | { kind: 'challenge'; challenge: string; step: SecondFactorStep; expiresIn: number };

interface ChallengeAnswer {
  challenge: string;
  second_factor: SecondFactorStep;
  expires_in: number;
}

/**
 * Ends a sign-in: keeps the browser's new device token, and stores the session of a person in
 * the three back-office groups (SPEC §5; anyone else is refused here, storing nothing).
 */
export const openSession = async (email: string, answer: LoginAnswer, remember: boolean): Promise<void> => {
  if (answer.device_token) await keepDeviceToken(email, answer.device_token);
  if (!isBackOfficeUser(answer.groups ?? [])) throw new LoginError(translate('app.auth.no_allowed'), 'no_allowed', 403);
  saveSession(sessionFromLogin(email, answer, remember, getLocale()));
  noteSignedOutByChoice(false);
};

/** POST auth/login/ with this browser's device token for the account. */
export const signIn = async ({ email, password, remember = false }: SignInParams): Promise<SignInResult> => {
  if (!email || !password) throw new LoginError(translate('app.auth.incomplete_credentials'), 'incomplete_credentials', 400);
  const answer = await post<LoginAnswer | ChallengeAnswer>('auth/login/', { email, password, device_token: await deviceTokenFor(email) });
  if ('challenge' in answer && typeof answer.challenge === 'string') {
    return { kind: 'challenge', challenge: answer.challenge, step: answer.second_factor, expiresIn: answer.expires_in };
  }
  await openSession(email, answer as LoginAnswer, remember);
  return { kind: 'signed_in' };
};

export interface CodeParams {
  challenge: string;
  /** Six digits, or a recovery code. */
  code: string;
  email: string;
  remember: boolean;
}

/** POST auth/login/code/: the code completes the sign-in; after a recovery code, how many are left. */
export const submitCode = async ({ challenge, code, email, remember }: CodeParams): Promise<{ recoveryCodesLeft?: number }> => {
  const answer = await post<LoginAnswer>('auth/login/code/', { challenge, code, device_token: await deviceTokenFor(email) });
  await openSession(email, answer, remember);
  return { recoveryCodesLeft: answer.recovery_codes_left };
};

/** POST auth/login/setup/: the secret to set up (the same while the challenge lives). */
export const startLoginSetup = (challenge: string): Promise<FactorSetupData> => post<FactorSetupData>('auth/login/setup/', { challenge });

/** POST auth/login/setup/confirm/: the factor is on; the answer (tokens and ten recovery codes) opens the session once they are kept. */
export const confirmLoginSetup = (challenge: string, code: string): Promise<LoginAnswer> => post<LoginAnswer>('auth/login/setup/confirm/', { challenge, code });
