import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { ExportListButton } from './ExportListButton';
import { until } from '../../test/client/until';

const listContext = {
  resource: 'plantas',
  filterValues: { q: 'nor', status: 1 },
  sort: { field: 'name', order: 'DESC' },
  total: 12,
} as unknown as ListControllerResult;

describe('ExportListButton', () => {
  it('exports the filtered, sorted list in the chosen format and downloads the file', async () => {
    let finish!: (value: { blob: Blob; filename: string }) => void;
    const exportList = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    // jsdom has no object URLs: provide them for this test only.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:x');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    render(
      <TestAdmin resource="plantas" dataProvider={{ exportList } as never}>
        <ListContextProvider value={listContext}>
          <ExportListButton />
        </ListContextProvider>
      </TestAdmin>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));
    expect(exportList).toHaveBeenCalledWith('plantas', { filter: { q: 'nor', status: 1 }, sort: { field: 'name', order: 'DESC' }, format: 'csv' });
    // Progress while the server builds the file.
    expect(await screen.findByRole('button', { name: 'Exportando…' })).toBeDisabled();

    finish({ blob: new Blob(['a,b']), filename: 'plantas-20250101-1200.csv' });
    await until(() => expect(click).toHaveBeenCalled());
    // The file keeps the name the server gave it, in the caller's language.
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('plantas-20250101-1200.csv');
    expect(createObjectURL).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Exportar' })).toBeEnabled();
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
});
