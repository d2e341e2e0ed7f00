import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import TollIcon from '@mui/icons-material/Toll';
import { cardResource } from './cardResource';

/** <Resource name="tarjeta_gasolina">: fuel cards a loan may carry (DOMAIN §5 Cards). */
export const fuelCards = cardResource(LocalGasStationIcon);

/** <Resource name="tarjeta_tag">: toll-tag cards a loan may carry. */
export const tollTags = cardResource(TollIcon);
