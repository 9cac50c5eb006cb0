export { greetingKey } from './greeting';
export { AgentGuard } from './AgentGuard';

/** Screens, loaded lazily by the app's route table (one chunk each). */
export const agentScreens = {};
