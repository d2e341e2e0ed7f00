import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../../common/actions/ActionButton';
import { auditPath } from '../../loanPaths';

/**
 * Initial or final audit: a link to the audit page's `crear` route, which works out from the
 * loan's state which audit is due (docs/DECISIONS.md "The audit route's types").
 */
export const AuditButton = ({ kind }: { kind: 'initial' | 'final' }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <ActionButton label={`resources.prestamos.actions.audit.${kind}`} icon={<FactCheckIcon />} to={auditPath(record.id, 'crear')} />
  );
};
