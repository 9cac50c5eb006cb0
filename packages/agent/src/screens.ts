// Out of the barrel (index.ts): a barrel that holds code is a module of its own, and every module it re-exports
// then reaches the chunk that imports it (the home route would load what only lazy routes use).
/** Screens, loaded lazily by the app's route table (one chunk each). */
export const agentScreens = {
  agentHome: () => import('./home/AgentHomePage').then((m) => m.AgentHomePage),
  teamOverview: () => import('./team/TeamOverviewPage').then((m) => m.TeamOverviewPage),
  teamMembers: () => import('./team/TeamMembersPage').then((m) => m.TeamMembersPage),
  downline: () => import('./team/DownlinePage').then((m) => m.DownlinePage),
  agentTransfer: () => import('./transfer/TransferPage').then((m) => m.TransferPage),
  teamPnl: () => import('./reports/TeamPnlPage').then((m) => m.TeamPnlPage),
  teamBetting: () => import('./reports/TeamBettingPage').then((m) => m.TeamBettingPage),
  transactionRecord: () => import('./reports/TransactionRecordPage').then((m) => m.TransactionRecordPage),
  agentRebates: () => import('./rebates/RebatesPage').then((m) => m.RebatesPage),
  cashBack: () => import('./rebates/RebatesPage').then((m) => m.CashBackPage),
  agentRegister: () => import('./register/AgentRegisterPage').then((m) => m.AgentRegisterPage),
  agentDividend: () => import('./contracts/DividendPage').then((m) => m.DividendPage),
  agentSalary: () => import('./salary/SalaryPage').then((m) => m.SalaryPage),
  salaryContract: () => import('./contracts/ContractPage').then((m) => m.SalaryContractPage),
  dividendContract: () => import('./contracts/ContractPage').then((m) => m.DividendContractPage),
  hourContract: () => import('./contracts/ContractPage').then((m) => m.HourContractPage),
};

/** The contract alert (spec 000 section 6), loaded lazily so the home chunk does not carry it; the shell mounts it once logged in. */
export const loadContractPrompt = () => import('./contracts/ContractPrompt').then((m) => m.ContractPrompt);
