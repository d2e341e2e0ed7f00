import { Suspense, useState } from 'react';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, useRecordContext } from 'react-admin';
import { useCanDo, type ResourceName } from '../../providers/actions';
import { lazyNamed } from '../lazyNamed';
import type { AnyUploadableFile, UploadableFile } from './types';

// The dialog brings the date picker: loaded when first opened, not with the record page.
const FileUploadDialog = lazyNamed(() => import('./FileUploadDialog'), 'FileUploadDialog');

/** Opens the upload dialog of a declared file; only for roles allowed its action on this record (DOMAIN §1). */
export const FileUploadButton = <R extends ResourceName>({ file }: { file: UploadableFile<R> }) => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanDo(file.resource, file.action, record);
  if (!record || !canAccess) return null;
  return (
    <>
      <Button label={record[file.source] ? file.labels.replace : file.labels.upload} onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FileUploadDialog file={file as AnyUploadableFile} record={record} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
