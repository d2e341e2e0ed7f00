import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditProvider, loan, renderAudit, stubObjectUrls } from './auditFixtures';

beforeEach(stubObjectUrls);

describe('Audit page, ver (SPEC §2)', () => {
  it('shows both audits with readings, rating chips, comments and photo thumbnails that open the viewer', async () => {
    const user = userEvent.setup();
    const provider = auditProvider(loan({ status: 4, auditoria_inicial: 11, auditoria_final: 12 }));
    render(renderAudit(provider, { path: '/viajes_fleet/viajes/7/auditorias/ver' }));
    const initial = await screen.findByRole('region', { name: 'Auditoría inicial' });
    const final = screen.getByRole('region', { name: 'Auditoría final' });
    expect(provider.getOne).toHaveBeenCalledWith('auditoria', expect.objectContaining({ id: 11 }));
    expect(provider.getOne).toHaveBeenCalledWith('auditoria', expect.objectContaining({ id: 12 }));
    expect(await within(initial).findByText('Sin desgaste')).toBeInTheDocument();
    expect(within(initial).getByText('Bueno')).toBeInTheDocument();
    expect(within(initial).getByText('100 %')).toBeInTheDocument();
    expect(within(final).getByText('Malo')).toBeInTheDocument();
    expect(within(final).getByText('Ponchada')).toBeInTheDocument();
    expect(within(final).getByText('Sí')).toBeInTheDocument();
    expect(within(final).getByText('40 %')).toBeInTheDocument();
    expect(await within(final).findByText('Rubén Hernández')).toBeInTheDocument();
    // Each photo is read with the token, as a blob, at the address the audit's answer gives it.
    expect(provider.getFileAt).toHaveBeenCalledWith('/api/auditoria/12/items/42/imagen/');
    expect(await within(final).findByRole('img', { name: 'Foto de Llanta delantera' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acta de entrega y devolución' })).toHaveAttribute('href', '/viajes_fleet/viajes/7/reporte');
    expect(screen.getByRole('link', { name: 'Volver al préstamo' })).toHaveAttribute('href', '/viajes_fleet/viajes/7');
    await user.click(within(final).getByRole('button', { name: 'Ampliar la foto de Llanta delantera' }));
    const viewer = await screen.findByRole('dialog', { name: 'Visor de imágenes' });
    expect(within(viewer).getByRole('img', { name: 'Foto de Llanta delantera' })).toBeInTheDocument();
  });

  it('says a final audit not done yet, and offers no hand-over report', async () => {
    const provider = auditProvider(loan({ status: 2, auditoria_inicial: 11 }));
    render(renderAudit(provider, { path: '/viajes_fleet/viajes/7/auditorias/ver' }));
    const final = await screen.findByRole('region', { name: 'Auditoría final' });
    expect(within(final).getByText('Aún no se ha hecho.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Auditoría inicial' })).findByText('Sin desgaste')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acta de entrega y devolución' })).not.toBeInTheDocument();
  });

  it('shows only the initial audit at auditoria_inicial', async () => {
    const provider = auditProvider(loan({ status: 4, auditoria_inicial: 11, auditoria_final: 12 }));
    render(renderAudit(provider, { path: '/viajes_fleet/viajes/7/auditorias/auditoria_inicial' }));
    expect(await screen.findByRole('region', { name: 'Auditoría inicial' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Auditoría final' })).not.toBeInTheDocument();
    expect(provider.getOne).not.toHaveBeenCalledWith('auditoria', expect.objectContaining({ id: 12 }));
  });

  it('answers an unknown audit type with the 404 page', async () => {
    const provider = auditProvider(loan());
    render(renderAudit(provider, { path: '/viajes_fleet/viajes/7/auditorias/otra' }));
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(provider.getOne).not.toHaveBeenCalled();
  });
});
