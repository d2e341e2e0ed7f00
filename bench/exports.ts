import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface ExportFigure {
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory before the export and at its highest during it, in MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
  growthMb: number;
  status: number;
}

/** The resident memory of process `pid`, in MB (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * Downloads the export of `base` (every row, or those of the filters in `query`) from the server
 * process `pid`, reading it as fast as a browser would, while sampling the server's memory every 50 ms.
 */
export async function measureExport(origin: string, token: string, pid: number, base: string, format: 'csv' | 'xlsx', rows: number, query = ''): Promise<ExportFigure> {
  const url = new URL(`/api/${base}/exportar/?format=${format}${query ? `&${query}` : ''}`, origin);
  const rssBeforeMb = rssOf(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssOf(pid))), 50);
  const started = performance.now();
  try {
    const { status, bytes } = await new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      http
        .get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    const seconds = (performance.now() - started) / 1000;
    rssPeakMb = Math.max(rssPeakMb, rssOf(pid));
    return { format, rows, bytes, seconds, rowsPerSecond: rows / seconds, rssBeforeMb, rssPeakMb, growthMb: rssPeakMb - rssBeforeMb, status };
  } finally {
    clearInterval(sampler);
  }
}
