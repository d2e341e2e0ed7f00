import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { ListContextProvider, RecordContextProvider, type ListControllerResult } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { BESIDE_THE_SCREEN } from '../../providers/firstAnswer';
import { PrefetchedReferences } from './PrefetchedReferences';
import { ReferenceNameField } from './ReferenceNameField';

const departments = [1, 2].map((id) => ({ id, name: `Depto ${id}` }));

const Field = ({ department }: { department: number | null }) => (
  <RecordContextProvider value={{ id: 9, department }}>
    <ReferenceNameField source="department" reference="departamentos" />
  </RecordContextProvider>
);

/** A list screen: it prefetches the departments on opening; its rows come later. */
const Screen = ({ rows }: { rows: boolean }) => <PrefetchedReferences resource="departamentos">{rows && <Field department={1} />}</PrefetchedReferences>;

describe('ReferenceNameField', () => {
  it('shows the referenced record’s name as a link to its page, looked up in one batched call', async () => {
    const getMany = vi.fn(async () => ({ data: [departments[1]] }));
    render(
      <TestAdmin dataProvider={{ getMany } as never}>
        <Field department={2} />
      </TestAdmin>,
    );
    const link = await screen.findByRole('link', { name: 'Depto 2' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/departamentos/2/show');
    expect(getMany).toHaveBeenCalledWith('departamentos', expect.objectContaining({ ids: [2] }));
  });

  it('names its loading bar while the name is looked up', async () => {
    render(
      <TestAdmin dataProvider={{ getMany: () => new Promise(() => undefined) } as never}>
        <Field department={2} />
      </TestAdmin>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
  });

  it('shows the empty text without asking for anything when there is no reference', async () => {
    const getMany = vi.fn(async () => ({ data: [] }));
    render(
      <TestAdmin dataProvider={{ getMany } as never}>
        <Field department={null} />
      </TestAdmin>,
    );
    expect(await screen.findByText('—')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('draws the name from the records its screen prefetched, without a lookup', async () => {
    let answered = false;
    const getList = vi.fn(async () => {
      answered = true;
      return { data: departments, total: 2 };
    });
    const getMany = vi.fn(() => new Promise(() => undefined));
    const dataProvider = { getList, getMany } as never;
    const { rerender } = render(
      <TestAdmin dataProvider={dataProvider}>
        <Screen rows={false} />
      </TestAdmin>,
    );
    await waitFor(() => expect(answered).toBe(true));
    // Said to be beside the screen's list: its answer does not let the bell and the realtime ticket go.
    expect(getList).toHaveBeenCalledWith('departamentos', expect.objectContaining({ pagination: { page: 1, perPage: 1000 }, meta: BESIDE_THE_SCREEN }));
    // The answer's records reach the screen in the promise's continuation.
    await act(async () => undefined);
    rerender(
      <TestAdmin dataProvider={dataProvider}>
        <Screen rows />
      </TestAdmin>,
    );
    expect(await screen.findByRole('link', { name: 'Depto 1' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('draws the names with the rows when the prefetch has answered but the screen has not heard of it yet', async () => {
    // react-query tells observers a task after the answer lands in its cache; in a page load the
    // rows' own answer is told in between. Held here, so that the rows come in that gap.
    const held: (() => void)[] = [];
    notifyManager.setScheduler((tell) => held.push(tell));
    try {
      let answered = false;
      const getList = vi.fn(async () => {
        answered = true;
        return { data: departments, total: 2 };
      });
      const getMany = vi.fn(() => new Promise(() => undefined));
      let showRows = () => undefined as void;
      const Rows = () => {
        const [shown, setShown] = useState(false);
        showRows = () => setShown(true);
        return shown ? <Field department={1} /> : null;
      };
      render(
        <TestAdmin dataProvider={{ getList, getMany } as never}>
          <PrefetchedReferences resource="departamentos">
            <Rows />
          </PrefetchedReferences>
        </TestAdmin>,
      );
      await waitFor(() => expect(answered).toBe(true));
      await act(async () => undefined);
      act(() => showRows());
      expect(screen.getByRole('link', { name: 'Depto 1' })).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(getMany).not.toHaveBeenCalled();
    } finally {
      notifyManager.setScheduler(defaultScheduler);
      act(() => held.splice(0).forEach((tell) => tell()));
    }
  });

  it('waits for the prefetch when the rows come first, then draws from it without a lookup', async () => {
    let answer: (value: { data: typeof departments; total: number }) => void = () => undefined;
    const getList = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const getMany = vi.fn(async () => ({ data: departments }));
    render(
      <TestAdmin dataProvider={{ getList, getMany } as never}>
        <Screen rows />
      </TestAdmin>,
    );
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    act(() => answer({ data: departments, total: 2 }));
    expect(await screen.findByRole('link', { name: 'Depto 1' })).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getMany).not.toHaveBeenCalled();
  });

  it('draws the names at once when its screen opens again, from the answer kept, without waiting or a lookup', async () => {
    // The first visit's calls answer; once it is over, no call does (the cache's refresh included).
    let firstVisit = true;
    const getList = vi.fn(() => (firstVisit ? Promise.resolve({ data: departments, total: 2 }) : new Promise(() => undefined)));
    const getMany = vi.fn(() => new Promise(() => undefined));
    const dataProvider = { getList, getMany } as never;
    const { rerender } = render(
      <TestAdmin dataProvider={dataProvider}>
        <Screen rows />
      </TestAdmin>,
    );
    expect(await screen.findByRole('link', { name: 'Depto 1' }, { timeout: 10_000 })).toBeTruthy();
    firstVisit = false;
    rerender(
      <TestAdmin dataProvider={dataProvider}>
        <p>Otra pantalla</p>
      </TestAdmin>,
    );
    expect(await screen.findByText('Otra pantalla')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Depto 1' })).toBeNull();
    rerender(
      <TestAdmin dataProvider={dataProvider}>
        <Screen rows />
      </TestAdmin>,
    );
    expect(await screen.findByRole('link', { name: 'Depto 1' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('looks the record up itself when the prefetch fails', async () => {
    const getList = vi.fn(async () => {
      throw new Error('down');
    });
    const getMany = vi.fn(async () => ({ data: [departments[0]] }));
    render(
      <TestAdmin dataProvider={{ getList, getMany } as never}>
        <Screen rows />
      </TestAdmin>,
    );
    expect(await screen.findByRole('link', { name: 'Depto 1' }, { timeout: 10_000 })).toBeTruthy();
    expect(getMany).toHaveBeenCalledWith('departamentos', expect.objectContaining({ ids: [1] }));
  });

  it('draws the name from the records its list page came with, without a lookup', async () => {
    const getMany = vi.fn(() => new Promise(() => undefined));
    const page = { data: [{ id: 9, department: 2 }], total: 1, meta: { prefetched: { departamentos: departments } } } as unknown as ListControllerResult;
    render(
      <TestAdmin dataProvider={{ getMany } as never}>
        <ListContextProvider value={page}>
          <Field department={2} />
        </ListContextProvider>
      </TestAdmin>,
    );
    expect(await screen.findByRole('link', { name: 'Depto 2' })).toBeInTheDocument();
    expect(getMany).not.toHaveBeenCalled();
  });
});
