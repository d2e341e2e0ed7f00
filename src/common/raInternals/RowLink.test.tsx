import { fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { BodyLooks } from './bodyLooks';
import { RowLink } from './RowLink';

const Where = () => <output>{useLocation().pathname}</output>;

const links = (look?: string) =>
  render(
    <TestAdmin path="/usuarios">
      <BodyLooks.Provider value={look === undefined ? undefined : { row: '', link: look, checkboxCell: '', checkbox: '', cells: [] }}>
        <RowLink to="/usuarios/7" className="extra">
          Ana
        </RowLink>
      </BodyLooks.Provider>
      <Where />
    </TestAdmin>,
  );

describe('RowLink', () => {
  it('in a list’s rows: the router’s link with the body’s class and react-admin’s and MUI’s names, and it navigates', async () => {
    links('row-look');
    const link = await screen.findByRole('link', { name: 'Ana' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/usuarios/7');
    expect(link.className).toBe('MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways RaLink-link extra row-look');
    fireEvent.click(link);
    expect(await screen.findByText('/usuarios/7')).toBeTruthy();
  });

  it('elsewhere: react-admin’s Link, styled by MUI', async () => {
    links(undefined);
    const link = await screen.findByRole('link', { name: 'Ana' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/usuarios/7');
    expect(link).toHaveClass('RaLink-link', 'extra');
    expect(link.className).toMatch(/\bcss-/);
    expect(link).not.toHaveClass('row-look');
  });
});
