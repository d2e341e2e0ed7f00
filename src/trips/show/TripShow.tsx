import { RecordToolbar } from '../../common/actions';
import { RecordPage } from '../../common/crud/RecordPage';
import { ResourceShow } from '../../common/crud/ResourceShow';
import { RecordHistory } from '../../common/history';
import { tripStatusChoices } from '../tripChoices';
import { TripStatusField } from '../TripFields';
import { cancelTrip, completeBoarded } from './tripActions';
import { TripJourney } from './TripJourney';
import { TripMapCard } from './TripMapCard';
import { TripOccupants } from './TripOccupants';
import { TripPoints } from './TripPoints';

/** The state field the trip's calls move (DOMAIN §2), as status words in the history. */
const HISTORY_CHOICES = { status: tripStatusChoices };

/** Back to the trips, then the calls the trip's state and the reader's role allow (none for HR and C4). */
const TOOLBAR = <RecordToolbar actions={[completeBoarded, cancelTrip]} />;

/**
 * /viajes/:id/show: a trip's record page (SPEC §7 Trips): its route and recorded track on one
 * map with the plant and pickup points, its occupants, its journey, its points and the driver's
 * month; cancel (a Scheduled trip) and complete its boarded occupants (a Finished one), admins only.
 */
export const TripShow = () => (
  <ResourceShow cards actions={TOOLBAR}>
    <RecordPage
      title="resources.viajes.show.title"
      status={<TripStatusField />}
      main={
        <>
          <TripMapCard />
          <TripOccupants />
        </>
      }
      side={
        <>
          <TripJourney />
          <TripPoints />
          <RecordHistory choices={HISTORY_CHOICES} variant="timeline" />
        </>
      }
    />
  </ResourceShow>
);
