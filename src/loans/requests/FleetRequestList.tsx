import { Title } from 'react-admin';

/** Placeholder until issue #10's screen lands. */
export const FleetRequestList = () => <Title title="FleetRequestList" />;
