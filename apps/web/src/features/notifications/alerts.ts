/** How a notice reaches the user outside the page: the browser's pop-up and a short sound. */

export type PermissionAnswer = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationPermission(): PermissionAnswer {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser once the user chose pop-ups (a click is needed for the browser to ask). */
export async function requestNotificationPermission(): Promise<PermissionAnswer> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

/** A pop-up of the browser, when allowed; clicking it brings the app forward. */
export function showPopup(title: string, body: string | null, tag: string, onClick?: () => void): boolean {
  if (notificationPermission() !== 'granted') return false;
  try {
    const popup = new Notification(title, { body: body ?? undefined, tag });
    popup.onclick = () => {
      window.focus();
      onClick?.();
      popup.close();
    };
    return true;
  } catch {
    return false;
  }
}

let audio: AudioContext | null = null;

/** Two short tones (about 0.3 s), made here: no sound file to download. */
export function playChime(): void {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return;
  try {
    audio ??= new Context();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.15, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.14);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.15);
    }
  } catch {
    // A browser that refuses sound before the first click: the pop-up and the list still tell.
  }
}
