import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider, useGetOne } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { PROGRESS_COLORS, TopProgressBar } from './TopProgressBar';
import { until } from '../../test/client/until';

const Loader = () => {
  useGetOne('plantas', { id: 1 }, { retry: false });
  return null;
};

const renderWith = (getOne: () => Promise<unknown>) =>
  render(
    <AdminContext dataProvider={testDataProvider({ getOne } as never)} i18nProvider={i18nProvider} store={memoryStore()}>
      <TopProgressBar />
      <Loader />
    </AdminContext>,
  );

describe('TopProgressBar', () => {
  it('is amber while loading and disappears when done', async () => {
    let finish!: (value: unknown) => void;
    renderWith(() => new Promise((resolve) => (finish = resolve)));
    const bar = await screen.findByTestId('top-progress');
    expect(bar).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('progressbar', { name: 'Cargando datos' })).toBeInTheDocument();
    expect(PROGRESS_COLORS.loading).toBe('#FFB300');
    finish({ data: { id: 1 } });
    await until(() => expect(screen.queryByTestId('top-progress')).not.toBeInTheDocument());
  });

  it('turns dark red when a load fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(() => Promise.reject(new Error('boom')));
    await until(() => expect(screen.getByTestId('top-progress')).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByRole('progressbar', { name: 'La carga falló' })).toBeInTheDocument();
    expect(PROGRESS_COLORS.failed).toBe('#8B0000');
  });

  it('turns dark red when a call fails too (a mutation, such as accepting a licence)', async () => {
    const Caller = () => {
      const { mutate } = useMutation({ mutationFn: () => Promise.reject(new Error('409')) });
      useEffect(() => mutate(), [mutate]);
      return null;
    };
    render(
      <AdminContext dataProvider={testDataProvider({} as never)} i18nProvider={i18nProvider} store={memoryStore()}>
        <TopProgressBar />
        <Caller />
      </AdminContext>,
    );
    await until(() => expect(screen.getByTestId('top-progress')).toHaveAttribute('data-state', 'failed'));
  });
});
