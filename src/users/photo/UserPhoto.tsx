import PersonIcon from '@mui/icons-material/Person';
import { FileView } from '../../common/files';
import { photoFile } from './photoFile';

/** The profile picture as a round avatar that opens in the image viewer; a person placeholder without one. */
export const UserPhoto = ({ size = 160 }: { size?: number }) => <FileView file={photoFile} variant="avatar" size={size} placeholderIcon={<PersonIcon />} />;
