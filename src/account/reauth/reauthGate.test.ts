import { askReauth, ReauthCancelled, settleReauth, watchReauth, type ReauthRequest } from './reauthGate';

describe('reauthGate: one prompt between refused calls and the dialog', () => {
  const seen: (ReauthRequest | null)[] = [];
  let stop: () => void = () => undefined;
  beforeEach(() => {
    seen.length = 0;
    stop = watchReauth((request) => seen.push(request));
  });
  afterEach(() => {
    settleReauth(false);
    stop();
  });

  it('tells the watcher of a request and resolves every call waiting on it once confirmed', async () => {
    const first = askReauth({ methods: ['password'] });
    const second = askReauth({ methods: ['password', 'code'] });
    expect(seen).toEqual([null, { methods: ['password'] }]);
    settleReauth(true);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(seen.at(-1)).toBeNull();
  });

  it('rejects the waiting calls when the person cancels, and asks afresh the next time', async () => {
    const refused = askReauth({ methods: ['password'] });
    settleReauth(false);
    await expect(refused).rejects.toBeInstanceOf(ReauthCancelled);
    const next = askReauth({ methods: ['password', 'code'] });
    expect(seen.at(-1)).toEqual({ methods: ['password', 'code'] });
    settleReauth(true);
    await expect(next).resolves.toBeUndefined();
  });

  it('tells a watcher that comes later of the request already open', () => {
    void askReauth({ methods: ['password'] }).catch(() => undefined);
    const late: (ReauthRequest | null)[] = [];
    const stopLate = watchReauth((request) => late.push(request));
    expect(late).toEqual([{ methods: ['password'] }]);
    stopLate();
  });
});
