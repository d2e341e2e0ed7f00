import { Title } from 'react-admin';
import type { LoanListView } from '../loanPaths';

/** Placeholder until issue #10's screen lands. */
export const LoanList = ({ view }: { view: LoanListView }) => <Title title={view} />;
