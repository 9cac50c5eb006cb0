import { array, literal, number, object, string, type Schema } from '../schema';

/**
 * The platform's module ids (spec 000 and 001, docs/api-map.md): the `Module-Id` header of a call, and the keys of
 * the white-label flags that turn features on. Written here and in the entries only.
 */
export type ModuleId =
  | 'COMM3'
  | 'FUNDTRANS3'
  | 'AGEANNOUNCE3'
  | 'MEMTRANS3'
  | 'PERSPNL3'
  | 'AGEINFO3'
  | 'AGEDOWNMAN3'
  | 'REG3'
  | 'CAPTCHA3'
  | 'CBS3'
  | 'AFFMAN3'
  | 'INBOX3'
  | 'PROFPIC3'
  | 'FREEPLAY3'
  | 'PASS3'
  | 'PWRESETSMS3'
  | 'CHNGPASSVERIF3'
  | 'LOGINIPVERF3'
  | 'VERIFICATION3'
  | 'REGMOBVERF3'
  | 'MOBILENUMREG3'
  | 'GEETEST3'
  | 'GAMELO3'
  | 'GAMELOHOT3'
  | 'GAMELOREC3'
  | 'REWCEN3'
  | 'FEEDBACK3'
  | 'DAILYSALCONT3'
  | 'SIGNCONDIV3'
  | 'HOURSAL3'
  | 'RTSALARY3'
  | 'PTSYS3'
  // ours, not the platform's (docs/api-map.md): the red-packet rain, which the spec names only as a menu target
  | 'REDRAIN3'
  // ours too: player protection (responsible gaming, product decision 22), which the platform has no calls for
  | 'RESPGAM3';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * When the session token goes with a call (docs/api-map.md "token"):
 * - `optional`: sent when there is a session (the platform answers guests too);
 * - `required`: the call needs a session (the platform answers 401 `session.expired` without one);
 * - `none`: never sent, even with a session.
 */
export type TokenRule = 'optional' | 'required' | 'none';

/**
 * One platform call, described once: the site sends it from this, the demo platform serves it from this, and
 * docs/api-map.md is generated from it. Its name is its export name in the catalogue (catalogue/index.ts).
 */
export interface Call<Params = unknown, Body = unknown, Value = unknown> {
  readonly path: string;
  readonly method: Method;
  /** module ids the platform accepts for this call; the first is sent (none: no Module-Id header) */
  readonly modules: readonly ModuleId[];
  readonly token: TokenRule;
  /** the body is hybrid-encrypted (cipher.ts) and sent with the Encryption header */
  readonly encrypted: boolean;
  /** the body is sent as a form: multipart for FormData (files), else url-encoded */
  readonly form: boolean;
  /** the merchant code also goes as this query parameter (game calls) */
  readonly merchantParam?: 'merchant' | 'merchantCode';
  /** moves money: every request carries an idempotency key and is never retried with a new one */
  readonly money: boolean;
  /** the call's query parameters (types only: query values are strings on the wire) */
  readonly params?: Schema<Params>;
  /** the request body (checked by the demo platform) */
  readonly body?: Schema<Body>;
  /** the answer's `value` (checked by the site before any screen sees it) */
  readonly answer: Schema<Value>;
  /** named by an open issue and not built yet: no screen sends it, the demo platform does not answer it */
  readonly planned?: true;
}

export type AnyCall = Call<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ParamsOf<C> = C extends Call<infer P, unknown, unknown> ? P : never;
export type BodyOf<C> = C extends Call<unknown, infer B, unknown> ? B : never;
export type ValueOf<C> = C extends Call<unknown, unknown, infer V> ? V : never;

interface CallInput<P, B, V> {
  path: string;
  method?: Method;
  module?: ModuleId | readonly ModuleId[];
  token?: TokenRule;
  encrypted?: boolean;
  form?: boolean;
  merchantParam?: 'merchant' | 'merchantCode';
  money?: boolean;
  params?: Schema<P>;
  body?: Schema<B>;
  answer: Schema<V>;
  planned?: true;
}

/** A catalogue entry, with the defaults: GET, no module id, token when there is a session, plain JSON, no money. */
/*#__NO_SIDE_EFFECTS__*/
export function call<P = Record<string, never>, B = undefined, V = unknown>(input: CallInput<P, B, V>): Call<P, B, V> {
  const { module, ...rest } = input;
  return {
    method: 'GET',
    token: 'optional',
    encrypted: false,
    form: false,
    money: false,
    ...rest,
    modules: module === undefined ? [] : typeof module === 'string' ? [module as ModuleId] : (module as readonly ModuleId[]),
  };
}

/** A schema that only carries a type (query parameters: strings on the wire, checked by the handler). */
/*#__NO_SIDE_EFFECTS__*/
export function typed<T>(): Schema<T> {
  return { check: () => undefined };
}

/**
 * The platform's page of a paged list: its rows, the page number and the number of pages. `rows`: how the list
 * treats a broken row (`{ dropInvalid: true }` leaves it out; by default it refuses the page).
 */
/*#__NO_SIDE_EFFECTS__*/
export function pageOf<T>(row: Schema<T>, rows?: { dropInvalid: true }) {
  return object({ list: array(row, rows), pageNum: number, totalPages: number });
}

/** What the platform answers to a money operation: its order and state (pending until the platform settles it). */
export const moneyOperationValue = object({ orderId: string, status: literal('pending', 'success', 'failed') });
