import { render, screen } from '@testing-library/react';
import { signIn } from '../../test/client/fetchMock';
import { TestAdmin } from '../../test/client/TestAdmin';
import { clearSession } from '../providers/session';
import { KEPT_COUNT_KEY, keepCount } from './keptCount';
import { NotificationBell } from './NotificationBell';

/** The bell, its count's call answering only when the test says so (as on a page load, after the screen's). */
const renderBell = () => {
  let answer: (total: number) => void = () => undefined;
  const getList = vi.fn(() => new Promise((resolve) => (answer = (total) => resolve({ data: [], total }))));
  render(
    <TestAdmin dataProvider={{ getList } as never}>
      <NotificationBell />
    </TestAdmin>,
  );
  return { answer: (total: number) => answer(total) };
};

describe("the bell's count on a page load", () => {
  const clear = () => {
    localStorage.clear();
    sessionStorage.clear();
  };
  beforeEach(clear);
  afterEach(clear);

  it('shows the last count at once, before its call answers, then the answer, which it keeps', async () => {
    const session = signIn({ id: 7, remember: false });
    keepCount(session, 4);
    const { answer } = renderBell();
    // The first drawing, no waiting: the kept figure, named.
    expect(screen.getByRole('button', { name: 'Notificaciones: 4 sin leer' })).toBeInTheDocument();
    answer(6);
    expect(await screen.findByRole('button', { name: 'Notificaciones: 6 sin leer' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(KEPT_COUNT_KEY)!)).toEqual({ account: '7', total: 6 });
  });

  it("never shows another account's count, and forgets it on signing out", () => {
    keepCount({ id: 8, remember: true }, 3);
    signIn({ id: 7, remember: true });
    renderBell();
    expect(screen.getByRole('button', { name: 'Notificaciones: contando las sin leer…' })).toBeInTheDocument();
    clearSession();
    expect(localStorage.getItem(KEPT_COUNT_KEY)).toBeNull();
  });
});
