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

  it('starts synchronously in the stored language, English included (reload after switching)', async () => {
    localStorage.setItem('flotilla.language', 'en');
    const { i18nProvider } = await import('./i18nProvider');
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('app.auth.sign_in')).toBe('Sign in');
  });

  it('switches language and offers both', async () => {
    const { i18nProvider } = await import('./i18nProvider');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('resources.plantas.name', { smart_count: 2 })).toBe('Plants');
    expect(i18nProvider.getLocales?.().map((l) => l.locale)).toEqual(['es', 'en']);
  });
});
