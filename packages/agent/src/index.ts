export { greetingKey } from './greeting';
export { AgentGuard } from './AgentGuard';
export { affiliatePath } from './rules/affiliate';
export { needsContractCheck, pendingContract, CONTRACT_PAGES } from './rules/contracts';
export { AGENT_MENU, visibleMenu } from './rules/menu';
export { agentScreens, loadContractPrompt } from './screens';
export { CONTRACT_ALERTS_KEY } from './rules/contracts';
export { AGENT_TAB_PATHS, useAgentTabs, type AgentTab, type AgentTabId } from './home/agentTabs';
