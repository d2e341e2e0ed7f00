import { useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, useTranslate } from 'react-admin';
import { LOAN_TRANSITIONS } from '../../../domain/loans';
import { RecordActionDialog } from '../../common/actions';
import { useCanDo } from '../../providers/actions';
import { REJECTION_REASON } from '../show/actions/loanDecisions';
import { useBulkDecision, type BulkProgress } from './useBulkDecision';
import type { RejectCall } from './requestDecisions';

/** How far the calls have gone ("Procesando 2 de 3"). */
const Progress = ({ progress }: { progress: BulkProgress | null }) => {
  const translate = useTranslate();
  if (!progress) return null;
  const text = translate('resources.prestamos.list.bulk.progress', progress);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress variant="determinate" value={(100 * progress.done) / progress.total} aria-label={text} />
    </Box>
  );
};

type Kind = 'accept' | 'reject';

/** One bulk decision: its button, and a confirmation (with the one reason for all, when rejecting) that shows the progress. */
const BulkDecisionButton = ({ kind, call }: { kind: Kind; call: string }) => {
  const translate = useTranslate();
  const { run, progress, count } = useBulkDecision();
  const [open, setOpen] = useState(false);
  const confirm = async (values: Record<string, unknown>) => {
    await run({
      path: call,
      options: kind === 'reject' ? { method: 'POST', body: { motivo_de_rechazo: String(values.motivo_de_rechazo ?? '').trim() } } : undefined,
      success: `resources.prestamos.list.bulk.${kind === 'accept' ? 'accepted' : 'rejected'}`,
      partial: `resources.prestamos.list.bulk.${kind}_partial`,
    });
    setOpen(false);
    return undefined;
  };
  return (
    <>
      <Button label={`resources.prestamos.list.decisions.${kind}`} color={kind === 'accept' ? 'success' : 'error'} onClick={() => setOpen(true)} disabled={count === 0}>
        {kind === 'accept' ? <CheckCircleIcon /> : <CancelIcon />}
      </Button>
      {open && (
        <RecordActionDialog
          title={translate(`resources.prestamos.list.bulk.${kind}_title`, { smart_count: count })}
          content={translate(`resources.prestamos.list.bulk.${kind}_content`)}
          inputs={<Progress progress={progress} />}
          reason={kind === 'reject' ? REJECTION_REASON : undefined}
          submitLabel={`resources.prestamos.list.decisions.${kind}`}
          submitIcon={kind === 'accept' ? <CheckCircleIcon /> : <CancelIcon />}
          // Closing mid-way would hide the outcome: the calls run to the end either way.
          onClose={() => progress === null && setOpen(false)}
          onConfirm={confirm}
        />
      )}
    </>
  );
};

/** Accept or reject the selected requests, for readers who may decide (admin, HR). */
export const BulkDecisionButtons = ({ rejectCall }: { rejectCall: RejectCall | null }) => {
  const { canAccess: canAccept } = useCanDo('prestamos', 'accept');
  return (
    <>
      {canAccept && <BulkDecisionButton kind="accept" call={LOAN_TRANSITIONS.aceptar_solicitud.path} />}
      {rejectCall && <BulkDecisionButton kind="reject" call={rejectCall} />}
    </>
  );
};
