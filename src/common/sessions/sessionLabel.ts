import { describeUserAgent } from '../../../domain/userAgent';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How a session names where it was opened: "Teléfono" for the phone's app, else the browser and
 * its system from the User-Agent ("Chrome 131 en Windows"), or "Navegador desconocido".
 */
export const sessionLabel = (session: { app: boolean; user_agent: string | null }, translate: Translate): string => {
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.account.sessions.${key}`, options);
  if (session.app) return t('phone');
  const described = describeUserAgent(session.user_agent);
  const browser = described?.browser
    ? described.version
      ? t('browser', { browser: described.browser, version: described.version })
      : described.browser
    : t('unknown_browser');
  return described?.os ? t('browser_on', { browser, os: described.os }) : browser;
};
