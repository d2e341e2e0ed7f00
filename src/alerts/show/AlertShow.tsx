import { RecordToolbar } from '../../common/actions';
import { RecordPage } from '../../common/crud/RecordPage';
import { ResourceShow } from '../../common/crud/ResourceShow';
import { RecordHistory } from '../../common/history';
import { alertStatusChoices } from '../alertChoices';
import { AlertStatusField } from '../AlertFields';
import { attendAlert } from './alertActions';
import { AlertAttended } from './AlertAttended';
import { AlertIssuer } from './AlertIssuer';
import { AlertMapCard } from './AlertMapCard';

/** The state field attending moves (DOMAIN §5), as status words in the history. */
const HISTORY_CHOICES = { status: alertStatusChoices };

/** Back to the alerts, then Atender where the alert is active and the reader may attend (admin and C4). */
const TOOLBAR = <RecordToolbar actions={[attendAlert]} />;

/**
 * /alertas/:id/show: a panic alert's page (DOMAIN §5): where it was raised on a map (with the
 * trip's route and track when raised on one), who raised it and how long ago, and Atender with a
 * required comment for an active alert (admin and C4); once attended, who, when and the comment.
 * The map stands beside the issuer (one column on phones).
 */
export const AlertShow = () => (
  <ResourceShow cards actions={TOOLBAR}>
    <RecordPage
      title="resources.alertas.show.title"
      status={<AlertStatusField />}
      main={<AlertMapCard />}
      side={
        <>
          <AlertIssuer />
          <AlertAttended />
          <RecordHistory choices={HISTORY_CHOICES} variant="timeline" />
        </>
      }
    />
  </ResourceShow>
);
