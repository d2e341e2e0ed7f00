import { createContext, useContext } from 'react';

/** What makes the desk's alert sound; tests hand in their own (AlertSoundPlayerContext). */
export interface AlertSoundPlayer {
  /** Called from a user gesture (a click, a key): browsers let a page make sound only after one. */
  unlock(): void;
  /** Plays the alert sound, if unlocked; silently nothing otherwise. */
  play(): void;
}

type AudioContextClass = typeof AudioContext;

/** Three short, rising beeps: heard over an office, and unlike the system's own sounds. */
const BEEPS = [
  { at: 0, hz: 880 },
  { at: 0.22, hz: 988 },
  { at: 0.44, hz: 1175 },
];
const BEEP_SECONDS = 0.16;
const VOLUME = 0.2;

const beep = (audio: AudioContext) => {
  const start = audio.currentTime;
  for (const { at, hz } of BEEPS) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = hz;
    // A short ramp in and out: a hard start or stop clicks.
    gain.gain.setValueAtTime(0, start + at);
    gain.gain.linearRampToValueAtTime(VOLUME, start + at + 0.02);
    gain.gain.linearRampToValueAtTime(0, start + at + BEEP_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + BEEP_SECONDS);
  }
};

/**
 * The Web Audio API's oscillator (no sound file to download). The AudioContext is made and
 * resumed inside the first gesture, as autoplay rules ask; made earlier it stays suspended.
 */
export const webAudioPlayer = (): AlertSoundPlayer => {
  let audio: AudioContext | undefined;
  return {
    unlock() {
      const Audio = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
      if (!Audio) return;
      try {
        audio ??= new Audio();
        if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
      } catch {
        // No audio device: the desk still shows its alerts.
      }
    },
    play() {
      if (audio?.state === 'running') beep(audio);
    },
  };
};

/** The tab's player: one AudioContext, shared by the banner and the app bar's control. */
export const AlertSoundPlayerContext = createContext<AlertSoundPlayer>(webAudioPlayer());

export const useAlertSoundPlayer = () => useContext(AlertSoundPlayerContext);
