import { useState } from 'react';
import RedeemIcon from '@mui/icons-material/Redeem';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { RedeemPointsDialog } from './RedeemPointsDialog';

/** Opens the redeem dialog; only for roles allowed `redeem_points` (DOMAIN §1). */
export const RedeemPointsButton = () => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'usuarios', action: 'redeem_points', record });
  if (!record || !canAccess) return null;
  return (
    <>
      <Button label="resources.usuarios.points.redeem" onClick={() => setOpen(true)}>
        <RedeemIcon />
      </Button>
      {open && <RedeemPointsDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
};
