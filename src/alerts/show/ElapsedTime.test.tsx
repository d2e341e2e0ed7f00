import { act, render, screen } from '@testing-library/react';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { elapsedSince } from './elapsed';
import { ElapsedTime } from './ElapsedTime';

describe('elapsedSince', () => {
  it('says the largest whole unit: now under a minute, then minutes, hours and days', () => {
    const at = new Date(2026, 2, 10, 7, 30);
    const later = (ms: number) => new Date(at.getTime() + ms);
    expect(elapsedSince(at, later(59_000))).toEqual({ unit: 'now', count: 0 });
    expect(elapsedSince(at, later(-5_000))).toEqual({ unit: 'now', count: 0 });
    expect(elapsedSince(at, later(5 * 60_000 + 30_000))).toEqual({ unit: 'minutes', count: 5 });
    expect(elapsedSince(at, later(2 * 3_600_000))).toEqual({ unit: 'hours', count: 2 });
    expect(elapsedSince(at, later(3 * 86_400_000))).toEqual({ unit: 'days', count: 3 });
  });
});

describe('ElapsedTime', () => {
  afterEach(() => vi.useRealTimers());

  it('counts up each minute while shown, beside the exact date', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 7, 34, 10));
    render(
      <TestAdmin groups={['C4']}>
        <ElapsedTime value={new Date(2026, 2, 10, 7, 30).toISOString()} />
      </TestAdmin>,
    );
    expect(await screen.findByText('hace 4 minutos')).toBeInTheDocument();
    expect(screen.getByText(/10-03-2026 07:30 AM/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('hace 5 minutos')).toBeInTheDocument();
  });
});
