import { Alert, Button, Stack, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { AuditItem } from './auditCatalogue';
import { AuditItemRow } from './AuditItemRow';

const SECTIONS = {
  pieza: { title: 'parts', manage: 'manage_parts', empty: 'no_parts', path: '/piezas' },
  accesorio: { title: 'accessories', manage: 'manage_accessories', empty: 'no_accessories', path: '/accesorios' },
} as const;

/** The parts or the accessories to rate, with a link to manage the catalogue beside the header. */
export const AuditItemsSection = ({ kind, items, loaded }: { kind: AuditItem['kind']; items: readonly AuditItem[]; loaded: boolean }) => {
  const translate = useTranslate();
  const section = SECTIONS[kind];
  const manage = (
    <Button component={RouterLink} to={section.path} size="small" startIcon={<SettingsIcon />}>
      {translate(`resources.prestamos.audit.sections.${section.manage}`)}
    </Button>
  );
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {translate(`resources.prestamos.audit.sections.${section.title}`)}
        </Typography>
        {manage}
      </Stack>
      {/* A list that failed to load is told once, at the top, with its retry. */}
      {loaded && items.length === 0 && <Alert severity="info">{translate(`resources.prestamos.audit.sections.${section.empty}`)}</Alert>}
      {items.map((item) => (
        <AuditItemRow key={item.key} item={item} />
      ))}
    </Stack>
  );
};
