describe('i18nProvider', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });

  it('starts in Spanish by default (SPEC §1)', async () => {
    const { i18nProvider } = await import('./i18nProvider');
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('app.auth.sign_in')).toBe('Iniciar sesión');
  });

  it('starts in Spanish at once, with nothing to wait for', async () => {
    const { isI18nReady } = await import('./i18nProvider');
    expect(isI18nReady()).toBe(true);
  });

  it('opens in the stored language, English included (reload after switching), once its chunk is in: Root waits for it', async () => {
    localStorage.setItem('flotilla.language', 'en');
    const { i18nProvider, i18nReady, isI18nReady } = await import('./i18nProvider');
    expect(isI18nReady()).toBe(false);
    await i18nReady;
    expect(isI18nReady()).toBe(true);
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('app.auth.sign_in')).toBe('Sign in');
  });

  it('switches language and offers both', async () => {
    const { i18nProvider } = await import('./i18nProvider');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('resources.plantas.name', { smart_count: 2 })).toBe('Plants');
    expect(i18nProvider.getLocales?.().map((l) => l.locale)).toEqual(['es', 'en']);
  });

  it('lower-cases a column in "Ordenar por …" unless it starts with an acronym', async () => {
    const { i18nProvider } = await import('./i18nProvider');
    // As react-admin's header asks it (field_lower_first: the label with its first letter lower-cased).
    const sortBy = (field: string) => i18nProvider.translate('ra.sort.sort_by', { field, field_lower_first: field.charAt(0).toLowerCase() + field.slice(1), order: 'ascendente' });
    expect(sortBy('Nombre')).toBe('Ordenar por nombre ascendente');
    expect(sortBy('ID')).toBe('Ordenar por ID ascendente');
    expect(sortBy('Última salida')).toBe('Ordenar por última salida ascendente');
  });
});
