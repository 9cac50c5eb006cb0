// The platform contract shared by the client and the demo platform: core (foundation) plus one file per area,
// so each feature adds its paths, module ids and wire types without touching the others.
export * from './protocol/core';
export * from './protocol/accounts';
export * from './protocol/games';
export * from './protocol/content';
export * from './protocol/agent';
