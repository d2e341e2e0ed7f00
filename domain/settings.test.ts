import { GROUP_NAMES } from './roles';
import { inGroupOrder, secondFactorGroupsProblem } from './settings';

describe('second_factor_groups', () => {
  it('offers the three back-office groups', () => {
    expect(GROUP_NAMES).toEqual(['Administrador', 'HHRR Administrador', 'C4']);
  });

  it('refuses unknown, repeated or non-text names; an empty list is fine', () => {
    expect(secondFactorGroupsProblem([])).toBeNull();
    expect(secondFactorGroupsProblem(['C4', 'Administrador'])).toBeNull();
    expect(secondFactorGroupsProblem(['C4', 'C4'])).toBe('choice');
    expect(secondFactorGroupsProblem(['Chofer'])).toBe('choice');
    expect(secondFactorGroupsProblem([1])).toBe('choice');
  });

  it('stores them in the groups\' order', () => {
    expect(inGroupOrder(['C4', 'Administrador'])).toEqual(['Administrador', 'C4']);
  });
});
