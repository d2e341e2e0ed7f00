import { get } from 'node:http';
import { get as getTls } from 'node:https';

export interface WireSize {
  bytes: number;
  encoding?: string;
}

/** The bytes the server sends for `url` to a client that accepts brotli (as Chromium asks), and their encoding. */
export function wireSize(url: string): Promise<WireSize> {
  const fetcher = url.startsWith('https:') ? getTls : get;
  return new Promise((resolve, reject) => {
    fetcher(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      if ((res.statusCode ?? 500) >= 400) {
        res.resume();
        reject(new Error(`${res.statusCode} for ${new URL(url).pathname}`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Wire sizes of many URLs, each fetched once (sequentially: the server may be under other load). */
export async function wireSizes(urls: Iterable<string>, cache = new Map<string, WireSize>()): Promise<Map<string, WireSize>> {
  for (const url of urls) if (!cache.has(url)) cache.set(url, await wireSize(url));
  return cache;
}

/** The file name of a script URL (`/assets/App-Jsq5aslJ.js` → `App-Jsq5aslJ.js`). */
export const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
