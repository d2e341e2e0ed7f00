import { memo, type ReactNode } from 'react';
import { LinearProgress, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import ErrorIcon from '@mui/icons-material/Error';
import { useCreatePath, useGetRecordRepresentation, useRecordContext, useReference, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { RowLink } from '../raInternals/RowLink';
import { usePageRecord } from './usePageRecord';
import { usePrefetched } from './PrefetchedReferences';

export interface ReferenceNameFieldProps {
  source: string;
  /** The referenced resource (its recordRepresentation names the record). */
  reference: string;
  /** 'show' links to the referenced record's page; false shows the name alone. */
  link?: 'show' | false;
  emptyText?: string;
  record?: RaRecord;
}

// ReferenceField's root style (the link's text takes the primary colour from MUI's Link).
const rootStyle = { lineHeight: 'initial' } as const;
const SCROLL_TO_TOP = { _scrollToTop: true };

type NameProps = { reference: string; id: Identifier; link: 'show' | false };

/**
 * The name, linked or not, as ReferenceField draws it (same classes). Memoised: when the screen
 * hears of its prefetched records, the cells that already drew them from the cache get the same
 * record and skip drawing it again.
 */
const Name = memo(({ reference, id, link, record }: NameProps & { record: RaRecord | undefined }) => {
  const represent = useGetRecordRepresentation(reference);
  const createPath = useCreatePath();
  const name: ReactNode = (
    <Typography component="span" variant="body2">
      {represent(record)}
    </Typography>
  );
  return (
    <span className="RaReferenceField-root" style={rootStyle}>
      {link ? (
        <RowLink to={createPath({ resource: reference, id, type: link })} className="RaReferenceField-link" state={SCROLL_TO_TOP}>
          {name}
        </RowLink>
      ) : (
        name
      )}
    </span>
  );
});

/** A record the screen did not prefetch: react-admin's batched lookup, its loading bar and error icon. */
const LookedUp = ({ reference, id, link }: NameProps) => {
  const { referenceRecord, error, isLoading } = useReference({ reference, id });
  const translate = useTranslate();
  if (error && referenceRecord == null) {
    return (
      <div>
        <ErrorIcon role="presentation" color="error" fontSize="small" />
        <span style={visuallyHidden}>{typeof error === 'string' ? error : error.message}</span>
      </div>
    );
  }
  if (isLoading) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return <Name reference={reference} id={id} link={link} record={referenceRecord} />;
};

/**
 * The referenced record's name, linking to its page: what react-admin's ReferenceField draws,
 * without its per-cell access queries and the second render that adds the link, and without a
 * lookup at all when the screen prefetched the records (PrefetchedReferences) or its list's page
 * came with them (usePageRecord).
 */
export const ReferenceNameField = ({ source, reference, link = 'show', emptyText = '—', record: given }: ReferenceNameFieldProps) => {
  const record = useRecordContext({ record: given });
  const prefetched = usePrefetched(reference);
  const translate = useTranslate();
  const id = record?.[source] as Identifier | null | undefined;
  const known = usePageRecord(reference, id) ?? prefetched?.get(String(id));
  if (id == null || id === '') {
    return (
      <Typography component="span" variant="body2">
        {emptyText && translate(emptyText, { _: emptyText })}
      </Typography>
    );
  }
  if (known) return <Name reference={reference} id={id} link={link} record={known} />;
  // The screen's call for every record is on its way: wait for it rather than ask again.
  if (prefetched === null) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return <LookedUp reference={reference} id={id} link={link} />;
};
