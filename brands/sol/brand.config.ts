import { defineBrand } from '@wl/brand/define';

/** Sol Bet: a Brazilian merchant on the Nova Play base, light by default, SMS login and live chat. */
export default defineBrand({
  extends: 'default',
  id: 'sol',
  name: 'Sol Bet',
  // the host names the fleet edge serves it on (docs/operations.md)
  hosts: ['m.solbet.example'],
  merchantCode: 'SOL',
  currency: 'BRL',
  trialMerchantCode: 'SOL_TRIAL',
  // Brazilian Portuguese: its words, and numbers, amounts and dates as Brazil writes them (28/11/2026; each language's own
  // form: `dates: 'locale'`)
  languages: { default: 'pt', enabled: ['en', 'pt'], locales: { pt: 'pt-BR' }, dates: 'locale' },
  theme: { defaultMode: 'light' },
  flags: {
    CBS3: true,
    CHNGPASSVERIF3: true,
    REGISTER_REE3: true,
    MOBILENUMREG3: true,
    MOBILELOGIN3: true,
    GOOGLELOGIN3: true,
    FACEBOOKLOGIN3: true,
  },
  // social login and phone verification through the demo identity provider (the demo platform issues the id tokens)
  identityProvider: { provider: 'demo', phoneVerification: true },
  // the layout: games first, wide game cards, a raised deposit tab, logo in the middle; the classic member centre
  templates: {
    mem_cen: 0,
    home_layout: 'games',
    game_tile: 'card',
    tab_bar: 'deposit',
    home_header: 'centred',
    app_desc: 'Jogue onde estiver.',
    app_desc_font_color: '#1f1300',
  },
  variants: {},
  links: {
    download: [
      { resourceType: 'Android', url: 'https://download.solbet.example/sol.apk' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/solbet_example' },
    ],
    contact: { telegram: 'https://t.me/solbet_example', instagram: 'https://instagram.com/solbet.example' },
    social: { instagram: 'https://instagram.com/solbet.example', whatsapp: 'https://wa.me/5511999999999', tiktok: 'https://tiktok.com/@solbet.example' },
    chatHosts: ['chat.solbet.example'],
  },
  assets: { logo: 'assets/logo.svg', icon: 'assets/icon.svg' },
});
