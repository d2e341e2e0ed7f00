import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { usePhotoUrls } from '../../common/usePhotoUrls';
import { isImageBlob } from '../../common/useRecordFile';
import type { FleetDataProvider } from '../../providers/dataProvider';
import type { Incident } from './incidentTypes';

/**
 * An incident's photos as object URLs (usePhotoUrls): each fetched with the token at the address
 * the loan's answer gives it, only those that answered with an image kept (SPEC §2). A stored incident's photos never change, so they are fetched once.
 */
export const useIncidentPhotoUrls = (loan: Identifier, incident: Incident) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data, isPending } = useQuery({
    // Not under 'prestamos': refreshing the loan after a call need not download the photos again.
    queryKey: ['incidentPhotos', String(loan), String(incident.id)],
    queryFn: async () => {
      const answers = await Promise.allSettled(
        incident.imagenes.map(async (photo) => ({ ...photo, blob: (await dataProvider.getFileAt(photo.imagen)).blob })),
      );
      return answers.flatMap((answer) => (answer.status === 'fulfilled' && isImageBlob(answer.value.blob) ? [answer.value] : []));
    },
    enabled: incident.imagenes.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const urls = usePhotoUrls(data);
  return { urls, isPending: incident.imagenes.length > 0 && isPending };
};
