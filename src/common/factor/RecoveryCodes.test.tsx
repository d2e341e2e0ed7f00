import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWords } from '../../../test/client/withWords';
import { RecoveryCodes } from './RecoveryCodes';

const CODES = ['ABCDE-12345', 'fghjk67890', 'MNPQR-STVWX', 'YZ012-34567', '89ABC-DEFGH', 'JKMNP-QRSTV', 'WXYZ0-12345', '6789A-BCDEF', 'GHJKM-NPQRS', 'TVWXY-Z0123'];

describe('RecoveryCodes', () => {
  it('lists the ten codes as XXXXX-XXXXX, starts at its title, and continues only once the person says they kept them', async () => {
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderWithWords(<RecoveryCodes codes={CODES} email="ana@flotilla.mx" onContinue={onContinue} />);
    expect(screen.getByRole('heading', { name: 'Códigos de recuperación' })).toHaveFocus();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(10);
    expect(items[1]).toBe('FGHJK-67890');
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Los guardé en un lugar seguro' }));
    await user.click(next);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('copies the codes one a line and downloads them as flotilla-codigos.txt', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:codes'));
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithWords(<RecoveryCodes codes={CODES} email="ana@flotilla.mx" onContinue={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copiar los códigos' }));
    expect((await navigator.clipboard.readText()).split('\n')).toEqual(CODES.map((code) => (code.includes('-') ? code : 'FGHJK-67890')));

    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(names).toEqual(['flotilla-codigos.txt']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toContain('ana@flotilla.mx');
    expect(text).toContain('ABCDE-12345\nFGHJK-67890\n');
    click.mockRestore();
  });

  it('says so when the browser refuses to copy, rather than failing unseen', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    renderWithWords(<RecoveryCodes codes={CODES} email="ana@flotilla.mx" onContinue={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copiar los códigos' }));
    expect(await screen.findByText('No se pudo copiar. Seleccione el texto y cópielo a mano.')).toBeInTheDocument();
    expect(screen.queryByText('Copiado')).toBeNull();
    writeText.mockRestore();
  });
});
