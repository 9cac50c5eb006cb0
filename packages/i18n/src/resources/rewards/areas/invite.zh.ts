// Namespace `rewards`, invite, Chinese (simplified). Same keys as invite.en.ts.
import type { DeepStringify } from '../../../types';
import type { invite as en } from './invite.en';

export const invite: DeepStringify<typeof en> = {
  title: 'TITLE_invite',
};
