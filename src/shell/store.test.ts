import { setLocale } from '../providers/locale';
import { followChosenLanguage, store } from './store';

describe('the UI store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the light or dark theme when signing out resets it, and forgets the rest', () => {
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('vehiculos.datatable.columns', ['matricula']);
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('vehiculos.datatable.columns')).toBeUndefined();
    store.teardown();
  });

  it('leaves the theme unset when none was chosen', () => {
    store.setup();
    store.setItem('vehiculos.datatable.columns', ['matricula']);
    store.reset();
    expect(store.getItem('theme')).toBeUndefined();
    store.teardown();
  });

  it('starts from the language chosen, which a page loaded before its words came has not stored yet', () => {
    store.setItem('locale', 'es');
    setLocale('en');
    followChosenLanguage(store);
    expect(store.getItem('locale')).toBe('en');
    localStorage.clear();
    followChosenLanguage(store);
    expect(store.getItem('locale')).toBe('es');
  });
});
