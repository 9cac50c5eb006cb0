// Platform contract of one area: Messages and the agent area (issue 6, packages/content messages and packages/agent).
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import { MODULE, type ModuleId } from './core';

/** Paths of this area's calls (API-MAP.md and spec 001 section 7; the rest are named in packages/agent/README.md). */
export const AGENT_PATH = {
  inboxUnread: '/wps/relay/CSP_unreadCount',
  inbox: '/wps/relay/CSP_getInbox',
  inboxRead: '/wps/relay/CSP_readInbox',
  chatUnread: '/wps/relay/CBS_unreadCount',
  chatLaunch: '/wps/relay/CBS_launchChat',
  chatModels: '/wps/relay/CBS_modelList',
  verification: '/wps/member/verification',
  teamKpi: '/wps/relay/ODSFE2_TeamKPIA',
  teamPnl: '/wps/relay/ODSFE2_TeamKPIB',
  teamBetting: '/wps/relay/ODSFE2_teamKPIC',
  downlines: '/wps/agent/downlines',
  downline: '/wps/agent/downline',
  updateDownlineRebates: '/wps/agent/updateDownlineRebates',
  rebateSettings: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  transactions: '/wps/relay/ODSFE2_MemTransDet',
  contractRequests: '/wps/relay/MCS2_getContracDailySalReq',
  dailySalaryInfo: '/wps/relay/MCS2_getContractDailySalInfo',
  dividendInfo: '/wps/relay/MCS2_getContractDividendInfo',
  hourSalaryInfo: '/wps/relay/MCS2_getContractHourSalInfo',
  dailySalaryProcess: '/wps/relay/MCSFE_processDailySalaryContract',
  dividendProcess: '/wps/relay/MCSFE_processContractDividend',
  hourSalaryProcess: '/wps/relay/MCSFE_processContractHourSalary',
  currentDividend: '/wps/relay/ODSFE2_CurrentDividend',
  /** demo platform only: the page a chat launch points to */
  demoChat: '/demo-cdn/chat',
  /** demo platform only: DELETE puts the member's verification back to upload (tests start clean) */
  demoVerification: '/__demo/verification',
  /** demo platform only: approves the member's pending verification */
  demoApproveVerification: '/__demo/verification/approve',
} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const AGENT_MODULES: Record<string, readonly ModuleId[]> = {
  [AGENT_PATH.inboxUnread]: [MODULE.INBOX3],
  [AGENT_PATH.inbox]: [MODULE.INBOX3],
  [AGENT_PATH.inboxRead]: [MODULE.INBOX3],
  [AGENT_PATH.chatUnread]: [MODULE.CBS3],
  [AGENT_PATH.chatLaunch]: [MODULE.CBS3],
  [AGENT_PATH.chatModels]: [MODULE.CBS3],
  [AGENT_PATH.verification]: [MODULE.PROFPIC3],
  [AGENT_PATH.teamKpi]: [MODULE.AGEINFO3],
  [AGENT_PATH.teamPnl]: [MODULE.PERSPNL3],
  [AGENT_PATH.teamBetting]: [MODULE.AGEINFO3],
  [AGENT_PATH.downlines]: [MODULE.AGEDOWNMAN3],
  [AGENT_PATH.downline]: [MODULE.AGEDOWNMAN3],
  [AGENT_PATH.updateDownlineRebates]: [MODULE.AGEDOWNMAN3],
  [AGENT_PATH.transactions]: [MODULE.MEMTRANS3],
  [AGENT_PATH.contractRequests]: [MODULE.COMM3],
  [AGENT_PATH.dailySalaryInfo]: [MODULE.DAILYSALCONT3],
  [AGENT_PATH.dividendInfo]: [MODULE.SIGNCONDIV3],
  [AGENT_PATH.hourSalaryInfo]: [MODULE.HOURSAL3],
  [AGENT_PATH.dailySalaryProcess]: [MODULE.DAILYSALCONT3],
  [AGENT_PATH.dividendProcess]: [MODULE.SIGNCONDIV3],
  [AGENT_PATH.hourSalaryProcess]: [MODULE.HOURSAL3],
  [AGENT_PATH.currentDividend]: [MODULE.COMM3],
};

/** Types excluded from dividend and contract prompts (spec 000 section 6). */
export const CONTRACT_EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];

// ---- messages ----

export interface InboxMessage {
  id: number;
  title: string;
  /** plain text */
  content: string;
  /** epoch ms */
  sendDate: number;
  read: boolean;
}
export interface InboxValue {
  list: InboxMessage[];
  pageNum: number;
  totalPages: number;
}
/** CBS_unreadCount value; CSP_unreadCount answers a bare number. */
export interface ChatUnreadValue {
  unReadCount: number;
}
/** CBS_launchChat query (spec 000 section 7). */
export interface ChatLaunchQuery {
  b2c: 1;
  language: string;
  backUrl: string;
  headerColor: string;
  title: string;
  moduleId: 'CBS3';
}
export interface ChatLaunchValue {
  chatUrl: string;
}
export interface ChatModel {
  id: string;
  name: string;
  active: boolean;
  streaming: boolean;
}

export type VerificationStatus = 'upload' | 'pending' | 'verified';
export const VERIFICATION_FIELDS = ['permanentAddress', 'currentAddress', 'placeOfBirth', 'nationality', 'occupation', 'sourceOfIncome'] as const;
export type VerificationField = (typeof VERIFICATION_FIELDS)[number];
export const VERIFICATION_IMAGES = ['front', 'back', 'selfie'] as const;
export type VerificationImage = (typeof VERIFICATION_IMAGES)[number];
/** Images: png or jpg, at most 5 MB each, at most 3; comments at most 140 characters (spec 000 sections 5 and 9). */
export const VERIFICATION_LIMITS = { maxBytes: 5 * 1024 * 1024, maxImages: 3, types: ['image/png', 'image/jpeg'], commentsMax: 140 } as const;

/** The text parts of a submission. */
export type VerificationText = { comments: string } & Record<VerificationField, string>;
/**
 * A submission: POST multipart/form-data with one file part per VERIFICATION_IMAGES name (its file name and
 * png or jpeg content type), one text part per VERIFICATION_FIELDS name, and `comments`.
 */
export type VerificationPayload = { images: Record<VerificationImage, Blob> } & VerificationText;

/** The multipart form of a submission (the client sends it; the demo platform's tests build theirs with it). */
export function verificationForm({ images, ...text }: VerificationPayload): FormData {
  const form = new FormData();
  for (const slot of VERIFICATION_IMAGES) form.append(slot, images[slot]);
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  return form;
}
export interface VerificationValue {
  status: VerificationStatus;
  submittedAt: number | null;
  fields: Partial<Record<VerificationField, string>>;
}

// ---- agent ----

/** The four team counters (value.footer of the team KPI call). */
export interface TeamKpiFooter {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}
export interface TeamKpiSummary {
  depositAmount: number;
  withdrawAmount: number;
  betAmount: number;
  validBetAmount: number;
  winLoss: number;
  rebateAmount: number;
  teamSize: number;
  newMembers: number;
}
export interface TeamKpiValue {
  summary: TeamKpiSummary;
  footer: TeamKpiFooter;
}

export interface Downline {
  id: string;
  account: string;
  type: number;
  registerDate: number;
  lastLoginDate: number | null;
  balance: number;
  /** rebate percent for the member */
  rebate: number;
}
export interface DownlinesValue {
  list: Downline[];
  pageNum: number;
  totalPages: number;
  total: number;
  /** the highest rebate the agent may give */
  maxRebate: number;
}

export interface TeamPnlRow {
  account: string;
  betAmount: number;
  winLoss: number;
  rebateAmount: number;
  profit: number;
}
export interface TeamBetRow {
  id: string;
  account: string;
  gameName: string;
  gameType: string;
  betAmount: number;
  winLoss: number;
  betTime: number;
}
export interface ReportValue<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
}

export interface RebateSetting {
  productType: string;
  rebate: number;
  maxRebate: number;
}

export interface TransactionRow {
  id: string;
  type: string;
  amount: number;
  balanceAfter: number;
  time: number;
  remark: string;
}

export interface DownlineRegisterPayload {
  username: string;
  password: string;
  confirmPassword: string;
  rebate: number;
}

/** Pending contract requirements (dividend info); a non-empty value means a contract waits for an answer. */
export interface ContractRequestsValue {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

export type ContractKind = 'dailySalary' | 'dividend' | 'hourSalary';
export type ContractState = 'pending' | 'accepted' | 'rejected';
export interface ContractTier {
  /** team valid bet (daily / hourly) or team profit (dividend) from which the tier applies */
  threshold: number;
  /** amount per day or hour, or percent of profit for dividends */
  reward: number;
}
export interface Contract {
  id: string;
  kind: ContractKind;
  state: ContractState;
  tiers: ContractTier[];
  /** settlement period: day, hour, or the dividend period */
  period: string;
  createdAt: number;
  answeredAt: number | null;
}
export interface ContractInfoValue {
  current: Contract | null;
  history: Contract[];
}
export interface ContractProcessBody {
  contractId: string;
  action: 'accept' | 'reject';
}
export interface CurrentDividendValue {
  /** whether dividends apply to this agent (an accepted dividend contract) */
  applicable: boolean;
  amount: number;
  periodStart: number;
  periodEnd: number;
}
