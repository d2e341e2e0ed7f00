import type { SessionShape } from '../../../domain/sessionShape';

/**
 * A person's second factor as the API answers it (docs/API.md): in one's own account
 * (auth/account/) and on a person's record (usuarios/{id}/seguridad/).
 */
export interface SecondFactorState {
  enabled: boolean;
  enabled_at: string | null;
  /** One of the person's groups requires it (settings), so it cannot be turned off. */
  required: boolean;
  recovery_codes_left: number;
}

/** One live session of a person, as the API answers it (domain/sessionShape.ts). */
export type AccountSession = SessionShape<string>;
