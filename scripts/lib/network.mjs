// Network conditions the bench and the e2e suite emulate, written once (docs/decisions/067-first-paint-on-slow-networks.md).

/**
 * Chrome DevTools' "Slow 3G" (its network presets): 2 s added to every request, 400 kbit/s at 80 % goodput, in the
 * units of the DevTools protocol's Network.emulateNetworkConditions (bytes per second).
 */
export const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (400 * 1000 * 0.8) / 8, uploadThroughput: (400 * 1000 * 0.8) / 8 };
