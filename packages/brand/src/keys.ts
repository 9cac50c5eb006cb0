/**
 * White-label flags keyed by the platform's module ids (docs/api-map.md). `true` turns the feature on.
 * MOBILELOGIN3 (SMS-code login) and SLIDER3 (slider challenge) are the names we give to the two
 * switches the spec describes without naming.
 */
export const FLAG_KEYS = [
  'CBS3',
  'CHNGPASSVERIF3',
  'REGISTER_REE3',
  'MOBILENUMREG3',
  'FREEPLAY3',
  'INBOX3',
  'PROFPIC3',
  'MOBILELOGIN3',
  'SLIDER3',
  'LOGINIPVERF3',
  'APPWINDOW',
  // social login buttons (spec 000 section 2): shown when the brand's identity provider is on as well
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
  // the points system of the reward centre (balance, rewards to redeem, point-to-cash conversion)
  'PTSYS3',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

/** User-menu and agent-menu keys of the white-label menu (spec 000 section 6). */
export const MENU_KEYS = [
  'MYACC',
  'WITHDRAW',
  'MAILCEN',
  'AGENT',
  'AGEPAG',
  'TRANSREC3',
  'DOWNMAN',
  'AGENTRANSMULTDOWN3',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export const RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM'] as const;
