import { defineBrand, MENU_KEYS } from '@wl/brand/define';

/** Nova Play: the reference merchant. Every other brand may extend it. */
export default defineBrand({
  id: 'default',
  name: 'Nova Play',
  // the host names the fleet edge serves it on (docs/operations.md)
  hosts: ['m.novaplay.example'],
  merchantCode: 'WLDEMO',
  trialMerchantCode: 'WLDEMO_TRIAL',
  api: {
    // the demo platform is served on the site's own origin (dev server, preview, e2e, nginx proxy)
    baseUrl: '/',
    publicKey:
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArm5CgzKnm8NVb3e3vOkKMSo9ZJmsBwevm0VveJfGJnhgyWxi2jsvLGKPK6i5scGP9wXwEnW9FoUiJTGkKPuidjkeMmLPWzpra1jSVp3kjGPvlgrSXlTtuwaEeTT+Kh3UNTlCK5WeO7/srwaVbzcojs+Kq4lkZTPXQJY/HkR9wcL7tZNyVwdiTpvEe1rmuUJyje6ihYc7TboGKk49lqIjTVjZtJbCgIyrIIUkUP2qCZiAObN0ef6+jurSTo52ad5w83bb7UTnqUBj0DuAlmqDS4wsiJZwi5RXjeMCpUgRZz6LKGGyNO+PG3dukj3nF8lrqsm4wiE4gC9YKgZ7Fmm6swIDAQAB',
  },
  // the spec's configured interface language list: English only
  languages: { default: 'en', enabled: ['en'] },
  theme: { defaultMode: 'dark' },
  // the merchant's currency: amounts with its decimals (the symbol comes from the platform)
  currency: 'USD',
  minimumAge: 18,
  flags: {
    CBS3: false,
    CHNGPASSVERIF3: false,
    REGISTER_REE3: true,
    MOBILENUMREG3: false,
    FREEPLAY3: true,
    INBOX3: true,
    PROFPIC3: true,
    MOBILELOGIN3: false,
    SLIDER3: false,
    LOGINIPVERF3: false,
    APPWINDOW: true,
    GOOGLELOGIN3: false,
    FACEBOOKLOGIN3: false,
    PTSYS3: true,
  },
  // no social login or identity-provider phone verification
  identityProvider: { provider: 'none' },
  // the full white-label menu
  menu: [...MENU_KEYS],
  // the layout: banners first, square game icons, the spec's five tabs, logo left; the new member centre and deposit
  templates: {
    mem_cen: 1,
    dep_func: 1,
    home_layout: 'banners',
    game_tile: 'icon',
    tab_bar: 'five',
    home_header: 'classic',
    app_background: '',
    app_desc: 'Play 600+ games anywhere.',
    app_desc_font_color: '#ffffff',
  },
  // also shipped, for the platform's templates to switch to without a rebuild (issue 21)
  variants: { mem_cen: [0], tab_bar: ['four'] },
  // the download bar shows to guests too
  downloadBarRequiresLogin: false,
  links: {
    download: [
      { resourceType: 'Android', url: 'https://download.novaplay.example/nova.apk' },
      { resourceType: 'IOS', url: 'https://download.novaplay.example/ios' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/novaplay_example' },
    ],
    contact: { telegram: 'https://t.me/novaplay_example' },
    social: { facebook: 'https://facebook.com/novaplay.example', youtube: 'https://youtube.com/@novaplay.example' },
    chatHosts: [],
  },
  imageCdn: [],
  assets: { logo: 'assets/logo.svg', logoLight: 'assets/logo-light.svg', icon: 'assets/icon.svg' },
  // no other site may frame the storefront (CSP frame-ancestors 'none')
  security: { frameAncestors: [] },
});
