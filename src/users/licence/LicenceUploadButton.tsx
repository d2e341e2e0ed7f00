import { Suspense, useState } from 'react';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { lazyNamed } from '../../common/lazyNamed';

// The dialog brings the date picker: loaded when first opened, not with the record page.
const LicenceUploadDialog = lazyNamed(() => import('./LicenceUploadDialog'), 'LicenceUploadDialog');

/** Opens the licence upload dialog; only for roles allowed the `licence` action (DOMAIN §1). */
export const LicenceUploadButton = () => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'usuarios', action: 'licence', record });
  if (!record || !canAccess) return null;
  return (
    <>
      <Button label={record.licencia ? 'resources.usuarios.licence.replace' : 'resources.usuarios.licence.upload'} onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LicenceUploadDialog record={record} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
