import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TestAdmin } from '../../test/client/TestAdmin';
import { i18nProvider } from '../providers/i18nProvider';
import { DatePickerInput } from './DatePickerInput';

/** The form's value, as a list's filters would apply it. */
const Stored = () => <output aria-label="stored">{String(useWatch({ name: 'vencimiento' }))}</output>;

const renderPicker = () =>
  render(
    <TestAdmin resource="usuarios">
      <Form>
        <DatePickerInput source="vencimiento" />
        <Stored />
      </Form>
    </TestAdmin>,
  );

/** The field's day, month and year sections as a screen reader names them, with what each shows. */
const sections = () => screen.getAllByRole('spinbutton').map((section) => [section.getAttribute('aria-label'), section.textContent]);

describe('DatePickerInput', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('speaks Spanish from the catalogue: its sections, placeholders, button and calendar', async () => {
    renderPicker();
    const user = userEvent.setup();
    await screen.findByRole('spinbutton', { name: 'Día' });
    expect(sections()).toEqual([
      ['Día', 'DD'],
      ['Mes', 'MM'],
      ['Año', 'AAAA'],
    ]);
    await user.click(screen.getByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('31012026');
    const open = screen.getByRole('button', { name: 'Elegir fecha; la fecha elegida es 31-01-2026' });
    await user.click(open);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'La vista de calendario está abierta; cambiar a la vista de años' })).toBeInTheDocument();
  });

  it('speaks English when the interface does, in the English order', async () => {
    await i18nProvider.changeLocale('en');
    renderPicker();
    await screen.findByRole('spinbutton', { name: 'Day' });
    expect(sections()).toEqual([
      ['Month', 'MM'],
      ['Day', 'DD'],
      ['Year', 'YYYY'],
    ]);
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('01312026');
    expect(screen.getByRole('button', { name: 'Choose date, selected date is 01/31/2026' })).toBeInTheDocument();
  });

  it('stores no day while its year is still being typed: 2, 20 and 202 are not years it means', async () => {
    renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('0503');
    for (const digit of '202') {
      await user.keyboard(digit);
      expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('invalid-date');
    }
    await user.keyboard('6');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('2026-03-05');
  });
});
