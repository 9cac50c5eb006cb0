export { greetingKey } from './greeting';
export { AgentGuard } from './AgentGuard';
