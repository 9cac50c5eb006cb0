import type { MerchantProfile, WhiteLabel } from './types';

/** Every white-label menu key (@wl/brand MENU_KEYS): the menu of Nova Play and Sol Bet. */
const FULL_MENU = [
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
];

/** Nova Play's templates, which Sol Bet and Lotus Club start from (they extend its brand). */
const NOVA_TEMPLATES: WhiteLabel['templates'] = {
  mem_cen: 1,
  dep_func: 1,
  home_layout: 'banners',
  game_tile: 'icon',
  tab_bar: 'five',
  home_header: 'classic',
  app_background: '',
  app_desc: 'Play 600+ games anywhere.',
  app_desc_font_color: '#ffffff',
};

/**
 * Merchants the demo platform knows by name: each brand's merchant code with the brand's own name (its seeded
 * content names the merchant, so it must be the name the site shows: brands/<id>/brand.config.ts `name`) and the
 * brand's menu and templates as the merchant's white-label (a back office that agrees with the build; a test checks
 * both against the brand configs). Any other code runs with DEFAULT_PROFILE under a name made from its code and
 * without a white-label (a new brand needs no change here).
 */
export const MERCHANT_PROFILES: Record<string, Omit<MerchantProfile, 'merchantCode'>> = {
  WLDEMO: { brandName: 'Nova Play', currency: 'USD', currencySymbol: '$', extraVendors: [], whiteLabel: { menu: FULL_MENU, templates: NOVA_TEMPLATES } },
  SOL: {
    brandName: 'Sol Bet',
    currency: 'BRL',
    currencySymbol: 'R$',
    extraVendors: ['SPRIBE'],
    whiteLabel: {
      menu: FULL_MENU,
      templates: {
        ...NOVA_TEMPLATES,
        mem_cen: 0,
        home_layout: 'games',
        game_tile: 'card',
        tab_bar: 'deposit',
        home_header: 'centred',
        app_desc: 'Jogue onde estiver.',
        app_desc_font_color: '#1f1300',
      },
    },
  },
  LOTUS: {
    brandName: 'Lotus Club',
    currency: 'VND',
    currencySymbol: '₫',
    extraVendors: ['TCG_LOTTO_VN', 'TCG_SEA'],
    whiteLabel: {
      menu: ['MYACC', 'WITHDRAW', 'MAILCEN', 'AGEPAG', 'TRANSREC3', 'SECPRIV', 'GAMSER'],
      templates: { ...NOVA_TEMPLATES, dep_func: 0, game_tile: 'card', tab_bar: 'four', home_header: 'centred', app_desc: 'Chơi mọi lúc, mọi nơi.' },
    },
  },
};

export const DEFAULT_PROFILE: Omit<MerchantProfile, 'merchantCode'> = {
  brandName: 'Demo Brand',
  currency: 'USD',
  currencySymbol: '$',
  extraVendors: [],
};

/** A brand's trial accounts play under `<merchant code>_TRIAL` (brand config `trialMerchantCode`). */
const TRIAL_SUFFIX = '_TRIAL';

/** The name of an unknown merchant from its code, as `pnpm brand:new` names a brand (`ACME_BET` -> `Acme Bet`). */
export function nameOfCode(merchantCode: string): string {
  const words = merchantCode.split(/[_\-\s]+/).filter(Boolean);
  return words.length > 0 ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ') : DEFAULT_PROFILE.brandName;
}

/**
 * The profile of a merchant code (case-sensitive, as the platform treats merchant codes). A trial merchant
 * (`SOL_TRIAL`) is its merchant's, so a trial session sees the same brand name and currency.
 */
export function merchantProfile(merchantCode: string): MerchantProfile {
  const base = merchantCode.endsWith(TRIAL_SUFFIX) ? merchantCode.slice(0, -TRIAL_SUFFIX.length) : merchantCode;
  return { merchantCode, ...(MERCHANT_PROFILES[base] ?? { ...DEFAULT_PROFILE, brandName: nameOfCode(base) }) };
}
