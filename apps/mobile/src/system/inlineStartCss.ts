import type { Plugin, Rollup } from 'vite';

/**
 * The page's own stylesheet (the brand's tokens and the boot shell, a few KB) goes into index.html as a `<style>`
 * element: the first paint (the shell: header, tab bar, skeleton) then needs the HTML alone, not one more round trip
 * (on a slow 3G phone a round trip is 2 s). The release's Content-Security-Policy allows that element by its hash
 * (scripts/lib/nginx.mjs `inlineStyleHashes`). The file stays in the site for anything else that links it.
 */
export function inlineStartCss(): Plugin {
  let base = '/';
  return {
    name: 'wl:inline-start-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (link, href: string) => {
          const asset = bundle[href.slice(base.length)] as Rollup.OutputAsset | undefined;
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
