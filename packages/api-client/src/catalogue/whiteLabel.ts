// Catalogue: the merchant's white-label (issue 21, product decision 21, docs/decisions/072), read at every start and
// laid over the build's brand (@wl/brand overlayWhiteLabel). The same for every visitor of the merchant: never with
// the token, and always with the brand's merchant code (a trial session's too). Its own file: the site sends these
// from a chunk of their own (apps/mobile/src/app/whiteLabel.ts), not from the start's.
import * as s from '../schema';
import { call } from './define';

/** The merchant's white-label menu keys that are on (MYACC, WITHDRAW, MAILCEN, ...). */
export const whiteLabelMenu = call({ path: '/wps/system/whitelabel', module: 'COMM3', token: 'none', answer: s.array(s.string) });

/** The merchant's templates: layout slot variants (mem_cen, dep_func, ...) and the download texts (app_desc, ...). */
export const whiteLabelTemplates = call({ path: '/wps/system/templates', module: 'COMM3', token: 'none', answer: s.record(s.union(s.string, s.number)) });
