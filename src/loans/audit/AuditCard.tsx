import { useState } from 'react';
import { Alert, Box, Button, ButtonBase, Card, CardContent, Chip, CircularProgress, Stack, Typography, type ChipProps } from '@mui/material';
import { FunctionField, RecordContextProvider, ReferenceField, useGetOne, useLocale, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { formatNumber } from '../../../domain/numbers';
import { DateTimeField } from '../../common/DateTimeField';
import { ImageViewer } from '../../common/imageViewer';
import { fullName } from '../../users/userName';
import { Detail } from '../../common/sections';
import type { AuditKind } from './auditCatalogue';
import type { AuditItem } from '../report/compareAudits';
import { useAuditPhotos } from './useAuditPhotos';

const RATING_COLORS: Record<string, ChipProps['color']> = { good: 'success', regular: 'warning', bad: 'error', yes: 'success', no: 'error' };

/** One audit's readings and items; each photo a thumbnail that opens the image viewer. */
const AuditBody = ({ audit }: { audit: RaRecord }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const items = (audit.items ?? []) as AuditItem[];
  const urls = useAuditPhotos(audit.id, items);
  const images = items.filter((item) => urls[String(item.id)]).map((item) => ({ src: urls[String(item.id)], alt: translate('resources.prestamos.audit.photo.alt', { name: item.name }) }));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <RecordContextProvider value={audit}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Detail label={translate('resources.prestamos.audit.view.date')}>
          <DateTimeField source="created_at" />
        </Detail>
        <Detail label={translate('resources.prestamos.audit.view.author')}>
          <ReferenceField source="created_by" reference="usuarios" link={false} emptyText="—">
            <FunctionField render={fullName} />
          </ReferenceField>
        </Detail>
        <Detail label={translate('resources.prestamos.audit.fields.kilometraje')}>{formatNumber(Number(audit.kilometraje), locale)}</Detail>
        <Detail label={translate('resources.prestamos.audit.fields.gasolina')}>{`${audit.gasolina} %`}</Detail>
      </Stack>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {translate('resources.prestamos.audit.view.items')}
      </Typography>
      {items.length === 0 && <Typography variant="body2">{translate('resources.prestamos.audit.view.no_items')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => {
          const url = urls[String(item.id)];
          const index = images.findIndex((image) => image.src === url);
          return (
            <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              {url ? (
                <ButtonBase onClick={() => setOpen(index)} aria-label={translate('resources.prestamos.audit.photo.open', { name: item.name })} sx={{ borderRadius: 1, flexShrink: 0 }}>
                  <Box component="img" src={url} alt={translate('resources.prestamos.audit.photo.alt', { name: item.name })} sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                </ButtonBase>
              ) : (
                <Box sx={{ width: 72, height: 54, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover' }} title={translate('resources.prestamos.audit.photo.missing')} />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {item.name}
                  </Typography>
                  <Chip size="small" color={RATING_COLORS[item.calificacion] ?? 'default'} label={translate(`resources.prestamos.audit.ratings.${item.calificacion}`, { _: item.calificacion })} />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {item.comentario}
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </Stack>
      <ImageViewer images={images} open={open !== null} initialIndex={open ?? 0} onClose={() => setOpen(null)} />
    </RecordContextProvider>
  );
};

/** An audit of the loan by its id (GET auditoria/{id}/), "not done yet" without one. */
export const AuditCard = ({ kind, auditId }: { kind: AuditKind; auditId: Identifier | null | undefined }) => {
  const translate = useTranslate();
  const done = auditId !== null && auditId !== undefined && auditId !== '';
  const { data, isPending, error, refetch } = useGetOne('auditoria', { id: auditId as Identifier }, { enabled: done, retry: false });
  const title = translate(`resources.prestamos.audit.type.${kind}`);
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {!done && <Typography variant="body2">{translate('resources.prestamos.audit.view.not_done')}</Typography>}
        {done && isPending && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
        {done && error != null && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('resources.prestamos.audit.preload.retry')}
              </Button>
            }
          >
            {translate('resources.prestamos.audit.preload.failed', { what: translate(`resources.prestamos.audit.preload.${kind}`) })}
          </Alert>
        )}
        {done && data && <AuditBody audit={data} />}
      </CardContent>
    </Card>
  );
};
