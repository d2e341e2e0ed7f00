import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, hexToRgb } from '@mui/material/styles';
import { SaveButton, SimpleForm } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { theme } from '../../theme';
import { PolicyFileInput } from './PolicyFileInput';

const policy = { types: ['image/jpeg', 'image/png'], maxMb: 5 };

const renderInput = async () => {
  render(
    <TestAdmin theme={theme}>
      <SimpleForm onSubmit={vi.fn()} toolbar={<SaveButton alwaysEnable />}>
        <PolicyFileInput source="imagen1" label="Foto frontal" policy={policy} image required />
      </SimpleForm>
    </TestAdmin>,
  );
  const input = await screen.findByLabelText('Foto frontal');
  return { input, zone: screen.getByTestId('dropzone'), actor: userEvent.setup() };
};

describe('PolicyFileInput', () => {
  it('is a labelled file input the keyboard reaches, described by what it takes', async () => {
    const { input, actor } = await renderInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('JPEG o PNG, hasta 5 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await actor.tab();
    expect(input).toHaveFocus();
  });

  it('marks the drop zone, not only its helper text, when a required file is missing', async () => {
    const { input, zone, actor } = await renderInput();
    const edge = getComputedStyle(zone).borderColor;
    await actor.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija un archivo.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Elija un archivo.');
    // The theme's error colour, which reads at 3:1 or more on the page (src/theme.test.tsx: 4.5).
    const error = hexToRgb(createTheme(theme).palette.error.main);
    expect(getComputedStyle(zone).borderColor).toBe(error);
    expect(edge).not.toBe(error);
  });
});
