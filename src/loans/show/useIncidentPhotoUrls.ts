import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { isImageBlob } from '../../common/useRecordFile';
import type { FleetDataProvider } from '../../providers/dataProvider';
import type { Incident, IncidentPhoto } from './incidentTypes';

export interface IncidentPhotoUrl extends IncidentPhoto {
  url: string;
}

/**
 * An incident's photos as object URLs: each fetched with the token (GET
 * prestamos/{id}/incidencias/{incident}/imagenes/{n}/, which <img src> cannot send), only those
 * that answered with an image kept (SPEC §2), revoked when they change or the page goes away.
 * A stored incident's photos never change, so they are fetched once.
 */
export const useIncidentPhotoUrls = (loan: Identifier, incident: Incident) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data, isPending } = useQuery({
    // Not under 'prestamos': refreshing the loan after a call need not download the photos again.
    queryKey: ['incidentPhotos', String(loan), String(incident.id)],
    queryFn: async () => {
      const answers = await Promise.allSettled(
        incident.imagenes.map(async (photo) => ({ photo, blob: (await dataProvider.getFile('prestamos', loan, `incidencias/${incident.id}/imagenes/${photo.n}`)).blob })),
      );
      return answers.flatMap((answer) => (answer.status === 'fulfilled' && isImageBlob(answer.value.blob) ? [answer.value] : []));
    },
    enabled: incident.imagenes.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const [urls, setUrls] = useState<IncidentPhotoUrl[]>([]);
  useEffect(() => {
    const made = (data ?? []).map(({ photo, blob }) => ({ ...photo, url: URL.createObjectURL(blob) }));
    setUrls(made);
    return () => {
      made.forEach(({ url }) => URL.revokeObjectURL(url));
      setUrls([]);
    };
  }, [data]);
  return { urls, isPending: incident.imagenes.length > 0 && isPending };
};
