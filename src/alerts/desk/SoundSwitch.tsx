import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAlertSoundPlayer } from './alertSoundPlayer';
import { useAlertSound } from './alertSoundSetting';

const S = 'resources.alertas.desk.sound';

/** The switch itself (its own chunk): a pressed button while the sound is on; turning it on plays the sound once, as a check. */
export const SoundSwitch = () => {
  const translate = useTranslate();
  const player = useAlertSoundPlayer();
  const [on, setOn] = useAlertSound();
  const label = translate(`${S}.label`);
  const toggle = () => {
    setOn(!on);
    if (!on) {
      player.unlock();
      player.play();
    }
  };
  return (
    <Tooltip title={translate(on ? `${S}.on` : `${S}.off`)}>
      <IconButton color="inherit" aria-label={label} aria-pressed={on} onClick={toggle}>
        {on ? <VolumeUpIcon /> : <VolumeOffIcon />}
      </IconButton>
    </Tooltip>
  );
};
