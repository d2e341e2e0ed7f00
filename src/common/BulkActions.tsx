import { BulkStatusButton } from './BulkStatusButton';
import { BulkDeleteWithInUseButton } from './delete';

/** Enable, disable and delete for the selected rows; each hides itself for roles that may not. */
export const BulkActions = () => (
  <>
    <BulkStatusButton enable />
    <BulkStatusButton enable={false} />
    <BulkDeleteWithInUseButton />
  </>
);
