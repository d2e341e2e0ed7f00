import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { stubObjectUrls } from './auditFixtures';
import { useAuditPhotos } from './useAuditPhotos';
import { until } from '../../../test/client/until';

const items = [
  { id: 1, pieza: 3, accesorio: null, name: 'Llanta', calificacion: 'good', comentario: 'ok', imagen: '/api/auditoria/11/items/1/imagen/' },
  { id: 2, pieza: 4, accesorio: null, name: 'Parabrisas', calificacion: 'good', comentario: 'ok', imagen: '/api/auditoria/11/items/2/imagen/' },
];

const Photos = () => {
  const urls = useAuditPhotos(11, items);
  return (
    <ul>
      {items.map((item) => (urls[item.id] ? <li key={item.id}>{`${item.name} ${urls[item.id]}`}</li> : null))}
    </ul>
  );
};

/** A getFileAt whose answers the test releases one by one, as a slow network would. */
function slowPhotos() {
  const release: Record<string, () => void> = {};
  const getFileAt = vi.fn(
    (address: string) =>
      new Promise<{ blob: Blob }>((resolve) => {
        release[address] = () => resolve({ blob: new Blob([address], { type: 'image/jpeg' }) });
      }),
  );
  return { getFileAt, release };
}

beforeEach(stubObjectUrls);

describe('useAuditPhotos', () => {
  it('keeps the URL of a photo on screen when another arrives, and revokes them all when the page goes (StrictMode)', async () => {
    const { getFileAt, release } = slowPhotos();
    const view = render(
      <StrictMode>
        <TestAdmin dataProvider={{ getFileAt } as never}>
          <Photos />
        </TestAdmin>
      </StrictMode>,
    );
    await until(() => expect(release['/api/auditoria/11/items/2/imagen/']).toBeDefined());
    await act(async () => release['/api/auditoria/11/items/1/imagen/']());
    const first = (await screen.findByText(/^Llanta blob:/)).textContent!.split(' ')[1];
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(first);
    await act(async () => release['/api/auditoria/11/items/2/imagen/']());
    const second = (await screen.findByText(/^Parabrisas blob:/)).textContent!.split(' ')[1];
    // The first photo's URL is the same one, still valid, while the second gets its own.
    expect(screen.getByText(/^Llanta blob:/)).toHaveTextContent(`Llanta ${first}`);
    expect(second).not.toBe(first);
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(first);
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(second);
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(second);
  });
});
