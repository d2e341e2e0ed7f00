import { ResourceEdit } from '../common';
import { CatalogInputs } from './CatalogInputs';

export const CatalogEdit = () => (
  <ResourceEdit>
    <CatalogInputs />
  </ResourceEdit>
);
