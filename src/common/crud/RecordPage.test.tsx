import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { RecordPage, type RecordPageProps } from './RecordPage';

const cards = { main: <p>Mapa</p>, side: <p>Detalles</p> };
const texts = () => screen.getAllByText(/^(Mapa|Detalles)$/).map((card) => card.textContent);

const renderPage = (props: Partial<RecordPageProps>, record: { id: number } | null = { id: 12 }) =>
  render(
    <TestAdmin resource="viajes">
      <RecordContextProvider value={record ?? undefined}>
        <RecordPage {...cards} {...props} />
      </RecordContextProvider>
    </TestAdmin>,
  );

describe('RecordPage', () => {
  it('heads the page with the record named by its number and its state beside it, then the wide column first', () => {
    renderPage({ title: 'resources.viajes.show.title', status: <span>Programado</span> });
    expect(screen.getByRole('heading', { level: 1, name: 'Viaje #12' })).toBeInTheDocument();
    expect(screen.getByText('Programado')).toBeInTheDocument();
    expect(texts()).toEqual(['Mapa', 'Detalles']);
  });

  it('puts the narrow column first when asked, with no heading of its own', () => {
    renderPage({ sideFirst: true });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(texts()).toEqual(['Detalles', 'Mapa']);
  });

  it('waits for the record when its heading names it, and shows its cards meanwhile when not', () => {
    const { unmount } = renderPage({ title: 'resources.viajes.show.title' }, null);
    expect(screen.queryByText('Mapa')).not.toBeInTheDocument();
    unmount();
    renderPage({}, null);
    expect(texts()).toEqual(['Mapa', 'Detalles']);
  });
});
