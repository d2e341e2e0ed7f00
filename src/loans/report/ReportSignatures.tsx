import { Box, Grid, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { Audit } from './compareAudits';
import { fullName } from '../../users/userName';
import type { ReportText } from './reportText';

interface Party {
  role: 'delivered_by' | 'received_by';
  person?: RaRecord;
}

/** A line to write on, with its caption under it; the name is printed above it when known. */
const Line = ({ caption, value }: { caption: string; value?: string }) => (
  <Box sx={{ mt: 2.5 }}>
    <Typography variant="body2" sx={{ minHeight: '1.5em' }}>
      {value}
    </Typography>
    <Box sx={{ borderTop: 1, borderColor: 'text.primary' }} />
    <Typography variant="caption">{caption}</Typography>
  </Box>
);

const Block = ({ party, day, text }: { party: Party; day: string; text: ReportText }) => (
  <Grid size={{ xs: 12, sm: 6 }} className="report-keep">
    <Typography variant="subtitle2">{text.t(`signatures.${party.role}`)}</Typography>
    <Line caption={text.t('signatures.name')} value={fullName(party.person)} />
    <Line caption={text.t('signatures.signature')} />
    <Line caption={text.t('signatures.date')} value={day} />
  </Grid>
);

export interface ReportSignaturesProps {
  initial: Audit;
  final: Audit;
  requester?: RaRecord;
  initialAuditor?: RaRecord;
  finalAuditor?: RaRecord;
  text: ReportText;
}

/**
 * Where people sign: at hand-over the fleet staff who audited delivers and the requester
 * receives; at return the other way round. Names and the audit's date are printed; the
 * signature lines stay blank.
 */
export const ReportSignatures = ({ initial, final, requester, initialAuditor, finalAuditor, text }: ReportSignaturesProps) => {
  const moments = [
    { key: 'handover', audit: initial, parties: [{ role: 'delivered_by', person: initialAuditor }, { role: 'received_by', person: requester }] },
    { key: 'return', audit: final, parties: [{ role: 'delivered_by', person: requester }, { role: 'received_by', person: finalAuditor }] },
  ] as const;
  return (
    <Box component="section" aria-labelledby="report-signatures" className="report-keep">
      <Typography id="report-signatures" variant="h6" component="h2" sx={{ mb: 1 }}>
        {text.t('sections.signatures')}
      </Typography>
      <Grid container spacing={3}>
        {moments.map((moment) => (
          <Grid key={moment.key} size={{ xs: 12, md: 6 }} className="report-keep">
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {text.t(`signatures.${moment.key}`)}
            </Typography>
            <Grid container spacing={2}>
              {moment.parties.map((party) => (
                <Block key={party.role} party={party} day={text.date(moment.audit.created_at, false)} text={text} />
              ))}
            </Grid>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
