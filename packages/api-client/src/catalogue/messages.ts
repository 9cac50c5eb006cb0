// Catalogue: messages (issue 6, packages/content messages): inbox, live chat, profile verification.
// Spec 000 sections 2, 4, 5, 7 and 9; module ids and token rules from docs/api-map.md.
import type { Schema } from '../schema';
import * as s from '../schema';
import { call, pageOf, typed } from './define';

const inboxMessage = s.object({
  id: s.number,
  title: s.string,
  /** plain text */
  content: s.string,
  /** epoch ms */
  sendDate: s.number,
  read: s.boolean,
});
export type InboxMessage = s.Infer<typeof inboxMessage>;

/** The member's unread inbox messages: a bare number. */
export const inboxUnread = call({ path: '/wps/relay/CSP_unreadCount', module: 'INBOX3', token: 'required', answer: s.number });

// a message that does not fit is left out of its page, the others show (decision 060)
const inboxValue = pageOf(inboxMessage, { dropInvalid: true });
export type InboxValue = s.Infer<typeof inboxValue>;

/** One page of the member's inbox, newest first. */
export const inbox = call({
  path: '/wps/relay/CSP_getInbox',
  module: 'INBOX3',
  token: 'required',
  params: typed<{ pageNo: number; pageSize: number }>(),
  answer: inboxValue,
});

/** Marks one inbox message read (the site marks it locally first and reloads the count; the answer is not read). */
export const inboxRead = call({
  path: '/wps/relay/CSP_readInbox',
  method: 'POST',
  module: 'INBOX3',
  token: 'required',
  body: s.object({ id: s.number }),
  answer: s.unknown,
});

const chatUnreadValue = s.object({ unReadCount: s.number });
/** The chat's unread count (the inbox's answers a bare number). */
export type ChatUnreadValue = s.Infer<typeof chatUnreadValue>;

/** Unread live-chat messages of the member. */
export const chatUnread = call({ path: '/wps/relay/CBS_unreadCount', module: 'CBS3', token: 'required', answer: chatUnreadValue });

/** The chat launch query (spec 000 section 7). */
export interface ChatLaunchQuery {
  b2c: 1;
  language: string;
  backUrl: string;
  headerColor: string;
  title: string;
  moduleId: 'CBS3';
}
const chatLaunchValue = s.object({ chatUrl: s.string });
export type ChatLaunchValue = s.Infer<typeof chatLaunchValue>;

/** Opens a live-chat session: the address of the chat page the site goes to (only on a host the brand allows). */
export const chatLaunch = call({
  path: '/wps/relay/CBS_launchChat',
  module: 'CBS3',
  token: 'required',
  params: typed<ChatLaunchQuery>(),
  answer: chatLaunchValue,
});

const chatModel = s.object({ id: s.string, name: s.string, active: s.boolean, streaming: s.boolean });
export type ChatModel = s.Infer<typeof chatModel>;

/** The chat hosts (models) and whether one is live: the message center's live badge. */
export const chatModels = call({ path: '/wps/relay/CBS_modelList', module: 'CBS3', answer: s.array(chatModel, { dropInvalid: true }) });

/**
 * Planned (chat issue): whether the member's group may use the live chat. No module id recorded; the answer's
 * shape is a guess.
 */
export const chatPermission = call({
  path: '/wps/relay/CBS_groupPermission',
  token: 'required',
  answer: s.object({ permission: s.boolean }),
  planned: true,
});

const verificationValue = s.object({
  status: s.literal('upload', 'pending', 'verified'),
  /** epoch ms, null before any submission */
  submittedAt: s.nullable(s.number),
  /** the text parts of the submission (VERIFICATION_FIELDS), as stored */
  fields: s.record(s.string),
});
export type VerificationValue = s.Infer<typeof verificationValue>;
export type VerificationStatus = VerificationValue['status'];

/** The member's profile verification: upload (nothing sent), pending review, or verified. */
export const verification = call({ path: '/wps/member/verification', module: 'PROFPIC3', token: 'required', answer: verificationValue });

/**
 * One uploaded file of a multipart body (what the platform's form parser gives for a file part: a File). Checked
 * by shape, not `instanceof`: the File class differs between runtimes (Node, jsdom, the browser).
 */
const file: Schema<Blob> = {
  check: (value, at) =>
    typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).type === 'string'
      ? undefined
      : `${at}: expected file`,
};

/**
 * A verification submission: multipart/form-data (`form: true` with a FormData body, built by `verificationForm`),
 * one file part per image slot (png or jpeg, at most 5 MB each) and one text part per field and `comments`.
 * The body schema is what the platform's form parser gives; the limits are the platform's business rules.
 */
export const submitVerification = call({
  path: '/wps/member/verification',
  method: 'POST',
  module: 'PROFPIC3',
  token: 'required',
  form: true,
  body: s.object({
    front: file,
    back: file,
    selfie: file,
    permanentAddress: s.string,
    currentAddress: s.string,
    placeOfBirth: s.string,
    nationality: s.string,
    occupation: s.string,
    sourceOfIncome: s.string,
    comments: s.string,
  }),
  answer: verificationValue,
});
