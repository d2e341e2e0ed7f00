import { useEffect, useState, type RefObject } from 'react';
import type { CodeKind } from './codeFormat';

/**
 * Which code a form takes, the app's (first) or a recovery code, and the link's words that change
 * it. The field takes the focus when shown and after each change; `onSwitch` clears what was typed.
 */
export function useCodeKind(input: RefObject<HTMLInputElement | null>, onSwitch: () => void) {
  const [kind, setKind] = useState<CodeKind>('totp');
  useEffect(() => input.current?.focus(), [input, kind]);
  const switchKind = () => {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    onSwitch();
  };
  const switchLabel = kind === 'totp' ? 'app.second_factor.use_recovery' : 'app.second_factor.use_app';
  return { kind, switchKind, switchLabel };
}
