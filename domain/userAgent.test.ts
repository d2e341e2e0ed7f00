import { describeUserAgent } from './userAgent';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxIpad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  edgeAndroid: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.70',
  headlessLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  konquerorLinux: 'Mozilla/5.0 (X11; Linux x86_64) KHTML/5.27 (like Gecko) Konqueror/5.0',
};

describe('describeUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome', '131', 'Windows'],
    ['edgeWindows', 'Edge', '131', 'Windows'],
    ['firefoxLinux', 'Firefox', '133', 'Linux'],
    ['safariMac', 'Safari', '17', 'macOS'],
    ['safariIphone', 'Safari', '17', 'iOS'],
    ['chromeIphone', 'Chrome', '131', 'iOS'],
    ['firefoxIpad', 'Firefox', '133', 'iOS'],
    ['chromeAndroid', 'Chrome', '131', 'Android'],
    ['samsungAndroid', 'Samsung Internet', '26', 'Android'],
    ['operaMac', 'Opera', '115', 'macOS'],
    ['edgeAndroid', 'Edge', '131', 'Android'],
    ['headlessLinux', 'Chrome', '131', 'Linux'],
  ] as const)('%s is %s %s on %s', (key, browser, version, os) => {
    expect(describeUserAgent(UA[key])).toEqual({ browser, version, os });
  });

  it('names the system alone when the browser is not one it knows', () => {
    expect(describeUserAgent(UA.konquerorLinux)).toEqual({ browser: null, version: null, os: 'Linux' });
    expect(describeUserAgent('Flotilla/2.3 (Android 13)')).toEqual({ browser: null, version: null, os: 'Android' });
  });

  it('answers null for an empty header or one that names nothing it knows', () => {
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent(undefined)).toBeNull();
    expect(describeUserAgent('')).toBeNull();
    expect(describeUserAgent('curl/8.5.0')).toBeNull();
  });
});
