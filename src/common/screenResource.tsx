import type { ReactElement } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { RaRecord, ResourceProps } from 'react-admin';

/** A record link of react-admin's own (/<resource>/:id/show from a notification or a reference), sent to the record's page. */
const RecordRedirect = ({ to }: { to: (id: string) => string }) => {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
};

/**
 * A <Resource> whose list and record page sit on SPEC §2's paths of their own, not under its
 * name: its base (react-admin's list links and redirects, a typed address) opens `screen`, and
 * its record links (/:id/show, /:id) open `recordPath(id)`, instead of an empty page.
 */
export const screenResource = (icon: ResourceProps['icon'], screen: string, recordPath: (id: string) => string): Omit<ResourceProps, 'name'> => {
  const toRecord: ReactElement = <RecordRedirect to={recordPath} />;
  return {
    hasShow: true,
    icon,
    recordRepresentation: (record: RaRecord) => `#${record.id}`,
    children: [
      <Route key="screen" index element={<Navigate to={screen} replace />} />,
      <Route key="show" path=":id/show/*" element={toRecord} />,
      <Route key="edit" path=":id/*" element={toRecord} />,
    ],
  };
};
