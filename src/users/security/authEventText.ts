import type { TranslateFunction } from 'react-admin';

/** One row of GET usuarios/{id}/accesos/ (the audit trail's `auth` rows about the person). */
export interface AuthEvent {
  id: number;
  at: string;
  /** login, login_failed, logout, password_changed… (docs/ACCOUNTS.md). */
  action: string;
  ip: string | null;
  user_agent: string | null;
  /** Who did it: the person, an administrator, or nobody known (a failed sign-in). */
  user_id: number | null;
  user_name: string | null;
  details: Record<string, unknown> | null;
}

/** Whether the event came from the phone's app (its sign-ins say so in their details). */
export const fromApp = (event: AuthEvent) => event.details?.user_type === 'app' || event.details?.app === true;

/**
 * The event as a person reads it: its label, then what its details add ("con código de
 * recuperación", "desde la app", "3 sesiones"). An action this screen does not know shows as the
 * server names it rather than nothing.
 */
export function authEventText(event: AuthEvent, translate: TranslateFunction): string {
  const details = event.details ?? {};
  const words = [translate(`resources.usuarios.auth_events.${event.action}`, { _: event.action })];
  const factor = details.second_factor;
  if (typeof factor === 'string' && ['totp', 'recovery', 'code', 'setup'].includes(factor)) words.push(translate(`resources.usuarios.auth_details.${factor}`));
  if (fromApp(event)) words.push(translate('resources.usuarios.auth_details.app'));
  if (typeof details.count === 'number') words.push(translate('resources.usuarios.auth_details.count', { smart_count: details.count }));
  return words.join(' · ');
}
