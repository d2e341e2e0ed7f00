import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * `npm test` runs six parts side by side and CI shows only the tail of their output, where a
 * failing test's error is rarely found. Each failure is written, as it happens (a part killed
 * afterwards keeps it), to a file in TEST_FAILURES, which `npm test` prints last.
 */
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex

export default class FailureSummary implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const dir = process.env.TEST_FAILURES;
    const result = testCase.result();
    if (!dir || result.state !== 'failed') return;
    const file = path.relative(process.cwd(), testCase.module.moduleId);
    const errors = (result.errors ?? []).map((error) => {
      const where = (error.stack ?? '').split('\n').filter((line) => line.includes(file)).slice(0, 2);
      const diff = plain(error.diff ?? '').split('\n').filter(Boolean).slice(0, 12);
      return [...plain(error.message ?? String(error)).split('\n').slice(0, 12), ...diff, ...where].map((line) => `    ${line.trim()}`).join('\n');
    });
    appendFileSync(path.join(dir, `${process.pid}.txt`), `[${testCase.project.name}] ${file} > ${testCase.fullName}\n${errors.join('\n')}\n`);
  }
}
