import BuildIcon from '@mui/icons-material/Build';
import { catalogResource } from '../catalog/catalogResource';

/** <Resource name="piezas">: the vehicle parts an audit rates good, regular or bad (DOMAIN §5). */
export default catalogResource(BuildIcon);
