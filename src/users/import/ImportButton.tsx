import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CanAccess } from 'react-admin';
import { ImportDialog } from './ImportDialog';

/** Opens the import dialog; only for roles allowed the `import` action (DOMAIN §1). */
export const ImportButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <CanAccess action="import">
      <Button label="resources.usuarios.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </CanAccess>
  );
};
