import { WEBCLIP_KEY, writeFlag } from '../platform';

/** The browser's install prompt (Chromium), kept from `beforeinstallprompt` so the add-to-home button can use it. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | undefined;

/** Listens once at start: keeps the install prompt, and records an installed app (WEBCLIP) so the bar can hide. */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => writeFlag(WEBCLIP_KEY, true));
}

/** Shows the browser's install prompt if there is one; true when the player accepted. */
export async function installPrompt(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = undefined;
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
