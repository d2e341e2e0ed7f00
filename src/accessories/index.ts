import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import { catalogResource } from '../catalog/catalogResource';

/** <Resource name="accesorios">: what a vehicle carries, which an audit rates yes or no (DOMAIN §5). */
export default catalogResource(HomeRepairServiceIcon);
