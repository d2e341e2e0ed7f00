import { requestJson } from '../providers/http';
import type { SessionShape } from '../../domain/sessionShape';

/** The second factor as My account shows it (docs/API.md, auth/account/). */
export interface SecondFactorState {
  enabled: boolean;
  enabled_at: string | null;
  /** One of the person's groups requires it (settings), so it cannot be turned off. */
  required: boolean;
  recovery_codes_left: number;
}

/** GET auth/account/: one's own account. */
export interface Account {
  id: number;
  email: string;
  name: string;
  last_name: string;
  /** The photo's API path (usuarios/{id}/imagen/), or null without one. */
  imagen: string | null;
  groups: string[];
  second_factor: SecondFactorState;
  authenticated_at: string;
  reauth_seconds: number;
}

/** One live session of the person, as the API answers it (domain/sessionShape.ts). */
export type AccountSession = SessionShape<string>;

/** A pending factor: the secret to add to an authenticator app, as text, URL and QR code. */
export interface FactorSetupAnswer {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

export interface RecoveryCodesAnswer {
  recovery_codes: string[];
}

export interface EndedAnswer {
  ended: number;
}

export type ProfileChange = Partial<Pick<Account, 'name' | 'last_name'>>;

const ACCOUNT = 'auth/account/';

export const getAccount = () => requestJson<Account>(ACCOUNT);

export const updateProfile = (change: ProfileChange) => requestJson<Account>(ACCOUNT, { method: 'PATCH', body: change });

export const uploadPhoto = (file: File) => {
  const body = new FormData();
  body.append('imagen', file);
  return requestJson<Account>(`${ACCOUNT}foto_perfil/`, { method: 'POST', body });
};

export const changePassword = (current_password: string, password: string) =>
  requestJson<EndedAnswer>(`${ACCOUNT}password/`, { method: 'POST', body: { current_password, password } });

export const listSessions = () => requestJson<AccountSession[]>(`${ACCOUNT}sessions/`);

export const endSession = (id: number) => requestJson<null>(`${ACCOUNT}sessions/${id}/`, { method: 'DELETE' });

export const endOtherSessions = () => requestJson<EndedAnswer>(`${ACCOUNT}sessions/end_others/`, { method: 'POST', body: {} });

export const startFactorSetup = () => requestJson<FactorSetupAnswer>(`${ACCOUNT}second_factor/setup/`, { method: 'POST', body: {} });

export const confirmFactor = (code: string) => requestJson<RecoveryCodesAnswer>(`${ACCOUNT}second_factor/confirm/`, { method: 'POST', body: { code } });

export const disableFactor = (code: string) => requestJson<null>(`${ACCOUNT}second_factor/disable/`, { method: 'POST', body: { code } });

export const newRecoveryCodes = () => requestJson<RecoveryCodesAnswer>(`${ACCOUNT}second_factor/recovery_codes/`, { method: 'POST', body: {} });
