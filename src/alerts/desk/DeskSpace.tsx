import { getSession } from '../../providers/session';
import { readDeskSpace } from './keptDeskSpace';

/** The room the desk's banner took last time, held empty until its alerts answer (keptDeskSpace.ts). */
export const DeskSpace = () => {
  const session = getSession();
  const height = session ? readDeskSpace(session) : 0;
  return height ? <div aria-hidden style={{ height }} /> : null;
};
