/**
 * A browser's User-Agent as people name it ("Chrome 131", "Windows"), for the sessions lists of
 * My account and of a person's record. Labels only, never a decision: the header is whatever the
 * client sends. Hand-written for the few browsers and systems people use here (ua-parser-js 2 is
 * AGPL); anything else shows as unknown.
 */
export type BrowserName = 'Edge' | 'Chrome' | 'Firefox' | 'Safari' | 'Opera' | 'Samsung Internet';
export type OsName = 'Windows' | 'macOS' | 'Linux' | 'Android' | 'iOS';

export interface UserAgentLabel {
  browser: BrowserName | null;
  /** The major version, when the header gives one. */
  version: string | null;
  os: OsName | null;
}

/**
 * Checked in this order, because each browser's header also names the ones it derives from
 * (Edge, Opera and Samsung say Chrome; Chrome says Safari). iOS browsers use their own tokens.
 */
const BROWSERS: readonly [BrowserName, RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|OPT)\/(\d+)|\bOpera\b(?:.*Version\/(\d+))?/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  // Headless Chrome too: the browser tests' own sessions read as Chrome.
  ['Chrome', /\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

/** iOS before macOS (an iPhone's header says "like Mac OS X"), Android before Linux. */
const SYSTEMS: readonly [OsName, RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['macOS', /\b(?:Macintosh|Mac OS X)\b/],
  ['Android', /\bAndroid\b/],
  ['Linux', /\b(?:Linux|X11|CrOS)\b/],
];

/** The browser, its major version and the system a User-Agent names; null when it names none of them. */
export function describeUserAgent(ua: string | null | undefined): UserAgentLabel | null {
  if (!ua) return null;
  let browser: BrowserName | null = null;
  let version: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = name;
      version = match.slice(1).find(Boolean) ?? null;
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  return browser || os ? { browser, version, os } : null;
}
