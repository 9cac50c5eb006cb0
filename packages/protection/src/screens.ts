// Out of the barrel (index.ts): a barrel that holds code is a module of its own, and every module it re-exports
// then reaches the chunk that imports it (the home route would load what only lazy routes use).
/** Player protection's screens, loaded lazily by the app's route table (one chunk each). */
export const protectionScreens = {
  responsibleGaming: () => import('./page/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
};

/** The layer over every page (age prompt, reality check): its own chunk, loaded by the shell when needed. */
export const loadProtectionLayer = () => import('./layer/ProtectionLayer').then((m) => m.ProtectionLayer);
