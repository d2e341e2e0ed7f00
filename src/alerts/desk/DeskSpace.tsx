import { readDeskSpace } from './keptDeskSpace';

/** The room the desk's banner took last time, held empty until its alerts answer (keptDeskSpace.ts). */
export const DeskSpace = () => {
  const height = readDeskSpace();
  return height ? <div aria-hidden style={{ height }} /> : null;
};
