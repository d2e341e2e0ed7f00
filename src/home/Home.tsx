import { createElement, useEffect } from 'react';
import { Box, Card, CardActionArea, CardContent, Chip, Grid, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useResourceDefinitions, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import { rolesOf } from '../../domain/roles';
import { SCREEN_LINKS } from '../layout/screenLinks';
import { getSession } from '../providers/session';
import { noteAnswer } from '../providers/firstAnswer';

/** Welcome page at / (aliases /Inicio, /Home): who is signed in and the screens the role may open. */
export const Home = () => {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  // The home page asks for no list or record: the bell and realtime need not wait for one.
  useEffect(() => noteAnswer(), []);
  const session = getSession();
  const groups = session?.roles ?? [];
  const role = rolesOf(groups)[0];
  const shortcuts = [
    ...Object.values(resources)
      .filter((r) => r.hasList && canAccess(groups, r.name, 'list'))
      .map((r) => ({ key: r.name, path: `/${r.name}`, label: `resources.${r.name}.name`, resource: r.name, icon: r.icon })),
    ...SCREEN_LINKS.filter((screen) => canAccess(groups, screen.resource, 'list')).map((screen) => ({ ...screen, key: screen.path })),
  ];

  return (
    <Box component="main" sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.home.welcome', { name: session?.nombre ?? '' })}
      </Typography>
      <Typography variant="body1">{translate('app.home.signed_in_as', { email: session?.email ?? '' })}</Typography>
      <Typography variant="body1" gutterBottom>
        {translate('app.home.role', { role: translate(`app.roles.${role ?? 'none'}`) })}
      </Typography>

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('app.home.shortcuts')}
      </Typography>
      {shortcuts.length === 0 && <Typography>{translate('app.home.no_shortcuts')}</Typography>}
      <Grid container spacing={2} component="nav" aria-label={translate('app.home.shortcuts')}>
        {shortcuts.map((shortcut) => {
          const label = translate(shortcut.label, { smart_count: 2 });
          const readOnly = !canAccess(groups, shortcut.resource, 'create');
          return (
            <Grid key={shortcut.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined">
                {/* Named by what it shows, "Solo lectura" included (WCAG 2.5.3); the space keeps the two words apart in that name. */}
                <CardActionArea component={Link} to={shortcut.path}>
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    {shortcut.icon && createElement(shortcut.icon, { fontSize: 'large', color: 'primary' })}
                    <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
                      {label}
                    </Typography>{' '}
                    {readOnly && <Chip size="small" label={translate('app.home.read_only')} />}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
};
