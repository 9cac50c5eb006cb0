// Platform contract of one area: Messages and the agent area (issue 6, packages/content messages and packages/agent).
// The calls, their paths, module ids and wire types are catalogue entries (catalogue/messages.ts, catalogue/agent.ts);
// what stays here is shared by the client and the demo platform without being a call: limits, form fields, demo paths.

export type {
  ChatLaunchQuery,
  ChatLaunchValue,
  ChatModel,
  ChatUnreadValue,
  InboxMessage,
  InboxValue,
  VerificationStatus,
  VerificationValue,
} from '../catalogue/messages';
export type {
  Contract,
  ContractInfoValue,
  ContractKind,
  ContractProcessBody,
  ContractRequestsValue,
  ContractState,
  ContractTier,
  CurrentDividendValue,
  Downline,
  DownlineRegisterPayload,
  DownlinesValue,
  RebateSetting,
  ReportValue,
  TeamBetRow,
  TeamKpiFooter,
  TeamKpiSummary,
  TeamKpiValue,
  TeamPnlRow,
  TransactionRow,
} from '../catalogue/agent';

/** Demo platform only (not platform paths): the chat page a launch points to, and test helpers. */
export const MESSAGES_DEMO_PATH = {
  /** the page a chat launch points to */
  chat: '/demo-cdn/chat',
  /** DELETE puts the member's verification back to upload (tests start clean) */
  verification: '/__demo/verification',
  /** approves the member's pending verification */
  approveVerification: '/__demo/verification/approve',
  /** POST `{ kind }` offers the agent a new pending contract of that kind (tests answer it) */
  offerContract: '/__demo/contract',
} as const;

/** Types excluded from dividend and contract prompts (spec 000 section 6). */
export const CONTRACT_EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];

// ---- messages ----

export const VERIFICATION_FIELDS = ['permanentAddress', 'currentAddress', 'placeOfBirth', 'nationality', 'occupation', 'sourceOfIncome'] as const;
export type VerificationField = (typeof VERIFICATION_FIELDS)[number];
export const VERIFICATION_IMAGES = ['front', 'back', 'selfie'] as const;
export type VerificationImage = (typeof VERIFICATION_IMAGES)[number];
/**
 * Images: png or jpg, at most 5 MB each, at most 3; comments at most 140 characters (spec 000 sections 5 and 9); each
 * profile field at most 200 characters (ours: the spec gives none).
 */
export const VERIFICATION_LIMITS = { maxBytes: 5 * 1024 * 1024, maxImages: 3, types: ['image/png', 'image/jpeg'], commentsMax: 140, fieldMax: 200 } as const;

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
