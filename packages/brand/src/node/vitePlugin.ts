import path from 'node:path';
import fs from 'node:fs';
import type { Plugin } from 'vite';
import { LANGUAGES, omitLanguageConstant, RESOURCE_LANGUAGES } from '@wl/i18n/languages';
import type { RuntimeBrand } from '../context';
import type { BrandConfig } from '../schema';
import { listBrands, loadBrand, type LoadedBrand } from './loader';
import { tokenStylesheet } from './tokens';
import { variantConstants } from '../slotList';

const BRAND_ID = 'virtual:brand';
const BRAND_CSS_ID = 'virtual:brand.css';
const BRAND_KEY_ID = 'virtual:brand-key';
const ALL_BRANDS_ID = 'virtual:brands';
const resolved = (id: string) => `\0${id}`;
/** the brand's icon, served as the site's favicon */
const FAVICON = '/favicon.svg';

/** What the brand plugin tells other build plugins (`plugin.api`): the brand it builds, validated. */
export interface BrandPluginApi {
  config(): BrandConfig;
}

export interface BrandPluginOptions {
  /** the brand to build; from BRAND, default `default` */
  brand?: string;
  /** absolute path of the brands/ folder */
  brandsDir: string;
}

/** An SVG file as markup to put in a page: its XML prolog and comments dropped, hidden from assistive technology. */
export function inlineSvg(svg: string): string {
  return svg
    .replace(/<\?xml[^>]*\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<svg\b/, '<svg aria-hidden="true" focusable="false"')
    .trim();
}

/**
 * The config the bundle gets: no tokens (they become CSS), no hosts (the edge's) and, of `security`, only what the site applies itself
 * (the platform URL rules); the rest of `security` is the nginx configuration's.
 */
export function runtimeConfig(brand: BrandConfig): RuntimeBrand {
  const { tokens: _tokens, hosts: _hosts, security, api: { publicKey: _publicKey, ...api }, ...config } = brand;
  return { ...config, api, security: { launchHosts: security.launchHosts ?? [], allowHttp: security.allowHttp ?? false } };
}

function brandModule(loaded: LoadedBrand): string {
  const config = runtimeConfig(loaded.config);
  const assetImports = Object.entries(loaded.assetFiles)
    .map(([name, file]) => `import ${name} from ${JSON.stringify(`${file}?url`)};`)
    .join('\n');
  const names = Object.keys(loaded.assetFiles).join(', ');
  return `${assetImports}\nexport const brand = ${JSON.stringify(config)};\nexport const brandAssets = { ${names} };\n`;
}

/**
 * Validates the chosen brand before bundling starts (a broken brand fails the build with the file and
 * field path) and serves it as `virtual:brand` (config without tokens, asset URLs),
 * `virtual:brand.css` (tokens as CSS variables per colour mode) and `virtual:brand-key` (the API's public key, for
 * the lazily loaded encryption: about 0.3 KB the first JS need not carry). Only that brand enters the bundle.
 */
export function brandPlugin(options: BrandPluginOptions): Plugin {
  const id = options.brand ?? 'default';
  let loaded: LoadedBrand;
  const api: BrandPluginApi = { config: () => loaded.config };
  return {
    name: 'wl-brand',
    enforce: 'pre',
    api,
    async config() {
      loaded = await loadBrand(options.brandsDir, id);
      // the brand's images (logos, icon) are files, not data URLs in the first JS: a phone fetches only the logo its
      // colour mode shows, and the icon when a download prompt shows it (decision 069)
      const images = new Set(Object.values(loaded.assetFiles).map((file) => path.resolve(file)));
      return {
        build: { assetsInlineLimit: (file: string) => (images.has(path.resolve(file)) ? false : undefined) },
        define: {
          'import.meta.env.BRAND': JSON.stringify(id),
          // the identity-provider adapter is built only into brands that configure it (@wl/auth identity/)
          'import.meta.env.WL_IDENTITY_PROVIDER': JSON.stringify(loaded.config.identityProvider?.provider ?? 'none'),
          ...variantConstants(loaded.config),
          // the texts of the languages the brand does not enable are left out (@wl/i18n languages.ts)
          ...Object.fromEntries(
            RESOURCE_LANGUAGES.filter((code) => code !== 'en').map((code) => [
              `import.meta.env.${omitLanguageConstant(code)}`,
              String(!(loaded.config.languages.enabled as readonly string[]).includes(code)),
            ]),
          ),
          // the languages the site knows at run time: the brand's (@wl/i18n languages.ts)
          __WL_LANGUAGES__: JSON.stringify(LANGUAGES.filter((language) => loaded.config.languages.enabled.includes(language.code))),
        },
        server: { fs: { allow: [options.brandsDir] } },
      };
    },
    configureServer(server) {
      server.middlewares.use(FAVICON, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(fs.readFileSync(loaded.assetFiles.icon));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FAVICON.slice(1), source: fs.readFileSync(loaded.assetFiles.icon) });
    },
    resolveId(source) {
      if (source === BRAND_ID || source === BRAND_CSS_ID || source === BRAND_KEY_ID) return resolved(source);
      return undefined;
    },
    load(source) {
      if (source === resolved(BRAND_ID)) {
        for (const file of loaded.files) this.addWatchFile(file);
        return brandModule(loaded);
      }
      if (source === resolved(BRAND_CSS_ID)) return tokenStylesheet(loaded.tokens.declarations, loaded.config.theme.defaultMode);
      if (source === resolved(BRAND_KEY_ID)) return `export const publicKey = ${JSON.stringify(loaded.config.api.publicKey)};\n`;
      return undefined;
    },
    transformIndexHtml(html) {
      const { config } = loaded;
      return (
        html
          // a `system` brand has no mode until the start reads the phone's (the CSS follows it before that)
          .replace(/<html lang="[^"]*"/, `<html lang="${config.languages.locales?.[config.languages.default] ?? config.languages.default}"${config.theme.defaultMode === 'system' ? '' : ` data-theme="${config.theme.defaultMode}"`}`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.name)}</title>`)
          .replace('<!--brand-name-->', escapeHtml(config.name))
          // the icon drawn in the page itself: the first paint needs no image request (decision 067)
          .replace('<!--brand-icon-->', inlineSvg(fs.readFileSync(loaded.assetFiles.icon, 'utf8')))
          .replace(
            '</head>',
            `  ${themeColorMeta(config)}\n    <link rel="icon" type="image/svg+xml" href="${FAVICON}" />\n  </head>`,
          )
      );
    },
  };
}

/** The browser's theme colour before any script: the default mode's page background; `system`, one per phone setting. */
function themeColorMeta(config: LoadedBrand['config']): string {
  const meta = (mode: 'dark' | 'light', media = '') => `<meta name="theme-color"${media} content="${escapeHtml(config.tokens[mode].color.bg.page)}" />`;
  const mode = config.theme.defaultMode;
  return mode === 'system' ? `${meta('light', ' media="(prefers-color-scheme: light)"')}\n    ${meta('dark', ' media="(prefers-color-scheme: dark)"')}` : meta(mode);
}

/**
 * Storybook: every brand in brands/ as `virtual:brands` (config, public key, CSS, its tokens as built and asset URLs
 * per brand), so the brand toolbar can switch between them and the foundations pages show each token's DTCG name and
 * alias chain.
 */
export function allBrandsPlugin(options: { brandsDir: string }): Plugin {
  return {
    name: 'wl-all-brands',
    enforce: 'pre',
    config() {
      return { server: { fs: { allow: [options.brandsDir] } } };
    },
    resolveId(source) {
      return source === ALL_BRANDS_ID ? resolved(source) : undefined;
    },
    async load(source) {
      if (source !== resolved(ALL_BRANDS_ID)) return undefined;
      const brands = await Promise.all(listBrands(options.brandsDir).map((id) => loadBrand(options.brandsDir, id)));
      const lines: string[] = [];
      const entries = brands.map((loaded, index) => {
        for (const file of loaded.files) this.addWatchFile(file);
        const assets = Object.entries(loaded.assetFiles).map(([name, file]) => {
          lines.push(`import asset${index}_${name} from ${JSON.stringify(`${file}?url`)};`);
          return `${name}: asset${index}_${name}`;
        });
        const config = runtimeConfig(loaded.config);
        return `${JSON.stringify(loaded.config.id)}: { brand: ${JSON.stringify(config)}, publicKey: ${JSON.stringify(loaded.config.api.publicKey)}, css: ${JSON.stringify(tokenStylesheet(loaded.tokens.declarations, config.theme.defaultMode))}, tokens: ${JSON.stringify(loaded.tokens.info)}, brandAssets: { ${assets.join(', ')} } }`;
      });
      return `${lines.join('\n')}\nexport const brands = { ${entries.join(',\n')} };\n`;
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
