import { LoginError } from './signInApi';

/** What the sign-in's second steps (the code, the factor's setup) are given by the password form. */
export interface SignInStepProps {
  challenge: string;
  email: string;
  remember: boolean;
  /** The challenge is gone (expired, spent, too many codes): back to the password, saying why. */
  onExpired: (message: string) => void;
  /** Back to the password form. */
  onBack: () => void;
  /** Runs once the session is stored; the step stays busy until it settles. */
  onSignedIn: () => Promise<void> | void;
}

/** The server no longer knows the challenge: the step cannot go on. */
export const isChallengeExpired = (error: unknown) => error instanceof LoginError && error.code === 'challenge_expired';
