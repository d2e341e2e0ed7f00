import { ResourceCreate } from '../common';
import { CatalogInputs } from './CatalogInputs';

export const CatalogCreate = () => (
  <ResourceCreate>
    <CatalogInputs />
  </ResourceCreate>
);
