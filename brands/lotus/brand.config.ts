import { defineBrand } from '@wl/brand/define';

/** Lotus Club: a Vietnamese merchant on the Nova Play base, dark or light as the phone is set, three languages, no agency menu. */
export default defineBrand({
  extends: 'default',
  id: 'lotus',
  name: 'Lotus Club',
  // the host names the fleet edge serves it on (docs/operations.md)
  hosts: ['m.lotusclub.example'],
  merchantCode: 'LOTUS',
  trialMerchantCode: 'LOTUS_TRIAL',
  languages: { default: 'vi', enabled: ['en', 'vi', 'zh'] },
  // dark or light as the phone is set, until the player chooses
  theme: { defaultMode: 'system' },
  // Vietnamese dong: no minor units, so amounts show none
  currency: 'VND',
  minimumAge: 21,
  lottoMode: ['Tradition', 'Entertainment'],
  menu: ['MYACC', 'WITHDRAW', 'MAILCEN', 'AGEPAG', 'TRANSREC3', 'SECPRIV', 'GAMSER'],
  // the layout: banners first, wide game cards, four tabs, logo in the middle; the classic deposit design (the list
  // of channels, then a form)
  templates: { app_desc: 'Chơi mọi lúc, mọi nơi.', dep_func: 0, game_tile: 'card', tab_bar: 'four', home_header: 'centred' },
  variants: {},
  // the download bar only once the player has logged in
  downloadBarRequiresLogin: true,
  links: {
    download: [
      { resourceType: 'Android', url: 'https://download.lotusclub.example/lotus.apk' },
      { resourceType: 'IOS', url: 'https://download.lotusclub.example/ios' },
    ],
    contact: { facebook: 'https://facebook.com/lotusclub.example' },
    social: { facebook: 'https://facebook.com/lotusclub.example', youtube: 'https://youtube.com/@lotusclub.example' },
    chatHosts: [],
  },
  assets: { logo: 'assets/logo.svg', icon: 'assets/icon.svg' },
});
